import type { PageNavigation } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { PaginatorNavLink } from './PaginatorNavLink.js';

/** A neighbour as Docusaurus's `DocPaginator` is given it (`metadata.previous` of `useDoc()`). */
interface DocusaurusNeighbour {
  title: string;
  permalink: string;
}

const neighbour = (link?: DocusaurusNeighbour) => link && { label: link.title, href: link.permalink };

/**
 * Previous and next pages. Site code renders it as Docusaurus's `DocPaginator`, with `previous` and `next`, or
 * with no props for the page being rendered's neighbours.
 */
export function Pagination(props: { nav?: Pick<PageNavigation, 'prev' | 'next'>; previous?: DocusaurusNeighbour; next?: DocusaurusNeighbour }) {
  const { navigation } = useSiteContext();
  const { text } = useTranslation();
  const given = props.previous || props.next ? { prev: neighbour(props.previous), next: neighbour(props.next) } : undefined;
  const nav = props.nav ?? given ?? navigation;
  if (!nav || (!nav.prev && !nav.next)) return null;
  return (
    <nav className="pagination" aria-label={text('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {nav.prev ? <PaginatorNavLink permalink={nav.prev.href} title={nav.prev.label} subLabel={text('theme.docs.paginator.previous', 'Previous')} /> : <span />}
      {nav.next && <PaginatorNavLink permalink={nav.next.href} title={nav.next.label} subLabel={text('theme.docs.paginator.next', 'Next')} isNext />}
    </nav>
  );
}
