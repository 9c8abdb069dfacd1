import type { ContentRoot } from '../../src/config/types.js';
import { rootIdPrefix } from '../../src/content/routes.js';
import type { RenderContext } from '../../src/render/types.js';
import type { DocsVersionIndex } from '../../src/sidebars/docsVersionIndex.js';
import { firstLink } from '../../src/sidebars/navigation.js';
import type { Page } from '../../src/shared/types.js';
import { isInsidePath } from '../../src/util/hiddenPath.js';

/** A doc as Docusaurus's docs plugin lists it in its global data: its id within its version, and its URL. */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

/** A docs version as Docusaurus's global data describes it. */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Where the version is served, with the base URL and without a trailing slash (`/docs/next`), as Docusaurus writes it. */
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

/** What one instance of Docusaurus's docs plugin publishes for every page (`usePluginData('docusaurus-plugin-content-docs', id)`). */
export interface DocsGlobalData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** A route as Docusaurus writes a version's or plugin's path: the base URL applied, no trailing slash but for the root. */
function basePath(ctx: RenderContext, route: string): string {
  return ctx.url(route).replace(/(.)\/$/, '$1');
}

/** The docs of a versioned folder, each version with its docs at the URLs the site links them at. */
function versionedData(ctx: RenderContext, index: DocsVersionIndex): Map<string, DocsGlobalData> {
  const data = new Map<string, DocsGlobalData>();
  for (const set of index.sets) {
    const versions = set.versions.map(
      (version): GlobalVersion => ({
        name: version.name,
        label: version.label,
        isLast: version.isLast,
        path: basePath(ctx, version.routeBasePath),
        mainDocId: version.mainDocId,
        docs: [...version.routes].map(([id, route]) => {
          const unlisted = Boolean(ctx.docById(version.idPrefix + id)?.frontMatter.unlisted);
          return { id, path: ctx.url(route), ...(unlisted ? { unlisted } : {}) };
        }),
        draftIds: [],
        sidebars: {},
      }),
    );
    // The plugin's path is the folder's route, where its last version is served.
    data.set(set.pluginId, { path: basePath(ctx, set.last.routeBasePath), versions, breadcrumbs: ctx.config.breadcrumbs });
  }
  return data;
}

/**
 * A docs folder without versions, as Docusaurus publishes a docs instance without a versions file: one version,
 * `current`, served at the folder's route. Its main doc is the first of its sidebar, else its first doc.
 */
function unversionedData(ctx: RenderContext, root: ContentRoot, pages: Page[]): DocsGlobalData {
  const own = pages.filter((page) => !page.listsPages && (page.layout ?? 'doc') === 'doc' && isInsidePath(root.absPath, page.originalFile ?? page.sourceFile));
  const prefix = rootIdPrefix(root);
  const idOf = (page: Page) => (page.id.startsWith(prefix) ? page.id.slice(prefix.length) : page.id);
  const first = root.sidebar ? firstLink(ctx.sidebars[root.sidebar] ?? []) : undefined;
  const listed = own.filter((page) => !page.frontMatter.unlisted);
  const main = own.find((page) => page.route === first) ?? [...(listed.length ? listed : own)].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))[0];
  const path = basePath(ctx, root.routeBasePath);
  const current: GlobalVersion = {
    name: 'current',
    label: ctx.config.docsVersionLabel,
    isLast: true,
    path,
    mainDocId: main ? idOf(main) : '',
    docs: own.map((page) => ({ id: idOf(page), path: ctx.url(page.route), ...(page.frontMatter.unlisted ? { unlisted: true } : {}) })),
    draftIds: [],
    sidebars: {},
  };
  return { path, versions: [current], breadcrumbs: ctx.config.breadcrumbs };
}

/** Made once per build (its config, pages and versions), whichever page asks: every page may render a hook reading it. */
const made = new WeakMap<DocsVersionIndex, { config: RenderContext['config']; pages: Page[]; data: Record<string, DocsGlobalData> }>();

/**
 * The docs plugin's global data of each docs folder, by its plugin id (`default` for the first): the data
 * `useGlobalData()`, `usePluginData()` and the docs client hooks (`useVersions`, `useActivePlugin`, …) answer from.
 */
export function docsGlobalData(ctx: RenderContext): Record<string, DocsGlobalData> {
  const pages = ctx.pages();
  const cached = made.get(ctx.docsVersions);
  if (cached && cached.config === ctx.config && cached.pages === pages) return cached.data;
  const versioned = versionedData(ctx, ctx.docsVersions);
  const data: Record<string, DocsGlobalData> = {};
  for (const root of ctx.config.content) {
    const id = root.pluginId;
    if (root.layout || id === undefined || id in data) continue;
    data[id] = versioned.get(id) ?? unversionedData(ctx, root, pages);
  }
  made.set(ctx.docsVersions, { config: ctx.config, pages, data });
  return data;
}
