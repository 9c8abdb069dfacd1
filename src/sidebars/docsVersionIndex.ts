import type { ContentRoot, DocsVersion, NavItem, SiteConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { rootIdPrefix } from '../content/routes.js';
import type { Page } from '../shared/types.js';
import { docsVersionKey as keyOf } from '../shared/docsVersionKey.js';
import { firstLink } from './navigation.js';
import { isGeneratedIndexPage } from './generatedIndex.js';
import type { Sidebars } from './types.js';

/** A version as the theme shows it: where its first page is, and where each of its docs is. */
export interface VersionEntry extends DocsVersion {
  /** Docusaurus's main doc of the version: the first doc of its first sidebar, else its first doc. */
  mainRoute: string;
  /** The id of that doc within the version (empty for a version without docs). */
  mainDocId: string;
  /** What the version's doc ids start with. */
  idPrefix: string;
  /** Route of each doc by its id within the version (without the version's id prefix): the same doc in another version has the same one. */
  routes: Map<string, string>;
}

export interface VersionSetEntry {
  set: string;
  pluginId: string;
  versions: VersionEntry[];
  last: VersionEntry;
}

/** The site's versioned content folders, for the banner, the badge and the version items of the navbar. */
export interface DocsVersionIndex {
  sets: VersionSetEntry[];
}


/** The content folders of the versions, by version. */
function versionRoots(config: SiteConfig): Map<string, ContentRoot> {
  const roots = new Map<string, ContentRoot>();
  for (const root of config.content) if (root.version) roots.set(keyOf(root.version), root);
  return roots;
}

/**
 * A doc id as a page of a version means it: Docusaurus's ids are the version's own (`intro` in each), while a version
 * other than the last has its ids prefixed here. An id written with the last version's prefix (or none) names the
 * doc of the page's own version when that version has it.
 */
export function versionDocIds(config: SiteConfig, pagesById: Map<string, Page>): (id: string, page: Page) => string {
  const roots = versionRoots(config);
  const lastPrefix = new Map<string, string>();
  for (const set of config.docsVersions) {
    const last = set.versions.find((v) => v.isLast)!;
    lastPrefix.set(set.set, rootIdPrefix(roots.get(keyOf(last))!));
  }
  return (id, page) => {
    if (!page.version) return id;
    const root = roots.get(keyOf(page.version));
    const base = lastPrefix.get(page.version.set) ?? '';
    if (!root || !id.startsWith(base)) return id;
    const own = rootIdPrefix(root) + id.slice(base.length);
    return pagesById.has(own) ? own : id;
  };
}

/** Each versioned folder's versions with their routes, from the pages and sidebars built. */
export function buildDocsVersionIndex(config: SiteConfig, pages: Page[], sidebars: Sidebars, folderSidebars: Map<ContentRoot, Map<string, string>>): DocsVersionIndex {
  if (!config.docsVersions.length) return { sets: [] };
  const roots = versionRoots(config);
  const byVersion = new Map<string, Page[]>();
  for (const page of pages) {
    // A version's docs: its generated index pages are of the version too, but no doc the dropdown or main doc can name.
    if (!page.version || isGeneratedIndexPage(page)) continue;
    const key = keyOf(page.version);
    if (!byVersion.has(key)) byVersion.set(key, []);
    byVersion.get(key)!.push(page);
  }
  const sets = config.docsVersions.map((set): VersionSetEntry => {
    const versions = set.versions.map((version): VersionEntry => {
      const root = roots.get(keyOf(version))!;
      const own = byVersion.get(keyOf(version)) ?? [];
      const prefix = rootIdPrefix(root);
      const routes = new Map(own.map((page) => [page.id.slice(prefix.length), page.route]));
      const ownRoutes = new Set(own.map((page) => page.route));
      const names = folderSidebars.get(root);
      const candidates = names ? [...names.values()] : root.sidebar ? [root.sidebar] : [];
      const first = candidates.map((name) => firstLink(sidebars[name] ?? [])).find((route) => route !== undefined && ownRoutes.has(route));
      const listed = own.filter((page) => !page.frontMatter.unlisted);
      const mainRoute = first ?? [...(listed.length ? listed : own)].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))[0]?.route ?? `${version.routeBasePath.replace(/\/$/, '')}/`;
      const mainDocId = own.find((page) => page.route === mainRoute)?.id.slice(prefix.length) ?? '';
      return { ...version, idPrefix: prefix, mainRoute, mainDocId, routes };
    });
    return { set: set.set, pluginId: set.pluginId, versions, last: versions.find((v) => v.isLast)! };
  });
  return { sets };
}

/** The versioned folder a navbar version item shows: the one its `docsPluginId` names, else the first. */
export function versionSetOf(index: DocsVersionIndex, docsPluginId: string | undefined): VersionSetEntry | undefined {
  return docsPluginId === undefined ? index.sets[0] : index.sets.find((set) => set.pluginId === docsPluginId);
}

/** The version a page belongs to, with its folder's versions and its id within the version. */
export interface PageDocsVersion {
  set: VersionSetEntry;
  version: VersionEntry;
  docId: string;
}

export function versionOfPage(index: DocsVersionIndex, page: Page | undefined): PageDocsVersion | undefined {
  if (!page?.version) return undefined;
  const set = index.sets.find((s) => s.set === page.version!.set);
  const version = set?.versions.find((v) => v.name === page.version!.name);
  if (!set || !version) return undefined;
  const docId = page.id.startsWith(version.idPrefix) ? page.id.slice(version.idPrefix.length) : page.id;
  return { set, version, docId };
}

/**
 * A navbar version item on a site without versioned docs, or a dropdown listing a version the folder does not
 * build: errors at the item in the config.
 */
export function versionItemErrors(
  item: Extract<NavItem, { type: 'docsVersionDropdown' | 'docsVersion' }>,
  index: DocsVersionIndex,
  locate: (key: (string | number)[]) => { line?: number; column?: number } | undefined,
  file: string | undefined,
): DocsGenError[] {
  const set = versionSetOf(index, item.docsPluginId);
  if (!set && item.docsPluginId !== undefined && index.sets.length) {
    return [
      new DocsGenError(`The navbar item "${item.type}" names the docs plugin id "${item.docsPluginId}", which no versioned content folder has`, {
        file,
        ...locate(['docsPluginId']),
        hint: `The versioned folders' plugin ids are: ${index.sets.map((s) => `"${s.pluginId}"`).join(', ')} (a content folder's \`pluginId\`).`,
      }),
    ];
  }
  if (!set) {
    return [
      new DocsGenError(`The navbar item "${item.type}" needs versioned docs, and no content folder has versions`, {
        file,
        ...locate(['type']),
        hint: 'Give the docs folder its versions (`versionsFile: \'versions.json\'` on its `content` entry), or leave the item out.',
      }),
    ];
  }
  if (item.type !== 'docsVersionDropdown' || !item.versions) return [];
  const names = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions);
  return names.flatMap((name, i) =>
    set.versions.some((version) => version.name === name)
      ? []
      : [
          new DocsGenError(`The version dropdown lists "${name}", which is not a version being built`, {
            file,
            ...locate(Array.isArray(item.versions) ? ['versions', i] : ['versions', name]),
            hint: `The versions built are: ${set.versions.map((v) => `"${v.name}"`).join(', ')}.`,
          }),
        ],
  );
}
