import { contentRootOf } from '../../src/content/contentRootOf.js';
import { useSiteContext } from '../context.js';

/** What `useRouteContext()` gives: the plugin whose route the page is, and the route's data. */
export interface RouteContext {
  plugin: { name: string; id: string };
  data: Record<string, unknown>;
}

/**
 * `@docusaurus/useRouteContext`: the plugin that made the page's route, by name and instance id, as Docusaurus
 * sets it around every route: a doc's docs folder (`docusaurus-plugin-content-docs` and the folder's plugin id,
 * which a site's sidebar reads to tell its sections apart), a blog's pages, the pages folder, and `native` for the 404
 * page. The route's own data is empty: Docusaurus's plugins set none on these routes.
 */
export default function useRouteContext(): RouteContext {
  const { page, config } = useSiteContext();
  const data = {};
  if (!page) return { plugin: { name: 'native', id: 'default' }, data };
  if (page.layout === 'blog' || page.blog !== undefined) return { plugin: { name: 'docusaurus-plugin-content-blog', id: page.blog ?? 'default' }, data };
  const root = contentRootOf(config, page.originalFile ?? page.sourceFile);
  if (page.layout === 'page' || !root || root.layout) return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' }, data };
  return { plugin: { name: 'docusaurus-plugin-content-docs', id: root.pluginId ?? 'default' }, data };
}
