/** The stylesheets docs-gen bundles, Sass compiled: a client module of these joins the site's stylesheet. */
const STYLESHEET_FILE = /\.(css|scss|sass)$/i;

export function isStylesheetFile(file: string): boolean {
  return STYLESHEET_FILE.test(file);
}

/**
 * `clientModules`, resolved by `resolve` (each with its key, for errors), split into the stylesheets and the
 * scripts, each kept in order: Docusaurus imports a CSS client module as global CSS, which docs-gen's is.
 */
export function splitClientModules(entries: readonly string[], resolve: (entry: string, key: string) => string): { stylesheets: string[]; scripts: string[] } {
  const files = entries.map((entry, i) => resolve(entry, `clientModules.${i}`));
  return { stylesheets: files.filter(isStylesheetFile), scripts: files.filter((file) => !isStylesheetFile(file)) };
}
