import { type BlogSidebarData, BlogSidebarDesktop } from './BlogSidebarParts.js';

/**
 * Docusaurus's `BlogSidebar`: given the blog's sidebar (`{ title, items }`), the recent posts beside the blog's pages.
 * One `<nav>` serves desktop and the phone's drawer, so it renders `BlogSidebar/Desktop`; nothing without posts.
 */
export function BlogSidebar({ sidebar }: { sidebar?: BlogSidebarData }) {
  if (!sidebar?.items.length) return null;
  return <BlogSidebarDesktop sidebar={sidebar} />;
}
