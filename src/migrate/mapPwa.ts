import path from 'node:path';
import { type Migration, type Obj, isAttributes, isObj, str } from './migration.js';

const OFFLINE_REASON = 'docs-gen writes no service worker: the site is not kept for reading offline';

/**
 * A `pwaHead` value naming a file (`img/icon.png`, `manifest.json`) under the base URL, as the plugin writes it:
 * it prefixes a value with an extension that does not start with the base URL. Another site's URL stays as it is.
 */
function underBaseUrl(value: string, baseUrl: string): string {
  if (!path.extname(value) || value.startsWith(baseUrl) || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(value)) return value;
  return `${baseUrl.replace(/\/$/, '')}/${value.replace(/^\/+/, '')}`;
}

/**
 * `@docusaurus/plugin-pwa`: its `pwaHead` (the web app manifest, theme colour and touch icons every page's head
 * links) becomes `headTags`, after the config's own. The offline mode it is for is listed, with its other options.
 */
export function migratePwa(m: Migration, plugin: unknown, options: Obj, at: string): void {
  const name = Array.isArray(plugin) ? `${at}[0]` : at;
  m.track.notCarried(name, Array.isArray(plugin) ? plugin[0] : plugin, `${OFFLINE_REASON}; its pwaHead tags are carried as headTags`);
  const pwaHead = options.pwaHead;
  if (!Array.isArray(pwaHead)) return;
  if (!pwaHead.length) m.track.carried(`${at}[1].pwaHead`);
  const baseUrl = str(m.out.baseUrl) ?? '/';
  const tags = Array.isArray(m.out.headTags) ? (m.out.headTags as Obj[]) : [];
  pwaHead.forEach((entry, i) => {
    const { tagName, ...attributes } = isObj(entry) ? entry : { tagName: undefined };
    if (typeof tagName !== 'string' || !/^[a-z][a-z0-9-]*$/.test(tagName) || !isAttributes(attributes)) {
      m.track.notCarried(`${at}[1].pwaHead[${i}]`, entry, 'not a tag of the head: `tagName` and its attributes');
      return;
    }
    for (const key of ['href', 'content']) if (typeof attributes[key] === 'string') attributes[key] = underBaseUrl(attributes[key] as string, baseUrl);
    tags.push({ tagName, attributes });
    m.track.carried(`${at}[1].pwaHead[${i}]`);
  });
  if (tags.length) m.out.headTags = tags;
  for (const key of Object.keys(options)) if (key !== 'pwaHead') m.track.notCarried(`${at}[1].${key}`, options[key], OFFLINE_REASON);
}
