import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/** Every file of an output folder, by relative path, with the hash of its bytes. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return out;
}

describe('the build cache (generated pages)', () => {
  const site = tempSite('cli-basic');
  const out = (name: string) => path.join(site.dir, name);
  let first: Map<string, string>;
  let edited: Map<string, string>;

  // A warm build of an unchanged site is byte-identical to a cold one: tests/core/identity.test.ts.
  beforeAll(async () => {
    const built = await runDocsGenAsync(['build', site.dir, '-o', out('first'), '--quiet']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    site.write('tool.yaml', site.read('tool.yaml').replace('Manage boxes from the command line.', 'Manage crates from the command line.'));
    const result = await runDocsGenAsync(['build', site.dir, '-o', out('edited'), '--quiet']);
    expect(result.code).toBe(0);
    [first, edited] = ['first', 'edited'].map((name) => hashes(out(name)));
  }, 60_000);

  afterAll(() => site.cleanup());

  it('generates the reference again when its spec changes, and indexes the new text', () => {
    expect(first.size).toBeGreaterThan(5);
    const pages = [...edited.keys()].filter((file) => file.endsWith('.html') && edited.get(file) !== first.get(file));
    const text = pages.map((file) => fs.readFileSync(path.join(out('edited'), file), 'utf8')).join('\n');
    expect(text).toContain('Manage crates from the command line.');
    const search = [...edited.keys()].filter((file) => file.startsWith('assets/search/') && !first.has(file));
    expect(search.map((file) => fs.readFileSync(path.join(out('edited'), file), 'utf8')).join('\n')).toContain('crates');
  });
});
