import { InDrawerSecondaryMenu } from '../docusaurus/navbarHooks.js';
import { type BlogSidebarData, BlogSidebarDesktop, BlogSidebarMobile, ThemeBlogSidebarMobile } from './BlogSidebarParts.js';

/**
 * Docusaurus's `BlogSidebar`: given the blog's sidebar (`{ title, items }`), the recent posts beside the blog's pages.
 * One `<nav>` serves desktop and the phone's drawer, so it renders `BlogSidebar/Desktop`; nothing without posts.
 * A site's `BlogSidebar/Mobile` is what Docusaurus shows on phones, in the drawer's secondary menu (through
 * `NavbarSecondaryMenuFiller`), where a site's Desktop is often hidden by its CSS: it is the drawer's list on phones,
 * and Desktop the sidebar on wider screens.
 */
export function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarData }) {
  if (!sidebar?.items.length) return null;
  if (BlogSidebarMobile === ThemeBlogSidebarMobile) return <BlogSidebarDesktop sidebar={sidebar} />;
  return (
    <>
      <div className="blog-sidebar-desktop">
        <BlogSidebarDesktop sidebar={sidebar} />
      </div>
      <div className="blog-sidebar-mobile">
        <InDrawerSecondaryMenu.Provider value={true}>
          <BlogSidebarMobile sidebar={sidebar} />
        </InDrawerSecondaryMenu.Provider>
      </div>
    </>
  );
}
