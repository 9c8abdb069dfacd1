/** Docusaurus's key for the docs plugin "default", so a reader's choice carries over from such a site. */
const KEY = 'docs-preferred-version-default';

/**
 * SPEC §1: the preferred docs version is remembered in local storage. This site has one version, so the
 * preference is the version of the page read, written on every load.
 */
export function rememberPreferredVersion(): void {
  const label = document.querySelector<HTMLMetaElement>('meta[name="docs-gen:version"]')?.content;
  if (!label) return;
  try {
    localStorage.setItem(KEY, label);
  } catch {
    /* storage disabled: nothing to remember */
  }
}
