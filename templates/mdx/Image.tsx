import type { ImgHTMLAttributes } from 'react';
import { useSiteContext } from '../context.js';

/**
 * A Markdown image: the copy the build made of the page's image is under the base URL, like every site path. It
 * loads lazily and decodes off the main thread, as Docusaurus's Markdown images do, so a page of many screenshots
 * loads the ones in view first; attributes the page gives win.
 */
export function Image({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { url } = useSiteContext();
  return <img decoding="async" loading="lazy" src={typeof src === 'string' && src.startsWith('/assets/') ? url(src) : src} {...rest} />;
}
