import { useSiteContext } from '../context.js';
import { useVisibleBlogSidebarItems } from './blogSidebarClient.js';
// From a module of its own, so that a site's override of BlogSidebar/Content lays out this sidebar, as in Docusaurus.
import { BlogSidebarContent } from './BlogSidebarContent.js';
import { useTranslation } from '../translate.js';

/** The blog's sidebar as Docusaurus gives it to its components: its title and the posts it lists. */
export interface BlogSidebarData {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/** The theme's list of posts, the one being read marked: `BlogSidebar/Content`'s `ListComponent` in the sidebar. */
function BlogSidebarList({ items }: { items: BlogSidebarData['items'] }) {
  const { route, url } = useSiteContext();
  const current = url(route);
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={item.permalink} className="sidebar-item">
          <a className={`sidebar-link${item.permalink === current ? ' active' : ''}`} href={item.permalink} aria-current={item.permalink === current ? 'page' : undefined}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Docusaurus's `BlogSidebar/Desktop`: the recent posts, in the sidebar's place, through `BlogSidebar/Content`: under
 * a heading per year, as Docusaurus 3.5+ groups them unless `blogSidebarGroupByYear` is off. The same `<nav>` is the
 * mobile drawer's on phones, as the docs sidebar is.
 */
export function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const { text } = useTranslation();
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <nav className="sidebar-nav blog-sidebar" aria-label={text('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <BlogSidebarContent items={items} ListComponent={BlogSidebarList} yearGroupHeadingClassName="blog-sidebar-year" />
    </nav>
  );
}

/** Docusaurus's `BlogSidebar/Mobile`: the same list, which the drawer shows on phones. */
export function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  return <BlogSidebarDesktop sidebar={sidebar} />;
}

/** The theme's own BlogSidebarMobile, whatever a site's override makes `BlogSidebarMobile` of this module. */
export const ThemeBlogSidebarMobile = BlogSidebarMobile;
