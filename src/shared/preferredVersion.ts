/**
 * What a navbar element shows when the reader prefers a version other than the last, by version name: where it
 * leads, its text and its accessible name. Written by the theme, read by the browser runtime. Pure.
 */
export type PreferredVersionAlternates = Record<string, { href?: string; label?: string; ariaLabel?: string }>;

/** Docusaurus's storage key of a docs plugin's preferred version, so a reader's choice carries over from such a site. */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}
