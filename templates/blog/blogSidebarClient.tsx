import Link from '../docusaurus/Link.js';
import { useSiteContext } from '../context.js';
import type { BlogSidebarData } from './BlogSidebarParts.js';

type BlogSidebarItem = BlogSidebarData['items'][number];

/**
 * `useVisibleBlogSidebarItems` of `@docusaurus/plugin-content-blog/client`: the sidebar's posts without the unlisted
 * ones, but for the one being read, as Docusaurus shows them.
 */
export function useVisibleBlogSidebarItems(items: BlogSidebarItem[]): BlogSidebarItem[] {
  const { route, url } = useSiteContext();
  return visibleBlogSidebarItems(items, url(route));
}

/** The sidebar's posts shown on the page at `current` (its URL): the listed ones, and the unlisted one being read. */
export function visibleBlogSidebarItems(items: BlogSidebarItem[], current: string): BlogSidebarItem[] {
  return items.filter((item) => !item.unlisted || item.permalink === current);
}

/**
 * `groupBlogSidebarItemsByYear`: the posts by the year of their date, as `[year, items]`, each year's posts in the
 * order given; the newest year first, as in Docusaurus, also for a blog sorted oldest first.
 */
export function groupBlogSidebarItemsByYear(items: BlogSidebarItem[]): [string, BlogSidebarItem[]][] {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const group = years.get(year);
    if (group) group.push(item);
    else years.set(year, [item]);
  }
  return [...years].sort(([a], [b]) => Number(b) - Number(a));
}

/** `BlogSidebarItemList`: the posts as a list of links, the one being read marked with `linkActiveClassName`. */
export function BlogSidebarItemList(props: { items: BlogSidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string; linkActiveClassName?: string }) {
  return (
    <ul className={props.ulClassName}>
      {props.items.map((item) => (
        <li key={item.permalink} className={props.liClassName}>
          <Link isNavLink exact to={item.permalink} className={props.linkClassName} activeClassName={props.linkActiveClassName}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
