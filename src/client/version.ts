/** Docusaurus's key for the docs plugin "default", so a reader's choice carries over from such a site. */
const KEY = 'docs-preferred-version-default';

/**
 * SPEC §1: the preferred docs version is remembered in local storage: the version of the page read, written on
 * every load (a page of another version is always loaded, not swapped in).
 */
export function rememberPreferredVersion(): void {
  // A page of versioned docs names its version as Docusaurus stores it (`1.0`, `current`); a site of one version, by its label.
  const name = document.querySelector<HTMLMetaElement>('meta[name="docsearch:version"]')?.content;
  const label = name ?? document.querySelector<HTMLMetaElement>('meta[name="docs-gen:version"]')?.content;
  if (!label) return;
  try {
    localStorage.setItem(KEY, label);
  } catch {
    /* storage disabled: nothing to remember */
  }
}
