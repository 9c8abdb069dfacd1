import type { ImgHTMLAttributes } from 'react';

/**
 * `ThemedImage`: both images are in the HTML; the theme's `.only-light`/`.only-dark` rules show the one of the
 * current colour mode, so switching modes needs no script.
 */
export default function ThemedImage({ sources, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  return (
    <>
      <img {...rest} src={sources.light} className={['themed-image', 'only-light', className].filter(Boolean).join(' ')} />
      <img {...rest} src={sources.dark} className={['themed-image', 'only-dark', className].filter(Boolean).join(' ')} />
    </>
  );
}
