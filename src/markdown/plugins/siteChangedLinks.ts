import type { VFile } from 'vfile';
import type { FoundLink } from '../../shared/types.js';
import { linkHolders } from './remarkCollectLinks.js';

/** Each tracked link's URL as it was before the site's remark plugins ran. */
const urlsBefore = new WeakMap<VFile, unknown[]>();

/** Notes each recorded link's URL before a site's remark plugins run (see remarkTakeChangedLinks). */
export function remarkNoteLinkUrls() {
  return (_tree: unknown, file: VFile) => {
    const holders = linkHolders.get(file);
    if (holders) urlsBefore.set(file, holders.map(({ holder, key }) => holder[key]));
  };
}

/**
 * A link a site's remark plugin changed is checked as the plugin left it, as Docusaurus checks the links of the page
 * it renders: electron's plugin makes `../../filenames.gni`, a file of its repository, a link to it on GitHub.
 */
export function remarkTakeChangedLinks() {
  return (_tree: unknown, file: VFile) => {
    const holders = linkHolders.get(file);
    const before = urlsBefore.get(file);
    const links = file.data.links as FoundLink[] | undefined;
    if (!holders || !before || !links) return;
    holders.forEach(({ holder, key }, i) => {
      const now = holder[key];
      if (typeof now === 'string' && now !== before[i]) links[i] = { ...links[i], url: now };
    });
  };
}
