/**
 * How a docs version is named across the build and in the browser: its versioned folder and its name (`docs@1.0`),
 * as a page's `docs-gen:docs-version` meta and the search index name it. Pure.
 */
export function docsVersionKey(version: { set: string; name: string }): string {
  return `${version.set}@${version.name}`;
}
