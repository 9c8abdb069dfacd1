import { useSiteContext } from '../context.js';
import { BlogSidebarNav, hasBlogSidebar } from '../blog/BlogLayout.js';
import { useTranslation } from '../translate.js';
import { DrawerHeader } from './DrawerHeader.js';
import { DoubleChevronIcon } from './icons.js';
import { NavItems } from './NavItems.js';
import { cachedSidebarHtml } from './sidebarHtml.js';
import { Items, resetCategoryIds } from './SidebarItems.js';
import { PathItems, ToggleTemplate } from './SidebarPathItems.js';

/**
 * The docs sidebar. On desktop it is always shown (SPEC: it cannot be hidden), unless the config makes it
 * hideable; at 996 px and below it is the mobile drawer, which also carries the navbar items as its secondary menu.
 */
export function Sidebar({ name }: { name?: string }) {
  const ctx = useSiteContext();
  const { text } = useTranslation();
  const { sidebars, route, config, assets } = ctx;
  const items = name ? sidebars[name] : undefined;
  // A large sidebar has a shared file (see sidebarWindow.ts): the page shows only its path through it.
  const file = name ? assets.sidebars?.[name] : undefined;
  resetCategoryIds();
  const cached = items && !file ? cachedSidebarHtml(items, ctx) : undefined;
  const navItems = config.navbar.items.map((item, index) => ({ item, index }));
  const blog = !items && hasBlogSidebar(ctx);
  const navLabel = text('theme.docs.sidebar.navAriaLabel', 'Docs');
  return (
    // A plain box, not <aside>: on phones the script turns it into a modal dialog (role="dialog" is not
    // allowed on <aside>); its two <nav> landmarks name what it holds.
    <div id="sidebar" className={`sidebar${items || blog ? '' : ' sidebar-empty'}${items && config.sidebarHideable ? ' sidebar-hideable' : ''}`} data-sidebar>
      <DrawerHeader />
      <nav className="sidebar-secondary" aria-label={text('docs-gen.docs.sidebar.mainMenuAriaLabel', 'Main menu')}>
        <NavItems items={navItems} variant="drawer" />
      </nav>
      {items &&
        (file ? (
          <nav className="sidebar-nav" aria-label={navLabel} data-sidebar-file={file}>
            <PathItems items={items} route={route} path={[]} />
            <ToggleTemplate />
          </nav>
        ) : cached !== undefined ? (
          <nav className="sidebar-nav" aria-label={navLabel} dangerouslySetInnerHTML={{ __html: cached }} />
        ) : (
          <nav className="sidebar-nav" aria-label={navLabel}>
            <Items items={items} route={route} level={0} />
          </nav>
        ))}
      {blog && <BlogSidebarNav />}
      {items && config.sidebarHideable && (
        <button
          type="button"
          className="sidebar-hide"
          aria-label={text('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
          title={text('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
          data-sidebar-hide
        >
          <DoubleChevronIcon />
        </button>
      )}
    </div>
  );
}

/** Where a hidden sidebar was: the strip that shows it again (config `sidebarHideable`). */
export function SidebarShowStrip() {
  const { text } = useTranslation();
  return (
    <button
      type="button"
      className="sidebar-show"
      aria-label={text('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
      title={text('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')}
      data-sidebar-show
    >
      <DoubleChevronIcon right />
    </button>
  );
}
