/// <reference types="vite/client" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashTree } from '../helpers/hashTree.js';
import { runDocsGenAsync } from '../helpers/site.js';
import { baseSite, type BadInput } from './badInput.js';

/**
 * Every bad input gives exit 1 with a located error, or exit 0 with a located warning; none crashes,
 * none touches the sources, none writes outside the site's output folder, none hangs. `check` fails on
 * exactly what `build` fails on (the same exit code and the same problems) for every input that builds with
 * a warning and every third one that fails: both run the one stage list (pipeline/stages.ts), and a `check`
 * beside every build was a fifth of the suite's spawned processes.
 */
const modules = import.meta.glob<{ cases: BadInput[] }>('./cases/*.ts', { eager: true });
const cases = Object.values(modules).flatMap((m) => m.cases);
const CHECK_EVERY = 3;
const checkedCases = new Set(cases.filter((c, i) => c.code === 0 || i % CHECK_EVERY === 0));

describe('bad input matrix', () => {
  it('has at least 60 cases, and runs check beside at least a third of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(checkedCases.size).toBeGreaterThanOrEqual(cases.length / CHECK_EVERY);
  });

  // Two builds at a time: the cases are independent, and a second core is often idle beside browser tests.
  let running = 0;
  const waiting: (() => void)[] = [];
  async function slot<T>(run: () => Promise<T>): Promise<T> {
    if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await run();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  it.concurrent.for(cases.map((c) => [c.name, c] as const))('%s', async ([, input], { expect }) => {
    // The site sits in a folder of its own so anything written beside it is seen.
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-matrix-'));
    const dir = path.join(outer, 'site');
    try {
      for (const [rel, text] of Object.entries({ ...baseSite, ...input.files })) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), text);
      }
      for (const [rel, target] of Object.entries(input.symlinks ?? {})) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.symlinkSync(target, path.join(dir, rel));
      }
      for (const rel of input.remove ?? []) fs.rmSync(path.join(dir, rel), { recursive: true, force: true });
      const before = hashTree(dir, ['build']);
      const args = (input.args ?? []).map((a) => a.replaceAll('{site}', dir));
      // `-o` is build's alone; a config's outDir is refused by check too.
      const checks = checkedCases.has(input) && !args.includes('-o');
      const { result, elapsed, checked } = await slot(async () => {
        const started = Date.now();
        const [built, checked] = await Promise.all([
          runDocsGenAsync(['build', dir, ...args], outer).then((r) => ({ r, ms: Date.now() - started })),
          checks ? runDocsGenAsync(['check', dir, ...args], outer) : undefined,
        ]);
        return { result: built.r, elapsed: built.ms, checked };
      });
      const output = `${result.stdout}\n${result.stderr}`;

      expect(result.code, output).toBe(input.code);
      const where = `${path.posix.join('site', input.file)}:${input.line}:`;
      const located = output.split('\n').filter((l) => l.includes(where));
      expect(located.length, `no message at ${where}\n${output}`).toBeGreaterThan(0);
      expect(located.join('\n'), output).toMatch(input.message);
      expect(output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|failed unexpectedly/);
      // A guard against a build that hangs or runs away on bad input, not a speed budget: builds share two cores
      // with the rest of the suite, and on a slow machine of this kind one took 10.5–11.9 s.
      expect(elapsed).toBeLessThan(30_000);
      expect(hashTree(dir, ['build'])).toEqual(before);
      expect(fs.readdirSync(outer)).toEqual(['site']);
      if (input.code === 1) expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
      if (checked) {
        const problems = (text: string) => text.split('\n').filter((l) => /^(error|warning) /.test(l));
        expect(checked.code, `check: ${checked.stderr}`).toBe(result.code);
        expect(problems(checked.stderr)).toEqual(problems(result.stderr));
      }
    } finally {
      fs.rmSync(outer, { recursive: true, force: true });
    }
  });
});
