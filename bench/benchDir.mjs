import fs from 'node:fs';
import os from 'node:os';

/**
 * The folder the benches build in: `BENCH_TMPDIR` when set, else memory (`/dev/shm`) where there is a writable
 * one, else the system's temporary folder. On this machine kind's disk (ext4 without a journal) the time to
 * create a file depends on how many were deleted in the minutes before (see setAside.mjs): Hugo's build of
 * GitHub's page count took 0.2 s on a quiet disk and up to 2.1 s after a deletion, and a bench run right
 * after another paid for the one before. In memory both tools are timed on their own work, Hugo at its fastest.
 */
export function benchTempRoot() {
  if (process.env.BENCH_TMPDIR) return process.env.BENCH_TMPDIR;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}
