import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';

/** Docusaurus's `PaginatorNavLink` props; `title` may be left out where the sub-label says it all (a blog list's "Older entries"). */
export interface PaginatorNavLinkProps {
  permalink: string;
  title?: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

/**
 * Docusaurus's `PaginatorNavLink`: one link of a pagination (the docs', a blog post's, a blog list's), in its own
 * module so that a site's override of it takes the place of each link the theme's paginators render.
 */
export function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  const { url } = useSiteContext();
  const side = isNext ? 'next' : 'prev';
  return (
    <a className={`pagination-link ${side}`} href={url(permalink)} rel={side}>
      {subLabel && <span className="pagination-sub">{subLabel}</span>}
      {title && <span className="pagination-label">{title}</span>}
    </a>
  );
}
