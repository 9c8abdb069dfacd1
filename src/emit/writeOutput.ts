import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './assets.js';

export interface CopiedFile {
  from: string;
  /** Path in the output folder. */
  to: string;
}

/**
 * Stage 7: writes the site into a fresh sibling folder and swaps it in only when everything is written,
 * so a failed build leaves the previous output untouched.
 */
export async function writeOutputAtomically(outPath: string, files: OutputFile[], copies: CopiedFile[], staticDir?: string): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = `${outPath}.tmp-${stamp}`;
  const previous = `${outPath}.old-${stamp}`;
  await fs.rm(staging, { recursive: true, force: true });
  try {
    await fs.mkdir(staging, { recursive: true });
    if (staticDir) await fs.cp(staticDir, staging, { recursive: true });
    const dirs = new Set(files.map((f) => path.dirname(path.join(staging, f.path))).concat(copies.map((c) => path.dirname(path.join(staging, c.to)))));
    await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));
    await Promise.all([
      ...files.map((f) => fs.writeFile(path.join(staging, f.path), f.contents)),
      ...copies.map((c) => fs.copyFile(c.from, path.join(staging, c.to))),
    ]);
    let hadPrevious = true;
    try {
      await fs.rename(outPath, previous);
    } catch {
      hadPrevious = false;
    }
    await fs.rename(staging, outPath);
    if (hadPrevious) await fs.rm(previous, { recursive: true, force: true });
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}
