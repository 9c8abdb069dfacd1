import type { OutputFile } from '../shared/types.js';
import { searchIndexFileOf } from '../pipeline/buildSite.js';
import type { SiteConfig } from '../config/types.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import type { RenderInput } from '../render/types.js';
import type { ServedRoot } from '../serve/servedRoot.js';
import type { SiteGraph } from '../sidebars/types.js';
import { createLlmsFiles } from '../llms/onDemand.js';
import { PageRenderer } from './pageRenderer.js';

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

/**
 * The search index under a fixed dev URL, built when the search box first asks for it: indexing every
 * page on every save would cost more than the rest of the update.
 */
export function lazySearchIndex(config: SiteConfig, graph: SiteGraph): OutputFile | undefined {
  if (!config.search.enabled) return undefined;
  let contents: string | Uint8Array | undefined;
  return {
    path: 'assets/search/index.dev.json',
    get contents() {
      contents ??= searchIndexFileOf({ config, graph })!.contents;
      return contents;
    },
  };
}

export function createSnapshot(
  graph: SiteGraph,
  input: RenderInput,
  bundles: OutputFile[],
  staticRoot: ServedRoot | undefined,
  onRenderError: (error: unknown) => void,
): DevSnapshot {
  const { config } = graph;
  const files = new Map(bundles.map((f) => [f.path, f]));
  // Made when first asked for: most saves are never followed by a request for the sitemap.
  const generators = new Map<string, () => string>([
    ['sitemap.xml', () => renderSitemap(config, graph.pages)],
    ['robots.txt', () => renderRobots(config)],
  ]);
  let copies: Map<string, string> | undefined;
  const renderer = new PageRenderer(input, onRenderError);
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
        const markdown = llmsFile(path);
        if (markdown) files.set(path, markdown);
      }
      return files.get(path);
    },
    get copies() {
      copies ??= new Map(graph.pages.flatMap((p) => p.assets.map((a) => [a.target.replace(/^\//, ''), a.source] as const)));
      return copies;
    },
    staticRoot,
    renderer,
  };
}
