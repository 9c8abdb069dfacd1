import type { AnchorHTMLAttributes } from 'react';
import { NOT_FOUND_ROUTE } from '../../src/shared/emittedFiles.js';
import { newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** Every `<a>` in page content: resolves `.md` links and the base URL; external links open in a new tab. */
export function Link({ href, to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { resolveLink, collected, page, route } = useSiteContext();
  const raw = href ?? to;
  if (raw === undefined) return <a {...rest}>{children}</a>;
  // What a React page's links are checked from, as in Docusaurus: its Links, not the plain `<a>`s its code writes, and
  // not a `pathname://` link (one outside what the site builds) or one marked `data-noBrokenLinkCheck`. The 404 page's
  // too: no source file lists them. A Markdown page's too, for when the site's own `a` renders them (see src/pipeline/mdxLinks.ts).
  const marked = Object.keys(rest).filter((name) => name.toLowerCase() === 'data-nobrokenlinkcheck');
  const checked = page !== undefined || route === NOT_FOUND_ROUTE;
  if (checked && !marked.length && !/^pathname:\/\//i.test(raw)) collected.links.push(raw);
  // The mark is the check's, not the reader's: Docusaurus's Link does not render it.
  const attributes = Object.fromEntries(Object.entries(rest).filter(([name]) => !marked.includes(name)));
  return (
    <a href={resolveLink(raw)} {...newTabAttributes(raw)} {...attributes}>
      {children}
    </a>
  );
}
