import type { FileEvent } from './devWatcher.js';
import type { ChangeKind } from './watchRoles.js';

/**
 * The stages a dev update still has to run. Changes set flags; a stage clears its flag only when it
 * succeeds, so after a failure the next save retries exactly what is still outstanding.
 */
export interface DirtyStages {
  config: boolean;
  theme: boolean;
  css: boolean;
  scripts: boolean;
  components: boolean;
  /** Bundle the React page modules again. */
  reactPages: boolean;
  /** Crawl the content folders again (pages added, removed, renamed, or categories changed). */
  crawl: boolean;
  /** Compile every page (cache hits for all unchanged ones). */
  compileAll: boolean;
  /** Edited pages to read and compile again, alone. */
  pageFiles: Set<string>;
  generators: boolean;
  /** Rebuild sidebars and navigation. */
  graph: boolean;
  /** Check every page's links, not only the edited pages' and their referrers'. */
  linksAll: boolean;
  /** Ids of recompiled pages whose links (and referrers' anchors) are still to check. */
  linkPages: Set<string>;
  /** Nothing to rebuild, but open pages must reload (an image or static file changed). */
  reload: boolean;
}

/** A first build: every stage but the theme, which starts as the one bundled into docs-gen. */
export function everythingDirty(): DirtyStages {
  return {
    config: true,
    theme: false,
    css: true,
    scripts: true,
    components: true,
    reactPages: true,
    crawl: true,
    compileAll: true,
    pageFiles: new Set(),
    generators: true,
    graph: true,
    linksAll: true,
    linkPages: new Set(),
    reload: false,
  };
}

export function hasWork(dirty: DirtyStages): boolean {
  return Object.values(dirty).some((value) => (value instanceof Set ? value.size > 0 : value));
}

/** Records what a file event makes outdated. */
export function markChange(dirty: DirtyStages, kind: ChangeKind, event: FileEvent, file: string): void {
  switch (kind) {
    case 'config':
      dirty.config = true;
      break;
    case 'theme-code':
      dirty.theme = true;
      break;
    case 'theme-css':
      dirty.css = true;
      break;
    case 'sidebars':
      dirty.graph = true;
      break;
    case 'components':
      dirty.components = true;
      break;
    case 'generator':
      dirty.generators = true;
      break;
    case 'react-page':
      dirty.reactPages = true;
      break;
    case 'page':
      // An edit keeps the page's place in the site; adding or removing a page changes the routes.
      if (event === 'change') dirty.pageFiles.add(file);
      else dirty.crawl = true;
      break;
    case 'category':
      dirty.crawl = true;
      break;
    case 'static':
      // New or removed static files change which links resolve.
      if (event === 'change') dirty.reload = true;
      else dirty.linksAll = dirty.graph = true;
      break;
    case 'content-file':
      dirty.reload = true;
      break;
    case 'ignore':
      break;
  }
}
