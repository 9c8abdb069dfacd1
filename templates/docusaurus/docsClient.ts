import { createElement, Fragment, type ReactNode, useState } from 'react';
import { useSiteContext } from '../context.js';
import { firstLink } from '../../src/sidebars/navigation.js';
import { versionSetOf } from '../../src/sidebars/docsVersionIndex.js';
import type { SidebarItem } from '../../src/sidebars/types.js';
import { toDocusaurusToc } from '../layout/tocItems.js';
import { docsGlobalData, type GlobalDoc, type GlobalVersion } from './docsGlobalData.js';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, answered from the plugin's global data (see
 * docsGlobalData.ts). A folder without versions has one version, the folder as it is, which Docusaurus calls the
 * current version, labelled "Next"; a versioned folder (the one `pluginId` names, else the first) has its
 * versions, the page's own being the active one.
 */
function useVersionList(pluginId: string | undefined): { versions: GlobalVersion[]; active?: GlobalVersion; latest: GlobalVersion } {
  const ctx = useSiteContext();
  const { url, page, docsVersions, docsVersion } = ctx;
  const set = versionSetOf(docsVersions, pluginId);
  const all = docsGlobalData(ctx);
  const data = set ? all[set.pluginId] : all[pluginId ?? 'default'];
  if (!data) {
    const only: GlobalVersion = { name: 'current', label: 'Next', isLast: true, path: url('/'), mainDocId: page?.id ?? '', docs: [], draftIds: [], sidebars: {} };
    return { versions: [only], active: only, latest: only };
  }
  const { versions } = data;
  const latest = versions.find((v) => v.isLast) ?? versions[0];
  if (!set) return { versions, active: latest, latest };
  const active = docsVersion && docsVersion.set.set === set.set ? versions.find((v) => v.name === docsVersion.version.name) : undefined;
  return { versions, active, latest };
}

export function useActiveVersion(pluginId?: string) {
  return useVersionList(pluginId).active;
}

export function useLatestVersion(pluginId?: string) {
  return useVersionList(pluginId).latest;
}

export function useVersions(pluginId?: string) {
  return useVersionList(pluginId).versions;
}

export function useDocsVersion() {
  const { page, docsVersion } = useSiteContext();
  if (docsVersion) {
    const { version } = docsVersion;
    return {
      version: version.name,
      label: version.label,
      banner: version.banner === 'none' ? null : version.banner,
      badge: version.badge,
      noIndex: version.noIndex,
      className: version.className ?? '',
      isLast: version.isLast,
      docsSidebars: {},
      docs: {},
      pluginId: docsVersion.set.pluginId,
      id: page?.id,
    };
  }
  return { version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: '', isLast: true, docsSidebars: {}, docs: {}, pluginId: 'default', id: page?.id };
}

export function useActivePlugin(_options?: unknown) {
  const ctx = useSiteContext();
  // The page's own versioned folder, else the first.
  const pluginId = ctx.docsVersion?.set.pluginId;
  const { versions } = useVersionList(pluginId);
  const pluginData = docsGlobalData(ctx)[pluginId ?? 'default'] ?? { path: versions[0].path, versions, breadcrumbs: ctx.config.breadcrumbs };
  return { pluginId: pluginId ?? 'default', pluginData };
}

export function useActiveDocContext(pluginId?: string) {
  const { page, docsVersion, docsVersions, url, navigation } = useSiteContext();
  const { active } = useVersionList(pluginId);
  // As in Docusaurus, a doc of the versioned folder asked about: none on another folder's pages (a site hides its version dropdown there).
  const set = versionSetOf(docsVersions, pluginId);
  const ofFolder = !set || docsVersion?.set.set === set.set;
  const alternateDocVersions: Record<string, { id: string; path: string }> = {};
  if (docsVersion) {
    for (const version of docsVersion.set.versions) {
      const route = version.routes.get(docsVersion.docId);
      if (route) alternateDocVersions[version.name] = { id: docsVersion.docId, path: url(route) };
    }
  }
  const activeDoc = page && ofFolder ? { id: page.id, path: page.route, ...(navigation?.sidebar ? { sidebar: navigation.sidebar } : {}) } : undefined;
  return { activeVersion: active, activeDoc, alternateDocVersions };
}

/** `useAllDocsData`: every docs folder's global data by plugin id (`default` for the first), as Docusaurus publishes it. */
export function useAllDocsData() {
  return docsGlobalData(useSiteContext());
}

/** `useDocsData`: one docs folder's global data (`path`, `versions`, `breadcrumbs`); an error for an id no folder has. */
export function useDocsData(pluginId?: string) {
  const id = pluginId ?? 'default';
  const data = useAllDocsData()[id];
  if (!data) throw new Error(`useDocsData: no docs folder has the plugin id "${id}"`);
  return data;
}

/**
 * `useDocsSidebar`: the sidebar of the page being rendered, as a swizzled `TOC` or `DocItem` reads it: its `name`
 * and `items` (the entries the theme's sidebar draws: `{ type, label, href, items, … }`); null off a sidebar.
 */
export function useDocsSidebar() {
  const { navigation, sidebars } = useSiteContext();
  const name = navigation?.sidebar;
  return name ? { name, items: sidebars[name] ?? [] } : null;
}

/**
 * `useDocsVersionCandidates`: the versions a doc link may lead into, as Docusaurus orders them: the version read,
 * then the latest (no version is preferred on the server).
 */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const { active, latest } = useVersionList(pluginId);
  return active && active !== latest ? [active, latest] : [latest];
}

/**
 * `useLayoutDoc(docId, pluginId)`: the doc a navbar item names, in the first candidate version that has it
 * (`{ id, path, sidebar }`), as a swizzled `DocNavbarItem` reads it; null for a draft, an error for an id no version has.
 */
export function useLayoutDoc(docId: string, pluginId?: string): GlobalDoc | null {
  const versions = useDocsVersionCandidates(pluginId);
  for (const version of versions) {
    const doc = version.docs.find((d) => d.id === docId);
    if (doc) return doc;
  }
  if (versions.some((version) => version.draftIds.includes(docId))) return null;
  throw new Error(`useLayoutDoc: no doc has the id "${docId}" in version ${versions.map((version) => version.name).join(' or ')}`);
}

export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/**
 * `useDocVersionSuggestions`: what a version banner links to, as Docusaurus suggests it: the page read in the latest
 * version (undefined where that version lacks it) and the latest version, no version being preferred on the server.
 */
export function useDocVersionSuggestions(pluginId?: string) {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  return { latestDocSuggestion: alternateDocVersions[latestVersionSuggestion.name], latestVersionSuggestion };
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
    tags: (page.tags ?? []).map((tag) => ({ label: tag.label, permalink: url(tag.permalink) })),
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
    contentTitle: page.contentTitle,
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

/** `isSamePath`: whether two paths name one page, a trailing slash and letter case aside, as Docusaurus compares them. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const key = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return a !== undefined && b !== undefined && key(a) === key(b);
}

/**
 * `isActiveSidebarItem(item, activePath)`: whether a sidebar entry is the page at `activePath` (a category: leads to it
 * or holds it), as a swizzled `DocSidebarItem/Link` or `Category` marks itself active. Markup entries never are.
 */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  if (isSamePath(item.href, activePath)) return true;
  return item.type === 'category' && item.items.some((child) => isActiveSidebarItem(child, activePath));
}

/**
 * `useDocSidebarItemsExpandedState`: the category of a sidebar list last opened, which closes its siblings under
 * Docusaurus's `autoCollapseCategories`; none while the page renders, docs-gen's categories opening independently.
 */
export function useDocSidebarItemsExpandedState() {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return { expandedItem, setExpandedItem };
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

/**
 * `useLayoutDocsSidebar(sidebarId)`: a sidebar a navbar item names, with the link to its first page (`link: { path,
 * label }`), as a swizzled `DocSidebarNavbarItem` reads it; an error for a sidebar the site does not have.
 */
export function useLayoutDocsSidebar(sidebarId: string, _pluginId?: string): { link?: { path: string; label: string } } {
  const { sidebars, url } = useSiteContext();
  const items = sidebars[sidebarId];
  if (!items) throw new Error(`useLayoutDocsSidebar: no sidebar has the id "${sidebarId}" (the site's are ${Object.keys(sidebars).join(', ') || 'none'})`);
  const first = firstLinkItem(items);
  return first ? { link: { path: url(first.href), label: first.label } } : {};
}

/** The first entry of a sidebar that leads to a page: a listed link, or a category with a page of its own. */
function firstLinkItem(items: SidebarItem[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) return item;
    if (item.type === 'category') {
      const found = item.href ? { href: item.href, label: item.label } : firstLinkItem(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * `DocProvider`, `DocsSidebarProvider` and `DocsPreferredVersionContextProvider`: in Docusaurus, they hand the doc,
 * its sidebar and the reader's preferred version to the hooks below them. Here the hooks read the page being
 * rendered, and no version is preferred on the server: they render their children.
 */
export function DocProvider({ children }: { content?: unknown; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}
export { DocProvider as DocsSidebarProvider, DocProvider as DocsPreferredVersionContextProvider };
