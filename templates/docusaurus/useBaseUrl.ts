import { isExternalUrl } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

type WithBaseUrl = (url: string, options?: BaseUrlOptions) => string;

function withBaseUrlOf(url: (path: string, absolute?: boolean) => string, baseUrl: string): WithBaseUrl {
  return (path, options = {}) => {
    if (!path || path.startsWith('#') || isExternalUrl(path) || /^(data|mailto|tel):/.test(path)) return path;
    if (path.startsWith(baseUrl) && baseUrl !== '/' && !options.forcePrependBaseUrl) return path;
    return url(path.startsWith('/') ? path : `/${path}`, options.absolute);
  };
}

/** `@docusaurus/useBaseUrl`: a site path with the base URL (and, with `absolute`, the site URL) applied. */
export default function useBaseUrl(path: string, options?: BaseUrlOptions): string {
  const ctx = useSiteContext();
  return withBaseUrlOf(ctx.url, ctx.config.baseUrl)(path, options);
}

export function useBaseUrlUtils(): { withBaseUrl: WithBaseUrl } {
  const ctx = useSiteContext();
  return { withBaseUrl: withBaseUrlOf(ctx.url, ctx.config.baseUrl) };
}
