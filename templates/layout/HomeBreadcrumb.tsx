import { useSiteContext } from '../context.js';

/** Docusaurus's `DocBreadcrumbs/Items/Home`: the first crumb, leading to the site's home. */
export function HomeBreadcrumb() {
  const { url } = useSiteContext();
  return (
    <li>
      <a href={url('/')} aria-label="Home page">
        Home
      </a>
    </li>
  );
}
