import type { Crumb } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { HomeBreadcrumb } from './HomeBreadcrumb.js';

/**
 * The trail above a guide's title. Without `crumbs` (site code's `<DocBreadcrumbs />`, which Docusaurus renders
 * from its context), the page's own, unless the site turns breadcrumbs off.
 */
export function Breadcrumbs({ crumbs: given }: { crumbs?: Crumb[] }) {
  const { url, navigation, config } = useSiteContext();
  const { text } = useTranslation();
  // As Docusaurus shows them: on every page of a sidebar, a page at its top too (the home, then the page).
  const crumbs = given ?? (config.breadcrumbs && navigation?.sidebar ? navigation.breadcrumbs : undefined) ?? [];
  if (!crumbs.length) return null;
  return (
    <nav className="breadcrumbs" aria-label={text('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <HomeBreadcrumb />
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
