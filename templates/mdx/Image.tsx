import type { ImgHTMLAttributes } from 'react';
import { useSiteContext } from '../context.js';

/** A Markdown image: the copy the build made of the page's image is under the base URL, like every site path. */
export function Image({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { url } = useSiteContext();
  return <img src={typeof src === 'string' && src.startsWith('/assets/') ? url(src) : src} {...rest} />;
}
