import type { ReactNode } from 'react';
import { usePageContext } from '../context.js';
import { fillMessage } from '../../src/shared/fillMessage.js';
import { interpolate, noteShownMessage, translationOf, type TranslationValues } from '../translate.js';

/**
 * The locale being rendered, for `translate()`, which site code may call outside a component's render: one
 * slot for every copy of this module (docs-gen's theme, a theme bundled with a site's overrides, site code).
 */
const LOCALE_KEY = Symbol.for('docs-gen.translations');
const shared = globalThis as { [LOCALE_KEY]?: Record<string, string> };

/** Sets the messages `translate()` reads: the renderer's, before it renders a locale's pages. */
export function setCodeTranslations(translations: Record<string, string>): void {
  shared[LOCALE_KEY] = translations;
}

/** `@docusaurus/Translate`: the message with this id in the locale being built (its `code.json`), else the text given. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: TranslationValues }): ReactNode {
  const config = usePageContext()?.config;
  return <>{interpolate(translationOf(config, id, children ?? id ?? ''), values)}</>;
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  const key = id ?? message;
  if (key !== undefined) noteShownMessage(key, message ?? key);
  // As Docusaurus reads it: a message given as '' (an aria-label left empty) is '', not the id.
  const translated = (key !== undefined ? shared[LOCALE_KEY]?.[key] : undefined) ?? message ?? id ?? '';
  return fillMessage(translated, values);
}
