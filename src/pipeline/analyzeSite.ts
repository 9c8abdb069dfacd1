import { stopCompileWorkers } from '../markdown/workerPool.js';
import { SitePipeline, type AnalyzedSite, type PipelineOptions } from './sitePipeline.js';
import { observedTimings, type StageListener } from './task.js';


export interface AnalyzeOptions extends PipelineOptions {
  /** Hears each stage start, advance and end (the CLI's progress display). */
  progress?: StageListener;
}

/**
 * One run of every stage of the pipeline, as `build` and `check` need it (dev keeps a SitePipeline and
 * re-runs it). Throws a DocsGenError listing every problem when a stage fails; warnings are returned.
 */
export async function analyzeSite(rootDir: string, options: AnalyzeOptions = {}): Promise<AnalyzedSite> {
  const pipeline = new SitePipeline(rootDir, options);
  try {
    await pipeline.run(observedTimings(options.progress));
  } finally {
    await stopCompileWorkers();
  }
  return pipeline.analyzed();
}
