/**
 * The stages that turn a site's sources into its page graph, in order, with the stages each one reads.
 * This list is the pipeline: `build`, `check` and `dev` all run it (SitePipeline); the render and write
 * stages come after it (`renderSite`, or dev's render on request).
 */
export const STAGES = [
  { name: 'config', reads: [] },
  { name: 'content', reads: ['config'] },
  { name: 'compile', reads: ['content'] },
  { name: 'generators', reads: ['config'] },
  { name: 'reactPages', reads: ['config'] },
  { name: 'static', reads: ['config'] },
  { name: 'sidebars', reads: ['content', 'compile', 'generators', 'reactPages', 'static'] },
  { name: 'links', reads: ['sidebars'] },
] as const satisfies readonly { name: string; reads: readonly string[] }[];

export type StageName = (typeof STAGES)[number]['name'];

/** The stages that read a given one: they run again when it changes. */
export function readersOf(name: StageName): StageName[] {
  return STAGES.filter((stage) => (stage.reads as readonly StageName[]).includes(name)).map((stage) => stage.name);
}

export interface StageRunner {
  /** Whether the stage has work even though none of its inputs changed (an edited page, say). */
  due(name: StageName): boolean;
  /** Runs the stage; resolves true when its output changed, so the stages reading it must run too. */
  run(name: StageName): Promise<boolean>;
  /** Records that a stage must run (again): set for readers of a changed stage, kept until they succeed. */
  markDirty(name: StageName): void;
  /** Records that a stage ran to completion. */
  markDone(name: StageName): void;
}

/**
 * Runs every stage that is due or reads a stage that changed, each as soon as the stages it reads are done,
 * so independent stages (compile and the generators, say) overlap. A stage whose input failed does not run
 * and stays due. Rejects with every failure once all stages have settled.
 */
export async function runStages(runner: StageRunner): Promise<{ ran: StageName[]; failures: unknown[] }> {
  const done = new Map<StageName, Promise<boolean>>();
  const ran: StageName[] = [];
  const failures: unknown[] = [];
  for (const stage of STAGES) {
    const inputs = stage.reads.map((name) => done.get(name)!);
    done.set(
      stage.name,
      Promise.all(inputs).then(async (changed) => {
        if (changed.some(Boolean)) runner.markDirty(stage.name);
        if (!runner.due(stage.name)) return false;
        ran.push(stage.name);
        const result = await runner.run(stage.name);
        runner.markDone(stage.name);
        if (result) for (const reader of readersOf(stage.name)) runner.markDirty(reader);
        return result;
      }),
    );
  }
  const settled = await Promise.allSettled(done.values());
  for (const result of settled) {
    // A stage skipped because an input failed rejects with that input's failure: report each failure once.
    if (result.status === 'rejected' && !failures.includes(result.reason)) failures.push(result.reason);
  }
  return { ran, failures };
}
