import type { AnchorHTMLAttributes } from 'react';
import { newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** Every `<a>` in page content: resolves `.md` links and the base URL; external links open in a new tab. */
export function Link({ href, to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { resolveLink, collected, page } = useSiteContext();
  const raw = href ?? to;
  if (raw === undefined) return <a {...rest}>{children}</a>;
  // What a React page's links are checked from, as in Docusaurus: its Links, not the plain `<a>`s its code writes, and
  // not a `pathname://` link (one outside what the site builds) or one marked `data-noBrokenLinkCheck`.
  const marked = Object.keys(rest).filter((name) => name.toLowerCase() === 'data-nobrokenlinkcheck');
  if (page?.linksFromRender && !marked.length && !/^pathname:\/\//i.test(raw)) collected.links.push(raw);
  // The mark is the check's, not the reader's: Docusaurus's Link does not render it.
  const attributes = Object.fromEntries(Object.entries(rest).filter(([name]) => !marked.includes(name)));
  return (
    <a href={resolveLink(raw)} {...newTabAttributes(raw)} {...attributes}>
      {children}
    </a>
  );
}
