import type { AnchorHTMLAttributes } from 'react';
import { isExternalUrl } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** Every `<a>` in page content: resolves `.md` links and the base URL; external links open in a new tab. */
export function Link({ href, to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { resolveLink } = useSiteContext();
  const raw = href ?? to;
  if (raw === undefined) return <a {...rest}>{children}</a>;
  const external = isExternalUrl(raw) && !raw.startsWith('mailto:') && !raw.startsWith('tel:');
  return (
    <a href={resolveLink(raw)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
