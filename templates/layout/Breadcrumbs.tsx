import type { Crumb } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { url } = useSiteContext();
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={url('/')} aria-label="Home page">
            Home
          </a>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {crumb.href && !last ? <a href={url(crumb.href)}>{crumb.label}</a> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
