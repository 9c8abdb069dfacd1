import type { ReactNode } from 'react';
import { newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import useBrokenLinks from '../docusaurus/useBrokenLinks.js';

/** A grid of `<Card>`s that fills the content width (one column on phones); a list, so it is announced as one. */
export function Cards({ children }: { children?: ReactNode }) {
  return <ul className="cards">{children}</ul>;
}

/** A card's link: its title and a line or two, the whole card clickable. `href` is checked and resolved like any page link. */
export function CardLink({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  const { resolveLink } = useSiteContext();
  // Checked as a Link's URL is: the link check reads what a page's links registered.
  useBrokenLinks().collectLink(href);
  return (
    <a className="card" href={resolveLink(href)} {...newTabAttributes(href)}>
      <span className="card-title">{title}</span>
      {children && <span className="card-body">{children}</span>}
    </a>
  );
}

/**
 * A linked card: a title and a line or two saying what the reader finds there. The whole card is the link, so
 * its text stays short.
 */
export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <li className="card-item">
      <CardLink title={title} href={href}>
        {children}
      </CardLink>
    </li>
  );
}
