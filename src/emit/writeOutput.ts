import type { CopiedFile } from '../shared/types.js';
import type { OutputFile } from '../shared/types.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { discardSibling, recoverOutput, reserveSibling } from './outputSwap.js';

/**
 * Files open at once while writing. All at once ran out of file descriptors (EMFILE) on a 10,000-page site,
 * which writes twice as many files; a few dozen keep the disk as busy.
 */
const OPEN_FILES = 64;

/**
 * Runs `jobs` with at most `limit` of them pending at a time. After a failure no job starts, and it rejects with
 * that failure only once the running ones are done, so the caller's clean-up does not race them.
 */
async function runLimited(jobs: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      try {
        await jobs[next++]();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Stage 7: writes the site into a staging folder beside the output and swaps it in only when everything is
 * written, so a failed or killed build leaves the previous output in place (outputSwap.ts says how).
 */
export async function writeOutputAtomically(outPath: string, files: OutputFile[], copies: CopiedFile[], staticDir?: string): Promise<void> {
  await recoverOutput(outPath);
  const staging = reserveSibling(outPath, 'tmp');
  try {
    await fs.mkdir(staging, { recursive: true });
    if (staticDir) await fs.cp(staticDir, staging, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(staging, f.path))).concat(copies.map((c) => path.dirname(path.join(staging, c.to)))));
    await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));
    await runLimited(
      [
        ...files.map((f) => () => fs.writeFile(path.join(staging, f.path), f.contents)),
        ...copies.map((c) => () => fs.copyFile(c.from, path.join(staging, c.to))),
      ],
      OPEN_FILES,
    );
    await swapIn(outPath, staging);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Puts the finished staging folder at `outPath`; the previous output is set aside first and deleted last. */
async function swapIn(outPath: string, staging: string): Promise<void> {
  const previous = reserveSibling(outPath, 'old');
  let hadPrevious = true;
  try {
    await fs.rename(outPath, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  try {
    await fs.rename(staging, outPath);
  } catch (error) {
    if (hadPrevious) await fs.rename(previous, outPath);
    throw error;
  }
  if (hadPrevious) await discardSibling(outPath, previous);
}
