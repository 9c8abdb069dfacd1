import type { AnchorHTMLAttributes } from 'react';
import { newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** Every `<a>` in page content: resolves `.md` links and the base URL; external links open in a new tab. */
export function Link({ href, to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { resolveLink } = useSiteContext();
  const raw = href ?? to;
  if (raw === undefined) return <a {...rest}>{children}</a>;
  // A `pathname://` link leads outside what the site builds: the check of rendered links leaves it, as Docusaurus's does.
  const unchecked = /^pathname:\/\//i.test(raw) ? { 'data-nobrokenlinkcheck': '' } : {};
  return (
    <a href={resolveLink(raw)} {...newTabAttributes(raw)} {...unchecked} {...rest}>
      {children}
    </a>
  );
}
