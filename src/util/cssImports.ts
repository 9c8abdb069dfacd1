import path from 'node:path';
import { isExternalCssUrl } from './cssUrls.js';

/**
 * Where an `@import` in a site's CSS leads, as css-loader resolves it in a Docusaurus build. A URL of another
 * origin (`https://fonts.googleapis.com/css2?…`, `//cdn…`) is the browser's to load: it stays an `@import`
 * of the stylesheet instead of a file looked for beside the CSS.
 */
export function resolveCssImport(specifier: string, fromFile: string): string | { external: string } {
  if (isExternalCssUrl(specifier)) return { external: specifier };
  return path.resolve(path.dirname(fromFile), specifier);
}
