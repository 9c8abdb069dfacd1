import type { ImgHTMLAttributes } from 'react';
import { importedImageSize } from '../../src/shared/importedImages.js';

/** One image of Docusaurus's ideal-image loader output, as its `SrcImage` describes it. */
interface IdealImageSource {
  src: string;
  preSrc?: string;
  width?: number;
  height?: number;
  images?: readonly { width: number; path?: string }[];
}

/**
 * Docusaurus's `IdealImage` props: `img` is what importing an image gives, a URL here (`require('./a.png')`),
 * the ideal-image loader's `{ src, preSrc }` or a module's `{ default }` in Docusaurus; the rest are `<img>`'s.
 */
export interface IdealImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  img: string | { default: string } | { src: IdealImageSource; preSrc?: string };
}

function sourceOf(img: IdealImageProps['img']): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if ('default' in img) return { src: img.default };
  return { src: img.src.src, width: img.src.width, height: img.src.height };
}

/**
 * Docusaurus's `IdealImage` (@docusaurus/plugin-ideal-image) as a plain lazy `<img>`: no placeholder swapped in
 * the browser, which renders no React here. Its width and height are the props', else the loader's, else the
 * imported file's, so the page does not shift as it loads, as a Markdown image's.
 */
export function IdealImage({ img, width, height, ...rest }: IdealImageProps) {
  const source = sourceOf(img);
  const known = source.width && source.height ? source : importedImageSize(source.src);
  const sized = width === undefined && height === undefined && known ? { width: known.width, height: known.height } : { width, height };
  return <img decoding="async" loading="lazy" src={source.src} {...sized} {...rest} />;
}
