import type { PageNavigation } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';

export function Pagination({ nav }: { nav: PageNavigation }) {
  const { url } = useSiteContext();
  if (!nav.prev && !nav.next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {nav.prev ? (
        <a className="pagination-link prev" href={url(nav.prev.href)} rel="prev">
          <span className="pagination-sub">Previous</span>
          <span className="pagination-label">{nav.prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {nav.next && (
        <a className="pagination-link next" href={url(nav.next.href)} rel="next">
          <span className="pagination-sub">Next</span>
          <span className="pagination-label">{nav.next.label}</span>
        </a>
      )}
    </nav>
  );
}
