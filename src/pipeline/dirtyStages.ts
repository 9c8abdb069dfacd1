import { STAGES, type StageName } from './stages.js';

/** dev's render inputs, bundled apart from the pipeline: the theme, its CSS, the browser runtime, the site's components. */
export type BundleName = 'theme' | 'css' | 'scripts' | 'components';

/**
 * What a pipeline run still has to do. Changes set it; a stage clears its part only when it succeeds, so
 * after a failure the next run retries exactly what is still outstanding.
 */
export interface DirtyStages {
  /** Stages to run in full: the content stage crawls, compile compiles every page, links checks every page. */
  stages: Set<StageName>;
  /** Edited pages to read and compile again, alone. */
  pageFiles: Set<string>;
  /** Ids of recompiled pages to swap into the sidebars and whose links (and referrers' anchors) are to check. */
  linkPages: Set<string>;
  bundles: Set<BundleName>;
  /** Nothing to rebuild, but open pages must reload (an image or static file changed). */
  reload: boolean;
}

/** A first run: every stage, and every bundle but the theme, which starts as the one bundled into docs-gen. */
export function everythingDirty(): DirtyStages {
  return {
    stages: new Set(STAGES.map((stage) => stage.name)),
    pageFiles: new Set(),
    linkPages: new Set(),
    bundles: new Set(['css', 'scripts', 'components']),
    reload: false,
  };
}

export function hasWork(dirty: DirtyStages): boolean {
  return dirty.reload || [dirty.stages, dirty.pageFiles, dirty.linkPages, dirty.bundles].some((set) => set.size > 0);
}
