import type { CopiedFile } from '../shared/types.js';
import type { OutputFile } from '../shared/types.js';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import callbackFs from 'node:fs';
import path from 'node:path';
import { discardSibling, recoverOutput, reserveSibling } from './outputSwap.js';

/**
 * Files open at once while writing. All at once ran out of file descriptors (EMFILE) on a 10,000-page site,
 * which writes twice as many files; a few dozen keep the disk as busy.
 */
export const OPEN_FILES = 64;

/**
 * The file operations a page write makes, through the callback API. The promise API wraps every open file in
 * a FileHandle: writing a few thousand pages that way cost the main thread, which renders meanwhile, about
 * twice the time (and the process half as much CPU again) as these do.
 */
const fileOps = {
  mkdir: promisify(callbackFs.mkdir),
  writeFile: promisify(callbackFs.writeFile),
  readFile: promisify(callbackFs.readFile),
  lstat: promisify(callbackFs.lstat),
  // Looked up at each call, as the tests make it fail the way another file system does.
  link: (from: string, to: string) => new Promise<void>((resolve, reject) => callbackFs.link(from, to, (error) => (error ? reject(error) : resolve()))),
  unlink: promisify(callbackFs.unlink),
  open: promisify(callbackFs.open),
  write: promisify(callbackFs.write),
  close: promisify(callbackFs.close),
};

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

/** Bytes of a file that `patch` fills in later: `length` bytes at each of `offsets`. */
export interface LaterBytes {
  offsets: number[];
  length: number;
}

/**
 * The output being written: files go into a staging folder beside the output as they are made (a rendered page
 * need not stay in memory until the last one is rendered), and `commit` swaps the folder in only when everything
 * is written, so a failed or killed build leaves the previous output in place (outputSwap.ts says how).
 *
 * A file whose bytes are those the previous output holds at its path is hard-linked from there instead of
 * written: a rebuild that changes little writes little, and the previous output's deletion frees little. A
 * linked file is never written through, since until the swap it is the previous output's too: `patch` and any
 * second write replace it with a copy first.
 */
export interface StagedOutput {
  /**
   * Writes one file into the staging folder. It resolves at once while fewer than OPEN_FILES writes are pending,
   * else when one of them is done, so a caller awaiting it holds at most that many files in memory. A failed
   * write rejects a later call (or `commit`). The bytes `later` names are not compared with the previous output.
   */
  write(file: string, contents: string | Uint8Array, later?: LaterBytes): Promise<void>;
  /**
   * Makes the folders of files about to be written, all before the first: made one per file amid the writes,
   * each folder waited in the thread pool's queue behind them, which held up the thread rendering pages (a
   * few hundred milliseconds for GitHub's description).
   */
  makeFolders(files: string[]): Promise<void>;
  /** Overwrites bytes of a file written before with `bytes`, at each of `offsets`; the file keeps its length. */
  patch(file: string, offsets: number[], bytes: Uint8Array): Promise<void>;
  /**
   * Writes the remaining files and copies, then puts the staging folder at the output path. `beforeSwap` is given
   * the finished folder first (a site plugin's `postBuild` may change its files: none is then the previous output's).
   */
  commit(files: OutputFile[], copies: CopiedFile[], beforeSwap?: (folder: string) => Promise<void>): Promise<void>;
  /** Deletes the staging folder; the previous output stays as it was. */
  abort(): Promise<void>;
}

/**
 * What the previous output holds at `previous` in the bytes `later` names, when its other bytes are `bytes`'s
 * (an empty buffer when `later` names none); undefined when they differ or there is no such regular file.
 */
export async function previousFill(previous: string, bytes: Buffer, later?: LaterBytes): Promise<Buffer | undefined> {
  let held: Buffer;
  try {
    const stat = await fileOps.lstat(previous);
    if (!stat.isFile() || stat.size !== bytes.byteLength) return undefined;
    held = await fileOps.readFile(previous);
  } catch {
    return undefined;
  }
  if (held.byteLength !== bytes.byteLength) return undefined;
  if (!later?.offsets.length) return held.equals(bytes) ? Buffer.alloc(0) : undefined;
  const { offsets, length } = later;
  const fill = held.subarray(offsets[0], offsets[0] + length);
  let from = 0;
  for (const offset of offsets) {
    if (held.compare(bytes, from, offset, from, offset) !== 0 || !held.subarray(offset, offset + length).equals(fill)) return undefined;
    from = offset + length;
  }
  return held.compare(bytes, from, bytes.byteLength, from, held.byteLength) === 0 ? Buffer.from(fill) : undefined;
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
  // Callers of `write` waiting for a pending write to finish, woken one per finished write.
  const freed: (() => void)[] = [];
  // The first failed write, thrown to the next caller.
  const state: { failure?: { error: unknown } } = {};
  const throwIfFailed = () => {
    if (state.failure) throw state.failure.error;
  };
  // Files hard-linked from the previous output, with the bytes they hold where `later` said the new ones come later.
  const linked = new Map<string, Buffer>();
  // Off when there is no previous output, or once a link fails (another file system, or one without hard links).
  let reuse = await isFolder(outPath);

  const mkdir = async (dir: string) => {
    if (made.has(dir)) return;
    await fileOps.mkdir(dir, { recursive: true });
    made.add(dir);
  };
  /** Makes the folders of these files (paths in the output), side by side. */
  const makeFolders = async (files: string[]) => {
    await Promise.all([...new Set(files.map((file) => path.dirname(path.join(staging, file))))].map(mkdir));
  };
  const drain = async () => {
    await Promise.all(pending);
    throwIfFailed();
  };
  const abort = async () => {
    await Promise.allSettled(pending);
    await fs.rm(staging, { recursive: true, force: true });
  };
  /** Makes `file`'s staged path free to write: a linked file there is the previous output's and stays as it is. */
  const unlinkShared = async (file: string) => {
    if (!linked.delete(file)) return;
    await fileOps.unlink(path.join(staging, file));
  };
  /** Links `file` from the previous output when it holds these bytes, else writes them. */
  const put = async (file: string, contents: string | Uint8Array, later?: LaterBytes) => {
    const target = path.join(staging, file);
    await unlinkShared(file);
    if (reuse) {
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
      const previous = path.join(outPath, file);
      const fill = await previousFill(previous, bytes, later);
      if (fill && (await linkOrGiveUp(previous, target))) {
        linked.set(file, fill);
        return;
      }
      contents = bytes;
    }
    await fileOps.writeFile(target, contents);
  };
  const linkOrGiveUp = async (previous: string, target: string) => {
    try {
      await fileOps.link(previous, target);
      return true;
    } catch (error) {
      // A file already staged there (the static folder's) is replaced by writing.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') reuse = false;
      return false;
    }
  };

  try {
    await mkdir(staging);
    if (staticDir) await fs.cp(staticDir, staging, { recursive: true });
  } catch (error) {
    await abort();
    throw error;
  }

  return {
    async write(file, contents, later) {
      throwIfFailed();
      const target = path.join(staging, file);
      const job = mkdir(path.dirname(target))
        .then(() => put(file, contents, later))
        .catch((error: unknown) => {
          state.failure ??= { error };
        })
        .finally(() => {
          pending.delete(job);
          freed.shift()?.();
        });
      pending.add(job);
      // Racing every pending write each time added a reaction to each of them per page written.
      while (pending.size >= OPEN_FILES) await new Promise<void>((resolve) => freed.push(resolve));
      throwIfFailed();
    },
    makeFolders,
    async patch(file, offsets, bytes) {
      // The file may still be being written.
      await drain();
      const target = path.join(staging, file);
      const fill = linked.get(file);
      if (fill) {
        if (fill.equals(bytes)) return;
        const copy = await fileOps.readFile(target);
        for (const offset of offsets) copy.set(bytes, offset);
        await unlinkShared(file);
        await fileOps.writeFile(target, copy);
        return;
      }
      const fd = await fileOps.open(target, 'r+');
      try {
        for (const offset of offsets) await fileOps.write(fd, bytes, 0, bytes.byteLength, offset);
      } finally {
        await fileOps.close(fd);
      }
    },
    async commit(files, copies, beforeSwap) {
      try {
        await drain();
        await makeFolders([...files.map((f) => f.path), ...copies.map((c) => c.to)]);
        await runLimited(
          [
            ...files.map((f) => () => put(f.path, f.contents)),
            ...copies.map((c) => async () => {
              await unlinkShared(c.to);
              await fs.copyFile(c.from, path.join(staging, c.to));
            }),
          ],
          OPEN_FILES,
        );
        if (beforeSwap) {
          // A file written through would change the previous output, which must stay as it is should this fail.
          await runLimited([...linked.keys()].map((file) => () => ownCopy(path.join(staging, file))), OPEN_FILES);
          linked.clear();
          await beforeSwap(staging);
        }
        await swapIn(outPath, staging);
      } catch (error) {
        await abort();
        throw error;
      }
    },
    abort,
  };
}

/** Replaces a hard-linked file with a copy of its own. */
async function ownCopy(file: string): Promise<void> {
  const bytes = await fileOps.readFile(file);
  await fileOps.unlink(file);
  await fileOps.writeFile(file, bytes);
}

async function isFolder(p: string): Promise<boolean> {
  try {
    return (await fs.stat(p)).isDirectory();
  } catch {
    return false;
  }
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
