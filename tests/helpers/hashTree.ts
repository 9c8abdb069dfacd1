import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Hashes of every file under `dir` (skipping the relative paths in `skip`), symlinks recorded as their target:
 * two equal results prove nothing under `dir` was written, removed or re-linked.
 */
export function hashTree(dir: string, skip: string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (skip.includes(child)) continue;
      const abs = path.join(dir, child);
      if (entry.isSymbolicLink()) out.set(child, `-> ${fs.readlinkSync(abs)}`);
      else if (entry.isDirectory()) walk(child);
      else out.set(child, crypto.createHash('sha1').update(fs.readFileSync(abs)).digest('hex'));
    }
  };
  walk('');
  return out;
}
