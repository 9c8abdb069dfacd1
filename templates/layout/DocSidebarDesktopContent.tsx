import type { SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { cachedSidebarHtml } from './sidebarHtml.js';
import { Items } from './SidebarItems.js';
import { PathItems, ToggleTemplate } from './SidebarPathItems.js';

export interface DocSidebarContentProps {
  /** The page's URL, as Docusaurus passes it; the active link is the page being rendered. */
  path?: string;
  /** The sidebar's entries, Docusaurus's shape (`link`, `category` with `items`, `html`). */
  sidebar: SidebarItem[];
  className?: string;
}

/**
 * The sidebar's list of entries (Docusaurus's `DocSidebar/Desktop/Content`). An override may wrap it with markup
 * of its own or pass on fewer entries: the site's own list keeps its shared HTML and, when large, its shared file
 * (see sidebarWindow.ts); a list the override made is rendered whole, since the shared file holds the site's.
 */
export function DocSidebarDesktopContent({ sidebar, className }: DocSidebarContentProps) {
  const ctx = useSiteContext();
  const { text } = useTranslation();
  const name = Object.keys(ctx.sidebars).find((key) => ctx.sidebars[key] === sidebar);
  const file = name === undefined ? undefined : ctx.assets.sidebars?.[name];
  const cached = name !== undefined && !file ? cachedSidebarHtml(sidebar, ctx) : undefined;
  const props = { className: className ? `sidebar-nav ${className}` : 'sidebar-nav', 'aria-label': text('theme.docs.sidebar.navAriaLabel', 'Docs') };
  if (file) {
    return (
      <nav {...props} data-sidebar-file={file}>
        <PathItems items={sidebar} route={ctx.route} path={[]} />
        <ToggleTemplate />
      </nav>
    );
  }
  if (cached !== undefined) return <nav {...props} dangerouslySetInnerHTML={{ __html: cached }} />;
  return (
    <nav {...props}>
      <Items items={sidebar} route={ctx.route} level={0} />
    </nav>
  );
}
