import type { AnchorHTMLAttributes } from 'react';
import { NOT_FOUND_ROUTE } from '../../src/shared/emittedFiles.js';
import { newTabAttributes, splitUrl, withTrailingSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** Docusaurus's props of `Link` that are not the anchor's: a nav link's (React Router's `NavLink`) and the base URL's. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** `false`: the URL as written, without the base URL. */
  autoAddBaseUrl?: boolean;
  /** Marked `activeClassName` (and `aria-current="page"`) when it leads to the page shown, or above it unless `exact`. */
  isNavLink?: boolean;
  activeClassName?: string;
  exact?: boolean;
  /** Decides for the nav link instead: given the match (or null) and the page's location. */
  isActive?: (match: { url: string } | null, location: { pathname: string }) => boolean;
}

/** Whether a nav link to `target` is active on the page at `current`, as React Router matches a `NavLink`. */
function navLinkActive(target: string, current: string, exact: boolean | undefined, isActive: LinkProps['isActive']): boolean {
  const { path } = splitUrl(target);
  // Compared with a trailing slash on both, so a page's URL with and without one match.
  const matched = path !== '' && (withTrailingSlash(path) === withTrailingSlash(current) || (!exact && withTrailingSlash(current).startsWith(withTrailingSlash(path))));
  return isActive ? Boolean(isActive(matched ? { url: path } : null, { pathname: current })) : matched;
}

/** `@docusaurus/Link`, and every `<a>` in page content: resolves `.md` links and the base URL; external links open in a new tab. */
export function Link({ href, to, children, autoAddBaseUrl, isNavLink, activeClassName = 'active', exact, isActive, ...rest }: LinkProps) {
  const { resolveLink, collected, page, route, url } = useSiteContext();
  const raw = href ?? to;
  if (raw === undefined) return <a {...rest}>{children}</a>;
  // What a React page's links are checked from, as in Docusaurus: its Links, not the plain `<a>`s its code writes, and
  // not a `pathname://` link (one outside what the site builds) or one marked `data-noBrokenLinkCheck`. The 404 page's
  // too: no source file lists them. A Markdown page's too, for when the site's own `a` renders them (see src/pipeline/mdxLinks.ts).
  const marked = Object.keys(rest).filter((name) => name.toLowerCase() === 'data-nobrokenlinkcheck');
  const checked = page !== undefined || route === NOT_FOUND_ROUTE;
  if (checked && !marked.length && !/^pathname:\/\//i.test(raw) && autoAddBaseUrl !== false) collected.links.push(raw);
  // The mark is the check's, not the reader's: Docusaurus's Link does not render it.
  const attributes: AnchorHTMLAttributes<HTMLAnchorElement> = Object.fromEntries(Object.entries(rest).filter(([name]) => !marked.includes(name)));
  const resolved = autoAddBaseUrl === false ? raw : resolveLink(raw);
  if (isNavLink && navLinkActive(resolved, url(route), exact, isActive)) {
    attributes.className = attributes.className ? `${attributes.className} ${activeClassName}` : activeClassName;
    attributes['aria-current'] ??= 'page';
  }
  return (
    <a href={resolved} {...newTabAttributes(raw)} {...attributes}>
      {children}
    </a>
  );
}
