import type { CopiedFile } from '../shared/types.js';
import type { OutputFile } from '../shared/types.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { discardSibling, recoverOutput, reserveSibling } from './outputSwap.js';

/**
 * Files open at once while writing. All at once ran out of file descriptors (EMFILE) on a 10,000-page site,
 * which writes twice as many files; a few dozen keep the disk as busy.
 */
export const OPEN_FILES = 64;

/**
 * Runs `jobs` with at most `limit` of them pending at a time. After a failure no job starts, and it rejects with
 * that failure only once the running ones are done, so the caller's clean-up does not race them.
 */
export async function runLimited(jobs: (() => Promise<unknown>)[], limit: number): Promise<void> {
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
 * The output being written: files go into a staging folder beside the output as they are made (a rendered page
 * need not stay in memory until the last one is rendered), and `commit` swaps the folder in only when everything
 * is written, so a failed or killed build leaves the previous output in place (outputSwap.ts says how).
 */
export interface StagedOutput {
  /**
   * Writes one file into the staging folder. It resolves at once while fewer than OPEN_FILES writes are pending,
   * else when one of them is done, so a caller awaiting it holds at most that many files in memory. A failed
   * write rejects a later call (or `commit`).
   */
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /** Overwrites bytes of a file written before, at `offset`, with as many bytes; the file keeps its length. */
  patch(file: string, offset: number, bytes: Uint8Array): Promise<void>;
  /** Writes the remaining files and copies, then puts the staging folder at the output path. */
  commit(files: OutputFile[], copies: CopiedFile[]): Promise<void>;
  /** Deletes the staging folder; the previous output stays as it was. */
  abort(): Promise<void>;
}

/**
 * Stage 7 begins: restores or cleans what killed builds left beside `outPath`, then opens a staging folder
 * holding the static folder's files (when given), which anything written later replaces.
 */
export async function openStagedOutput(outPath: string, staticDir?: string): Promise<StagedOutput> {
  await recoverOutput(outPath);
  const staging = reserveSibling(outPath, 'tmp');
  const made = new Set<string>();
  const pending = new Set<Promise<void>>();
  // The first failed write, thrown to the next caller.
  const state: { failure?: { error: unknown } } = {};
  const throwIfFailed = () => {
    if (state.failure) throw state.failure.error;
  };

  const mkdir = async (dir: string) => {
    if (made.has(dir)) return;
    await fs.mkdir(dir, { recursive: true });
    made.add(dir);
  };
  const drain = async () => {
    await Promise.all(pending);
    throwIfFailed();
  };
  const abort = async () => {
    await Promise.allSettled(pending);
    await fs.rm(staging, { recursive: true, force: true });
  };

  try {
    await mkdir(staging);
    if (staticDir) await fs.cp(staticDir, staging, { recursive: true });
  } catch (error) {
    await abort();
    throw error;
  }

  return {
    async write(file, contents) {
      throwIfFailed();
      const target = path.join(staging, file);
      const job = mkdir(path.dirname(target))
        .then(() => fs.writeFile(target, contents))
        .catch((error: unknown) => {
          state.failure ??= { error };
        })
        .finally(() => pending.delete(job));
      pending.add(job);
      while (pending.size >= OPEN_FILES) await Promise.race(pending);
      throwIfFailed();
    },
    async patch(file, offset, bytes) {
      // The file may still be being written.
      await drain();
      const handle = await fs.open(path.join(staging, file), 'r+');
      try {
        await handle.write(bytes, 0, bytes.byteLength, offset);
      } finally {
        await handle.close();
      }
    },
    async commit(files, copies) {
      try {
        await drain();
        const dirs = new Set(files.map((f) => path.dirname(path.join(staging, f.path))).concat(copies.map((c) => path.dirname(path.join(staging, c.to)))));
        await Promise.all([...dirs].map(mkdir));
        await runLimited(
          [
            ...files.map((f) => () => fs.writeFile(path.join(staging, f.path), f.contents)),
            ...copies.map((c) => () => fs.copyFile(c.from, path.join(staging, c.to))),
          ],
          OPEN_FILES,
        );
        await swapIn(outPath, staging);
      } catch (error) {
        await abort();
        throw error;
      }
    },
    abort,
  };
}

/** Writes the whole site at once through a staging folder (see StagedOutput). */
export async function writeOutputAtomically(outPath: string, files: OutputFile[], copies: CopiedFile[], staticDir?: string): Promise<void> {
  const output = await openStagedOutput(outPath, staticDir);
  await output.commit(files, copies);
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
