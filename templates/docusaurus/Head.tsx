import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: React hoists `<title>`, `<meta>` and `<link>` written anywhere into the document's head;
 * the renderer then keeps the page's own over the theme's (see `pageHeadOverrides`).
 */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
