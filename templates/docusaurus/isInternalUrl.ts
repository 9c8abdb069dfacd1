import { isExternalUrl } from '../../src/shared/url.js';

/** `@docusaurus/isInternalUrl`: whether a URL stays in the site (no protocol, no `//` host). */
export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !isExternalUrl(url);
}
