import type { ComponentType } from 'react';
import { AdmonitionBox, type AdmonitionTypeProps } from './AdmonitionBox.js';

/** The theme's component for one keyword: the admonition drawn as that keyword, whatever type it is used for. */
function typeOf(type: string): ComponentType<AdmonitionTypeProps> {
  const Type = (props: AdmonitionTypeProps) => <AdmonitionBox {...props} type={type} />;
  Type.displayName = `AdmonitionType(${type})`;
  return Type;
}

/**
 * Docusaurus's `Admonition/Types`: the admonition components by keyword. A site with keywords of its own
 * (`admonitions.keywords` in the config) overrides it with the original's entries and its own
 * (`{ ...AdmonitionTypes, 'my-keyword': MyAdmonition }`); `:::my-keyword Title` then renders `MyAdmonition`
 * with `type`, `title` and the content as `children`. A keyword no entry names is drawn as a note.
 */
export const AdmonitionTypes: Record<string, ComponentType<AdmonitionTypeProps>> = Object.fromEntries(
  ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success'].map((type) => [type, typeOf(type)]),
);
