import { transform } from 'lightningcss';
import { ASSETS_DIR } from '../shared/emittedFiles.js';
import type { OutputFile } from '../shared/types.js';
import { contentHash } from './assets.js';

/**
 * The page stylesheet with the CSS the site's components import appended (after the theme's, so a site rule
 * wins a tie), minified, under a name hashed on the whole.
 */
export function withSiteCss(stylesheet: OutputFile, siteCss: string): OutputFile {
  if (!siteCss.trim()) return stylesheet;
  const { code } = transform({ filename: 'site.css', code: Buffer.from(siteCss), minify: true });
  const css = Buffer.concat([Buffer.from(stylesheet.contents), Buffer.from('\n'), Buffer.from(code)]);
  return { path: `${ASSETS_DIR}/css/styles.${contentHash(css)}.css`, contents: css };
}
