import type { ComponentType } from 'react';
import { blogOfPage } from '../../src/config/blogOfPage.js';
import { useSiteContext } from '../context.js';
import type { BlogSidebarData } from './BlogSidebarParts.js';
import { groupBlogSidebarItemsByYear } from './blogSidebarClient.js';

type BlogSidebarItems = BlogSidebarData['items'];

/**
 * Whether the blog's sidebar groups its posts by year: the `blogSidebarGroupByYear` of the page's blog (of the
 * first blog outside one), as Docusaurus's `themeConfig.blog.sidebar.groupByYear`.
 */
export function useBlogSidebarGroupByYear(): boolean {
  const { config, page } = useSiteContext();
  return (blogOfPage(config, page) ?? config.blogs[0])?.blogSidebarGroupByYear ?? true;
}

/**
 * Docusaurus's `BlogSidebar/Content`: the posts through the caller's `ListComponent`, in a group per year under an
 * `<h3>`, the newest year first, unless the blog's `blogSidebarGroupByYear` is off, which gives one list. The
 * theme's own `BlogSidebar/Desktop` renders its list through it, as Docusaurus 3.5+'s does, so a site's override of
 * it lays out the theme's sidebar too.
 */
export function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: { items: BlogSidebarItems; yearGroupHeadingClassName?: string; ListComponent: ComponentType<{ items: BlogSidebarItems }> }) {
  if (!useBlogSidebarGroupByYear()) return <ListComponent items={items} />;
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
