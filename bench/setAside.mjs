import fs from 'node:fs';
import path from 'node:path';

/**
 * Moves `dir`, when it exists, into `aside` (by default a `.set-aside` folder beside it, on the same file system),
 * for whoever owns that folder to delete once the measuring is done. A bench deletes nothing between the builds it times: this machine kind's disk is ext4
 * without a journal, whose inode allocator steps over every inode deleted in the last minute or so, one at a
 * time, so creating thousands of files right after deleting thousands is quadratic in the kernel. Creating
 * 3,000 page folders with two files each took 0.2 s on a quiet disk and 2.2, 3.3 and 4.5 s after each of three
 * `rm -rf`s of the previous set; a build after the removal of the last one's output measured the removal.
 */
export function setAside(dir, aside = path.join(path.dirname(dir), '.set-aside')) {
  if (!fs.existsSync(dir)) return;
  fs.mkdirSync(aside, { recursive: true });
  fs.renameSync(dir, path.join(aside, `${path.basename(dir)}-${process.hrtime.bigint()}`));
}
