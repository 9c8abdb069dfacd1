import type { ComponentType } from 'react';
import { useSiteContext } from '../context.js';
import { groupBlogSidebarItemsByYear, useVisibleBlogSidebarItems } from './blogSidebarClient.js';
import { useTranslation } from '../translate.js';

/** The blog's sidebar as Docusaurus gives it to its components: its title and the posts it lists. */
export interface BlogSidebarData {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date: string }[];
}

/**
 * Docusaurus's `BlogSidebar/Desktop`: the recent posts, in the sidebar's place. The same `<nav>` is the mobile
 * drawer's on phones, as the docs sidebar is.
 */
export function BlogSidebarDesktop({ sidebar }: { sidebar: BlogSidebarData }) {
  const { route, url } = useSiteContext();
  const { text } = useTranslation();
  const current = url(route);
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <nav className="sidebar-nav blog-sidebar" aria-label={text('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <ul className="sidebar-list">
        {items.map((item) => (
          <li key={item.permalink} className="sidebar-item">
            <a className={`sidebar-link${item.permalink === current ? ' active' : ''}`} href={item.permalink} aria-current={item.permalink === current ? 'page' : undefined}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Docusaurus's `BlogSidebar/Mobile`: the same list, which the drawer shows on phones. */
export function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  return <BlogSidebarDesktop sidebar={sidebar} />;
}

/**
 * Docusaurus's `BlogSidebar/Content`, for a `BlogSidebar/Desktop` or `Mobile` swizzled from Docusaurus 3.5+: the posts
 * through the caller's `ListComponent`, in a group per year under a heading, as Docusaurus groups them by default.
 */
export function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: { items: BlogSidebarData['items']; yearGroupHeadingClassName?: string; ListComponent: ComponentType<{ items: BlogSidebarData['items'] }> }) {
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <div key={year} role="group">
          <h3 className={yearGroupHeadingClassName}>{year}</h3>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}
