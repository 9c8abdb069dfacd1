import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';

/** Docusaurus's `DocBreadcrumbs/Items/Home`: the first crumb, leading to the site's home. */
export function HomeBreadcrumb() {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  return (
    <li>
      <a href={url('/')} aria-label={text('theme.docs.breadcrumbs.home', 'Home page')}>
        {text('docs-gen.docs.breadcrumbs.homeLabel', 'Home')}
      </a>
    </li>
  );
}
