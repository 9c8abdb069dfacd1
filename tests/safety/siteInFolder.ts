import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashTree } from '../helpers/hashTree.js';
import { runDocsGenAsync, type RunResult } from '../helpers/site.js';

/**
 * A site in a folder of its own (`<outer>/site`), so anything a build writes beside the site, or further up
 * through a route that escapes, shows up in `<outer>`. Commands run from `<outer>`: messages start `site/`.
 */
export function siteInFolder(files: Record<string, string>, copyOf?: string) {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-safety-'));
  const dir = path.join(outer, 'site');
  if (copyOf) fs.cpSync(copyOf, dir, { recursive: true });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  return {
    outer,
    dir,
    write,
    remove: (rel: string) => fs.rmSync(path.join(dir, rel), { recursive: true, force: true }),
    read: (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8'),
    exists: (rel: string) => fs.existsSync(path.join(dir, rel)),
    /** Runs the real binary without blocking the test worker (a file of builds in a row must not starve it). */
    run: async (command: 'build' | 'check', ...args: string[]): Promise<RunResult & { output: string }> => {
      const result = await runDocsGenAsync([command, dir, ...args], outer);
      return { ...result, output: `${result.stdout}\n${result.stderr}` };
    },
    /** Everything in the outer folder but the site, and every file of the site. */
    sources: () => hashTree(dir, ['build']),
    output: () => (fs.existsSync(path.join(dir, 'build')) ? hashTree(path.join(dir, 'build')) : undefined),
    beside: () => fs.readdirSync(outer).filter((name) => name !== 'site'),
    cleanup: () => fs.rmSync(outer, { recursive: true, force: true }),
  };
}
