import type { CollectedLinks, OutputFile, Page } from '../shared/types.js';
import { searchIndexFilesOf } from '../pipeline/buildSite.js';
import { renderedSections } from '../llms/renderedSections.js';
import { SEARCH_DIR } from '../shared/emittedFiles.js';
import type { SiteConfig } from '../config/types.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import { redirectFiles } from '../emit/redirects.js';
import type { RenderInput } from '../render/types.js';
import type { ServedRoot } from '../serve/servedRoot.js';
import type { SiteGraph } from '../sidebars/types.js';
import { createLlmsFiles } from '../llms/onDemand.js';
import { PageRenderer } from './pageRenderer.js';
import { blogFeedFiles } from '../emit/blogFeeds.js';
import { blogFeedRoutes } from '../blog/feedRoutes.js';
import { renderPageContent } from '../render/renderPages.js';

/** What the dev server answers from after a good update: the site in memory, nothing written to disk. */
export interface DevSnapshot {
  config: SiteConfig;
  /** The file built in memory at an output path (no leading slash): CSS and JS bundles, sitemap, robots.txt. */
  file(path: string): OutputFile | undefined;
  /** Output path → source file of a page's image, served straight from where the author keeps it. */
  copies: Map<string, string>;
  staticRoot?: ServedRoot;
  renderer: PageRenderer;
}

/** The search manifest's path in dev: fixed, as the index is made only when the search box first asks for it. */
export const DEV_SEARCH_MANIFEST = `${SEARCH_DIR}/manifest.dev.json`;

/**
 * The search index files, made when the search box first asks for one: from every page as rendered (so
 * indexing costs a render of each page, once per update), and never on a save no one searches after.
 */
function lazySearchFiles(config: SiteConfig, graph: SiteGraph, renderer: PageRenderer): (path: string) => OutputFile | undefined {
  let files: Map<string, OutputFile> | undefined;
  return (path) => {
    if (!config.search.enabled || !path.startsWith(`${SEARCH_DIR}/`)) return undefined;
    if (!files) {
      const sections = (page: Page) => {
        const outcome = renderer.render(page.route);
        return outcome.ok ? renderedSections(outcome.html) : undefined;
      };
      const search = searchIndexFilesOf({ config, graph }, sections)!;
      files = new Map(search.files.map((f) => [f.path === search.manifestPath ? DEV_SEARCH_MANIFEST : f.path, f]));
    }
    return files.get(path);
  };
}

export function createSnapshot(
  graph: SiteGraph,
  input: RenderInput,
  bundles: OutputFile[],
  staticRoot: ServedRoot | undefined,
  onRenderError: (error: unknown) => void,
  onRendered?: (page: Page, collected: CollectedLinks | undefined) => void,
): DevSnapshot {
  const { config } = graph;
  const files = new Map([...bundles, ...redirectFiles(config, graph.redirects)].map((f) => [f.path, f]));
  // Made when first asked for: most saves are never followed by a request for the sitemap.
  const generators = new Map<string, () => string>([
    ['sitemap.xml', () => renderSitemap(config, graph.pages)],
    ['robots.txt', () => renderRobots(config)],
  ]);
  let copies: Map<string, string> | undefined;
  const renderer = new PageRenderer(input, onRenderError, onRendered);
  // Every blog's feeds, made together when one is first asked for.
  let feeds: Map<string, string> | undefined;
  const feedOf = (path: string) => {
    feeds ??= new Map(blogFeedFiles(config, graph.pages, (post) => renderPageContent(input, post)).map((f) => [f.path, String(f.contents)]));
    return feeds.get(path) ?? '';
  };
  for (const { route } of blogFeedRoutes(config)) generators.set(route.slice(1), () => feedOf(route.slice(1)));
  const searchFile = lazySearchFiles(config, graph, renderer);
  const llmsFile = createLlmsFiles(input, (route) => {
    const page = renderer.render(route);
    return page.ok ? page.html : undefined;
  });
  return {
    config,
    file(path) {
      const generate = generators.get(path);
      if (!files.has(path) && generate) files.set(path, { path, contents: generate() });
      if (!files.has(path)) {
        const search = searchFile(path);
        if (search) return search;
        const markdown = llmsFile(path);
        if (markdown) files.set(path, markdown);
      }
      return files.get(path);
    },
    get copies() {
      copies ??= new Map([...graph.pages.flatMap((p) => p.assets), ...(input.siteCodeAssets ?? [])].map((a) => [a.target.replace(/^\//, ''), a.source] as const));
      return copies;
    },
    staticRoot,
    renderer,
  };
}
