import { withoutTrailingSlash, withTrailingSlash } from '../../src/shared/url.js';

/** `@docusaurus/utils-common`, which swizzled blog components import. */

/** The id Docusaurus gives a post's content on its own page (`BlogPostItem/Content`). */
export const blogPostContainerID = '__blog-post-container';

/**
 * A path with the trailing slash `trailingSlash` asks for, its query and hash kept: added or removed, or left as written
 * when the setting is undefined. A hash alone, `/` and the base URL are left as they are.
 */
export function applyTrailingSlash(path: string, { trailingSlash, baseUrl }: { trailingSlash: boolean | undefined; baseUrl: string }): string {
  if (path.startsWith('#') || trailingSlash === undefined) return path;
  if (!trailingSlash) return withoutTrailingSlash(path, baseUrl);
  const pathname = /^[^?#]*/.exec(path)![0];
  return pathname === '' || pathname === baseUrl ? path : withTrailingSlash(pathname) + path.slice(pathname.length);
}

/** The error, then what caused it, and so on down the chain of causes. */
export function getErrorCausalChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && !chain.includes(current); current = current.cause) chain.push(current);
  return chain;
}
