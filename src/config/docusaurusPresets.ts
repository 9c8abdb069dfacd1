
import type { ContentRoot, DocsVersionSet, SiteConfig } from './types.js';
import { posixRelative } from '../util/posixPath.js';

/** A docs version's options as Docusaurus's docs plugin takes them (`versions: { '1.0': { … } }`). */
interface PresetVersion {
  label: string;
  path: string;
  banner: string;
  badge: boolean;
  noIndex: boolean;
  className?: string;
}

/** Docusaurus's `routeBasePath` is written without slashes around it (`docs`, `''` for the site's root). */
const bare = (route: string) => route.replace(/^\/+|\/+$/g, '');

/** The path of a folder as a Docusaurus config writes it: relative to the site folder. */
const sitePath = (config: SiteConfig, absPath: string) => posixRelative(config.rootDir, absPath) || '.';

function versioningOf(set: DocsVersionSet, routeBasePath: string): Record<string, unknown> {
  const last = set.versions.find((v) => v.isLast);
  const versions: Record<string, PresetVersion> = {};
  for (const v of set.versions) {
    versions[v.name] = {
      label: v.label,
      path: bare(v.routeBasePath.slice(routeBasePath.replace(/\/$/, '').length)),
      banner: v.banner,
      badge: v.badge,
      noIndex: v.noIndex,
      ...(v.className !== undefined ? { className: v.className } : {}),
    };
  }
  return {
    disableVersioning: false,
    includeCurrentVersion: set.versions.some((v) => v.name === 'current'),
    ...(last ? { lastVersion: last.name } : {}),
    onlyIncludeVersions: set.versions.map((v) => v.name),
    versions,
  };
}

/** The first docs folder's options, in the names of Docusaurus's docs plugin. */
function docsOptions(config: SiteConfig): Record<string, unknown> | undefined {
  const docs = config.content.filter((root) => !root.layout);
  // Of a versioned folder, the current version's folder is the one configured (the others are read from versioned_docs/).
  const root: ContentRoot | undefined = docs.find((r) => !r.version || r.version.name === 'current') ?? docs[0];
  if (!root) return undefined;
  const set = root.version ? config.docsVersions.find((s) => s.set === root.version?.set) : undefined;
  const routeBasePath = set ? (set.versions.find((v) => v.isLast)?.routeBasePath ?? root.routeBasePath) : root.routeBasePath;
  const editUrl = root.editUrl === false ? undefined : (root.editUrl ?? config.editUrl);
  return {
    ...(root.pluginId && root.pluginId !== 'default' ? { id: root.pluginId } : {}),
    path: set ? set.set : sitePath(config, root.absPath),
    routeBasePath: bare(routeBasePath),
    ...(root.sidebarsPath ? { sidebarPath: root.sidebarsPath } : config.sidebarsPath ? { sidebarPath: config.sidebarsPath } : {}),
    ...(editUrl !== undefined ? { editUrl } : {}),
    editLocalizedFiles: config.editLocalizedFiles,
    showLastUpdateTime: config.showLastUpdateTime,
    showLastUpdateAuthor: config.showLastUpdateAuthor,
    breadcrumbs: config.breadcrumbs,
    sidebarCollapsed: config.sidebarCollapsed,
    sidebarCollapsible: config.sidebarCollapsible,
    ...(set ? versioningOf(set, routeBasePath) : { disableVersioning: false }),
  };
}

function blogOptions(config: SiteConfig): Record<string, unknown> | false {
  const blog = config.blog;
  if (!blog) return false;
  return {
    path: sitePath(config, blog.absPath),
    routeBasePath: bare(blog.route),
    blogTitle: blog.blogTitle,
    blogDescription: blog.blogDescription,
    postsPerPage: blog.postsPerPage,
    blogSidebarCount: blog.blogSidebarCount,
    blogSidebarTitle: blog.blogSidebarTitle,
    showReadingTime: blog.showReadingTime,
    ...(blog.editUrl !== undefined ? { editUrl: blog.editUrl } : {}),
  };
}

/**
 * The site's settings as the options of Docusaurus's classic preset (`siteConfig.presets[0][1]`), which components
 * written for Docusaurus read: a versions page lists `docs.versions` and `docs.onlyIncludeVersions`, a link builds on
 * `docs.editUrl` or `docs.routeBasePath`. Made from what docs-gen builds, in Docusaurus's names and shapes: the first
 * docs folder, the blog (`false` without one), the custom CSS.
 */
export function docusaurusPresets(config: SiteConfig): [string, Record<string, unknown>][] {
  const docs = docsOptions(config);
  return [['classic', { docs: docs ?? false, blog: blogOptions(config), pages: config.pagesPath ? { path: sitePath(config, config.pagesPath) } : false, theme: { customCss: config.customCssPaths } }]];
}
