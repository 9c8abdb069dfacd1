import type { ComponentType } from 'react';
import { type AdmonitionTypeProps, TypeCaution, TypeDanger, TypeInfo, TypeNote, TypeTip, TypeWarning, typeOf } from './AdmonitionBox.js';

/**
 * Docusaurus's `Admonition/Types`: the admonition components by keyword. A site with keywords of its own
 * (`admonitions.keywords` in the config) overrides it with the original's entries and its own
 * (`{ ...AdmonitionTypes, 'my-keyword': MyAdmonition }`); `:::my-keyword Title` then renders `MyAdmonition`
 * with `type`, `title` and the content as `children`. A keyword no entry names is drawn by the `info` entry, as in Docusaurus.
 */
export const AdmonitionTypes: Record<string, ComponentType<AdmonitionTypeProps>> = {
  note: TypeNote,
  tip: TypeTip,
  info: TypeInfo,
  warning: TypeWarning,
  danger: TypeDanger,
  caution: TypeCaution,
  secondary: typeOf('secondary'),
  important: typeOf('important'),
  success: typeOf('success'),
};
