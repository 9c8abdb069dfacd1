import { createElement, Fragment, type ReactNode } from 'react';
import type { SiteConfig } from '../src/config/types.js';
import { fillMessage } from '../src/shared/fillMessage.js';
import { usePageContext } from './context.js';

export type TranslationValues = Record<string, ReactNode>;

/** `Hello {name}` with `{name: 'Ada'}` → `Hello Ada`; a value that is an element stays one. */
export function interpolate(message: string, values?: TranslationValues): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  const nodes = parts.map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? values[key] : part;
  });
  if (nodes.every((n) => typeof n === 'string' || typeof n === 'number')) return nodes.join('');
  return nodes.map((n, i) => createElement(Fragment, { key: i }, n));
}

/**
 * The messages shown while rendering, by key, with their default text, when something listens (`docs-gen
 * write-translations`): one slot for every copy of this module (docs-gen's theme, a theme bundled with a site's
 * overrides, site code).
 */
const RECORD_KEY = Symbol.for('docs-gen.shownMessages');
const recording = globalThis as { [RECORD_KEY]?: Map<string, string> };

/** Starts keeping every message shown from now on; returns them, by key, as they come. */
export function recordShownMessages(): Map<string, string> {
  return (recording[RECORD_KEY] = new Map());
}

/** Notes a message shown, for `recordShownMessages`. */
export function noteShownMessage(key: string, message: string): void {
  recording[RECORD_KEY]?.set(key, message);
}

/**
 * The message with this id in the locale being built (its `code.json`), else the default text. A message without
 * an id is its own key, as in Docusaurus.
 */
export function translationOf(config: Pick<SiteConfig, 'i18n'> | undefined, id: string | undefined, message: string): string {
  const key = id ?? message;
  noteShownMessage(key, message);
  return config?.i18n.translations[key] ?? message;
}

/**
 * The theme's strings in the locale being built. Ids are Docusaurus's (`theme.docs.paginator.next`), so a site's
 * `code.json` translates docs-gen's theme as it translated Docusaurus's; docs-gen's own parts use `docs-gen.*` ids.
 * `text` is for attributes and plain text (string values); `node` keeps values that are elements.
 */
export function useTranslation(): {
  text: (id: string, message: string, values?: Record<string, string | number>) => string;
  node: (id: string, message: string, values: TranslationValues) => ReactNode;
} {
  const config = usePageContext()?.config;
  return {
    text: (id, message, values) => fillMessage(translationOf(config, id, message), values),
    node: (id, message, values) => interpolate(translationOf(config, id, message), values),
  };
}
