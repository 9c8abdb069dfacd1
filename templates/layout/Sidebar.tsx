import type { ComponentType } from 'react';
import type { SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { BlogSidebarNav, hasBlogSidebar } from '../blog/BlogLayout.js';
import { useTranslation } from '../translate.js';
import { DoubleChevronIcon } from './icons.js';
import { DrawerPlace, NavbarMobileSidebar } from './MobileSidebar.js';
import { DocSidebarDesktop } from './DocSidebarDesktop.js';
import { resetCategoryIds } from './SidebarItems.js';

/**
 * The docs sidebar. On desktop it is always shown (SPEC: it cannot be hidden), unless the config makes it
 * hideable; at 996 px and below it is the mobile drawer, its own parts (header, the navbar's items) at the top
 * through `Navbar/MobileSidebar`. `drawerOnly` keeps it to the drawer: a site's BlogLayout lays out the wide page.
 */
export function Sidebar({ name, sidebar, path, drawerOnly = false }: { name?: string; sidebar?: SidebarItem[]; path?: string; drawerOnly?: boolean }) {
  const ctx = useSiteContext();
  const { sidebars, route, config } = ctx;
  // Docusaurus's props: an override may pass on fewer entries than the page's sidebar has (see DocSidebarDesktopContent).
  const items = sidebar ?? (name ? sidebars[name] : undefined);
  resetCategoryIds();
  const blog = !items && hasBlogSidebar(ctx);
  return (
    // A plain box, not <aside>: on phones the script turns it into a modal dialog (role="dialog" is not
    // allowed on <aside>); its two <nav> landmarks name what it holds.
    // Without a column of its own on wide screens (`sidebar-empty`), it is still the phone's drawer.
    <div id="sidebar" className={`sidebar${(items || blog) && !drawerOnly ? '' : ' sidebar-empty'}${items && config.sidebarHideable ? ' sidebar-hideable' : ''}`} data-sidebar>
      <DrawerPlace>
        <NavbarMobileSidebar />
      </DrawerPlace>
      {items && <DocSidebarDesktop path={path ?? ctx.url(route)} sidebar={items} />}
      {blog && <BlogSidebarNav />}
    </div>
  );
}

type SidebarProps = Parameters<typeof Sidebar>[0];

/**
 * A site's `DocSidebar` draws a docs sidebar, given as its `sidebar` prop: Docusaurus renders it only on a page
 * that has one, so an override may read the entries unchecked. Elsewhere (a page in no sidebar, the blog's pages)
 * the theme's own stands in, with the mobile drawer of the navbar's items.
 */
export function onlyWithDocSidebar(Override: ComponentType<SidebarProps>): ComponentType<SidebarProps> {
  return function DocSidebar(props: SidebarProps) {
    return props.sidebar ? <Override {...props} /> : <Sidebar {...props} />;
  };
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
