import fs from 'node:fs/promises';
import type { StageListener } from '../pipeline/task.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { createSafeServer, listen } from '../serve/httpServer.js';
import { describeProblems } from './describeProblems.js';
import { DevPipeline, type UpdateOutcome } from './devPipeline.js';
import { createDevRequestHandler } from './devRequestHandler.js';
import { DevWatcher, type FileEvent } from './devWatcher.js';
import { ChangeGate } from './changeGate.js';
import { markChange } from './markChange.js';
import { createOnceWarningPrinter, createWarningPrinter, formatProblems } from './printProblems.js';
import { attachReloadChannel } from './reloadChannel.js';
import { warmUpCompiler } from './warmUp.js';
import { type ChangeKind, classifyChange, readBySiteCode, watchedPaths } from './watchRoles.js';

/** Changes a stylesheet made from the site's content (a PostCSS plugin's, Tailwind's) depends on. */
const STYLED_BY_CONTENT = new Set<ChangeKind>(['page', 'content-file', 'components', 'react-page', 'theme-code', 'client-module']);

export interface DevOptions {
  host: string;
  port: number;
  /** Shows the first build's stages; closed once that build is done. */
  progress?: StageListener & { close(): void };
  /** The locale to serve (`--locale`); the default locale without it. */
  locale?: string;
}

export interface RunningDev {
  url: string;
  close(): Promise<void>;
}

const out = (text: string) => process.stdout.write(text);
const problemCount = (error: unknown) => (error instanceof DocsGenError ? error.all().length : 1);
const err = (text: string) => process.stderr.write(text);

/**
 * `docs-gen dev`: builds the site in memory, serves it, and on every save updates what the change
 * touched and tells open pages to reload — or shows them the error overlay until the next good save.
 */
export async function startDev(dir: string, options: DevOptions): Promise<RunningDev> {
  const printWarnings = createWarningPrinter(err);
  const pipeline = new DevPipeline(dir, (error) => err(formatProblems(describeProblems(error))), options.locale, createOnceWarningPrinter(err));
  const server = createSafeServer(createDevRequestHandler(pipeline));
  const channel = attachReloadChannel(server);
  const gate = new ChangeGate(onFileEvent);
  const watcher = new DevWatcher(pipeline.rootDir, (event, file) => void gate.onEvent(event, file), () => pipeline.outputFolder());

  function report(outcome: UpdateOutcome, first: boolean): void {
    if (outcome.kind === 'ok') {
      const what = first ? `built ${pipeline.snapshot?.renderer.pageCount() ?? 0} pages` : 'updated';
      const stages = Object.entries(outcome.timings).map(([stage, ms]) => `${stage} ${ms}`).join(', ');
      out(`docs-gen dev: ${what} in ${outcome.ms} ms${stages ? ` (${stages})` : ''}\n`);
      printWarnings(outcome.warnings);
    } else if (outcome.kind === 'error') {
      err(formatProblems(describeProblems(outcome.error)));
      out(`docs-gen dev: build failed; every page shows the error until the next good save\n`);
    }
  }

  // One update at a time. File events wait in `pending` and are applied between updates, never during one,
  // so a stage cannot clear a flag set by a change it did not see.
  const pending: [FileEvent, string][] = [];
  // True through the first build too: what is saved meanwhile waits for it, then updates the site.
  let running = true;
  async function drain(): Promise<void> {
    try {
      while (pending.length) {
        for (const [event, file] of pending.splice(0)) {
          const roles = pipeline.roles();
          const kind = classifyChange(file, roles, event);
          if (kind !== 'ignore') markChange(pipeline.dirty, kind, event, file);
          if (STYLED_BY_CONTENT.has(kind) && pipeline.stylesheetReadsSite()) markChange(pipeline.dirty, 'theme-css', event, file);
          // Site code holds the Markdown it imports compiled, pages included.
          if (kind !== 'components' && readBySiteCode(file, roles)) markChange(pipeline.dirty, 'components', event, file);
        }
        const outcome = await pipeline.update();
        // Open pages hear first; the terminal can wait a moment.
        if (outcome.kind === 'ok') channel.broadcast({ type: 'reload', ms: outcome.ms });
        if (outcome.kind === 'error') channel.broadcast({ type: 'error', ms: outcome.ms, problems: problemCount(outcome.error) });
        report(outcome, false);
        await watcher.setPaths(watchedPaths(pipeline.roles()));
      }
    } catch (error) {
      // A bug in dev itself: say so, and keep serving.
      err(`docs-gen dev: unexpected failure: ${(error as Error)?.stack ?? String(error)}\n`);
    } finally {
      running = false;
    }
  }
  function onFileEvent(event: FileEvent, file: string): void {
    pending.push([event, file]);
    if (running) return;
    running = true;
    // setImmediate lets the other events of one save (several files, rename pairs) join this update.
    setImmediate(() => void drain());
  }

  /**
   * A save made while the watcher's first scan ran may not have been reported, and the first build may have read
   * the file before it. Each file written since the build began is taken as added (its page re-read, its stage
   * rerun); the gate passes on only those whose content it has not seen, and a file of the build now gone as
   * removed.
   */
  async function catchUpWithEarlySaves(since: number): Promise<void> {
    try {
      for (const file of await watcher.filesChangedSince(since, pipeline.outputFolder())) void gate.onEvent('add', file);
      for (const { absPath } of pipeline.contentFiles()) {
        if (!(await fs.stat(absPath).catch(() => undefined))) void gate.onEvent('unlink', absPath);
      }
    } catch (error) {
      err(`docs-gen dev: unexpected failure: ${(error as Error)?.stack ?? String(error)}\n`);
    }
  }

  // File timestamps are the kernel's coarse clock, a few milliseconds behind this one.
  const startedAt = Date.now() - 50;
  // The first build can take a while on a large site: show its stages as build does.
  const first = await pipeline.update(options.progress);
  options.progress?.close();
  report(first, true);
  const url = await listen(server, options.host, options.port);

  /**
   * The watcher starts once the site is served: its first scan of the folders (a stat of every file, on this
   * thread) would otherwise delay the first page. Nothing saved meanwhile is lost: saves wait in `pending`
   * (`running` holds them) and, once the scan is done, what was written since the build began is caught up with.
   */
  let closing = false;
  const watching = (async () => {
    try {
      await watcher.setPaths(watchedPaths(pipeline.roles()));
    } catch (error) {
      if (!closing) err(`docs-gen dev: watcher: ${(error as Error).message}; saves are not seen until dev restarts\n`);
      return;
    }
    if (closing) return;
    if (pending.length) setImmediate(() => void drain());
    else running = false;
    void catchUpWithEarlySaves(startedAt);
    void warmUpCompiler(pipeline.contentFiles(), pipeline.rootDir, pipeline.codeThemes());
  })();

  return {
    url,
    async close() {
      closing = true;
      await watching;
      channel.close();
      gate.close();
      await watcher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      pipeline.saveCache();
    },
  };
}
