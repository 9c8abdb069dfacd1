import type { SiteConfig } from '../config/types.js';
import type { OutputFile } from '../emit/assets.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import type { RenderInput } from '../render/types.js';
import type { ServedRoot } from '../serve/servedRoot.js';
import type { SiteGraph } from '../sidebars/types.js';
import { PageRenderer } from './pageRenderer.js';

/** What the dev server answers from after a good update: the site in memory, nothing written to disk. */
export interface DevSnapshot {
  config: SiteConfig;
  /** Output path (no leading slash) → file built in memory: CSS and JS bundles, sitemap, robots.txt. */
  files: Map<string, OutputFile>;
  /** Output path → source file of a page's image, served straight from where the author keeps it. */
  copies: Map<string, string>;
  staticRoot?: ServedRoot;
  renderer: PageRenderer;
}

export function createSnapshot(
  graph: SiteGraph,
  input: RenderInput,
  bundles: OutputFile[],
  staticRoot: ServedRoot | undefined,
  onRenderError: (error: unknown) => void,
): DevSnapshot {
  const { config } = graph;
  const generated: OutputFile[] = [
    ...bundles,
    { path: 'sitemap.xml', contents: renderSitemap(config, graph.pages) },
    { path: 'robots.txt', contents: renderRobots(config) },
  ];
  return {
    config,
    files: new Map(generated.map((f) => [f.path, f])),
    copies: new Map(graph.pages.flatMap((p) => p.assets.map((a) => [a.target.replace(/^\//, ''), a.source] as const))),
    staticRoot,
    renderer: new PageRenderer(input, onRenderError),
  };
}
