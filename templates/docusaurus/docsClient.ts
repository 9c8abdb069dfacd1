import { useSiteContext } from '../context.js';
import { firstLink } from '../../src/sidebars/navigation.js';
import type { SidebarItem } from '../../src/sidebars/types.js';
import { toDocusaurusToc } from '../layout/tocItems.js';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, for a site with one version of its docs.
 * docs-gen builds the docs folder as it is, which Docusaurus calls the current version, labelled "Next".
 */
function useCurrentVersion() {
  const { url, page } = useSiteContext();
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: url('/'),
    mainDocId: page?.id ?? '',
    docs: [] as { id: string; path: string; sidebar?: string }[],
    draftIds: [] as string[],
    sidebars: {},
  };
}

export function useActiveVersion(_pluginId?: string) {
  return useCurrentVersion();
}

export function useLatestVersion(_pluginId?: string) {
  return useCurrentVersion();
}

export function useVersions(_pluginId?: string) {
  return [useCurrentVersion()];
}

export function useDocsVersion() {
  const { page } = useSiteContext();
  const version = useCurrentVersion();
  return { version: version.name, label: version.label, banner: null, badge: false, noIndex: false, className: '', isLast: true, docsSidebars: {}, docs: {}, pluginId: 'default', id: page?.id };
}

export function useActivePlugin(_options?: unknown) {
  const { config } = useSiteContext();
  const version = useCurrentVersion();
  return { pluginId: 'default', pluginData: { path: version.path, versions: [version], breadcrumbs: config.breadcrumbs } };
}

export function useActiveDocContext(_pluginId?: string) {
  const { page } = useSiteContext();
  const activeVersion = useCurrentVersion();
  return { activeVersion, activeDoc: page ? { id: page.id, path: page.route } : undefined, alternateDocVersions: {} };
}

export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/**
 * `useDoc`: the guide being rendered, as Docusaurus gives it to its `DocItem` components and to a site's overrides
 * of them (`DocItem/Layout` reads `frontMatter` and `toc`, a feedback widget `metadata.permalink`).
 */
export function useDoc() {
  const { page, navigation, url, config } = useSiteContext();
  if (!page) throw new Error('useDoc() is called outside a doc page (in a component that is not part of one)');
  const neighbour = (link?: { label: string; href: string }) => link && { title: link.label, permalink: url(link.href) };
  const source = page.sourceFile.startsWith(`${config.siteDirPath}/`) ? `@site/${page.sourceFile.slice(config.siteDirPath.length + 1)}` : page.sourceFile;
  const metadata = {
    id: page.id,
    unversionedId: page.id,
    title: page.title,
    description: page.description ?? '',
    source,
    sourceDirName: page.dirId || '.',
    slug: page.route,
    permalink: url(page.route),
    editUrl: page.editUrl,
    lastUpdatedAt: page.lastUpdatedAt === undefined ? undefined : page.lastUpdatedAt * 1000,
    lastUpdatedBy: page.lastUpdatedBy,
    tags: [] as { label: string; permalink: string }[],
    version: 'current',
    sidebarPosition: page.sidebarPosition,
    sidebar: navigation?.sidebar,
    frontMatter: page.frontMatter,
    previous: neighbour(navigation?.prev),
    next: neighbour(navigation?.next),
  };
  return {
    metadata,
    frontMatter: page.frontMatter,
    toc: toDocusaurusToc(page.toc),
    contentTitle: page.hasOwnH1 ? page.title : undefined,
    assets: {} as { image?: string },
  };
}

/**
 * `useDocById`: a doc of the site by its id, as a Docusaurus `DocCard` looks up a card's description; undefined
 * without an id, an error for an id no page has.
 */
export function useDocById(id?: string) {
  const { docById, url } = useSiteContext();
  if (id === undefined) return undefined;
  const page = docById(id);
  if (!page) throw new Error(`useDocById: no doc has the id "${id}"`);
  return { id: page.id, title: page.title, description: page.description ?? '', permalink: url(page.route), sidebar: undefined as string | undefined };
}

/**
 * `findFirstSidebarItemLink` (`findFirstCategoryLink` before Docusaurus 3): where a `DocCard`'s item leads, a
 * category's own link or else its first link, as the sidebars stage finds a category's target.
 */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  return firstLink([item]);
}

/**
 * `useSidebarBreadcrumbs`: the sidebar categories and link on the way to the page being rendered, as a swizzled
 * `DocBreadcrumbs` lists them; null off a sidebar or with breadcrumbs turned off (config `breadcrumbs`).
 */
export function useSidebarBreadcrumbs() {
  const { navigation, config, url } = useSiteContext();
  if (!config.breadcrumbs || !navigation?.sidebar) return null;
  return navigation.breadcrumbs.map((crumb) => ({ type: crumb.href ? 'link' : 'category', label: crumb.label, href: crumb.href && url(crumb.href) }));
}

/** `useHomePageRoute`: where the breadcrumbs' first item leads, the site's home. */
export function useHomePageRoute() {
  const { url } = useSiteContext();
  return { path: url('/') };
}
