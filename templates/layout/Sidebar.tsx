import type { SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { BlogSidebarNav, hasBlogSidebar } from '../blog/BlogLayout.js';
import { useTranslation } from '../translate.js';
import { DrawerHeader } from './DrawerHeader.js';
import { DoubleChevronIcon } from './icons.js';
import { NavItems } from './NavItems.js';
import { DocSidebarDesktop } from './DocSidebarDesktop.js';
import { resetCategoryIds } from './SidebarItems.js';

/**
 * The docs sidebar. On desktop it is always shown (SPEC: it cannot be hidden), unless the config makes it
 * hideable; at 996 px and below it is the mobile drawer, which also carries the navbar items as its secondary menu.
 */
export function Sidebar({ name, sidebar, path }: { name?: string; sidebar?: SidebarItem[]; path?: string }) {
  const ctx = useSiteContext();
  const { text } = useTranslation();
  const { sidebars, route, config } = ctx;
  // Docusaurus's props: an override may pass on fewer entries than the page's sidebar has (see DocSidebarDesktopContent).
  const items = sidebar ?? (name ? sidebars[name] : undefined);
  resetCategoryIds();
  const navItems = config.navbar.items.map((item, index) => ({ item, index }));
  const blog = !items && hasBlogSidebar(ctx);
  return (
    // A plain box, not <aside>: on phones the script turns it into a modal dialog (role="dialog" is not
    // allowed on <aside>); its two <nav> landmarks name what it holds.
    <div id="sidebar" className={`sidebar${items || blog ? '' : ' sidebar-empty'}${items && config.sidebarHideable ? ' sidebar-hideable' : ''}`} data-sidebar>
      <DrawerHeader />
      <nav className="sidebar-secondary" aria-label={text('docs-gen.docs.sidebar.mainMenuAriaLabel', 'Main menu')}>
        <NavItems items={navItems} variant="drawer" />
      </nav>
      {items && <DocSidebarDesktop path={path ?? ctx.url(route)} sidebar={items} />}
      {blog && <BlogSidebarNav />}
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
