import { rtlcss } from '../util/lazyPackages.js';

/**
 * A site's own stylesheet as a right-to-left locale's pages use it: mirrored, left and right swapped, as
 * Docusaurus mirrors every stylesheet of such a locale with RTLCSS, so a site's CSS written for left-to-right
 * text reads right to left there as it did on Docusaurus. The theme's own CSS is not mirrored: it is written in
 * logical properties, and mirroring would undo its few rules for right-to-left pages.
 */
export function mirrorCss(css: Uint8Array): Buffer {
  return Buffer.from(rtlcss().process(Buffer.from(css).toString('utf8')));
}
