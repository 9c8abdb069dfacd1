import { type PreferredVersionAlternates, preferredVersionKey } from '../shared/preferredVersion.js';

import { readStorage, writeStorage } from './storage.js';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * SPEC §1: the preferred docs version is remembered in local storage: the version of the page read, written on
 * every load (a page of another version is always loaded, not swapped in), under its docs folder's plugin id.
 */
export function rememberPreferredVersion(): void {
  // A page of versioned docs names its version as Docusaurus stores it (`1.0`, `current`); a site of one version, by its label.
  const name = meta('docsearch:version');
  const label = name ?? meta('docs-gen:version');
  if (!label) return;
  writeStorage(preferredVersionKey(meta('docs-gen:docs-plugin') ?? 'default'), label);
}

/**
 * Off the versions, the navbar's version items and links to docs follow the reader's preferred version: the
 * theme wrote what each shows in every version but the last (templates/layout/preferredVersion.ts).
 */
export function followPreferredVersion(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-versions][data-version-plugin]')) {
    const preferred = readStorage(preferredVersionKey(el.dataset.versionPlugin!));
    let entry: PreferredVersionAlternates[string] | undefined;
    try {
      entry = preferred === null ? undefined : (JSON.parse(el.dataset.versions!) as PreferredVersionAlternates)[preferred];
    } catch {
      entry = undefined;
    }
    if (!entry) continue;
    if (entry.href !== undefined) el.setAttribute('href', entry.href);
    if (entry.label !== undefined) el.textContent = entry.label;
    if (entry.ariaLabel !== undefined) el.setAttribute('aria-label', entry.ariaLabel);
  }
}
