import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runDocsGenAsync } from '../helpers/site.js';
import { request, startDocsGen } from '../serve/processes.js';

/**
 * The previous output survives a build killed at any moment: `build/` is always a complete output (or, in the
 * instant between the swap's two renames, absent with a complete former output beside it, which the next run
 * restores), and the next build removes whatever the killed ones left.
 */

const bin = path.join(repoRoot, 'bin', 'docs-gen.js');
const KILLS = 8;
const LEFTOVER = /^build\.(tmp|old)-/;

let outer: string;
let dir: string;
/** Every file of a complete output, normalised so that outputs of different generations compare equal. */
let reference: Map<string, string>;
/** How long a warm build takes here, start to exit, and how long of that is its write stage. */
let buildMs: number;
let writeMs: number;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const setGeneration = (n: number) => write('docs/index.md', `---\ntitle: Home\n---\n\nGeneration ${n}.\n`);

/** ~150 pages and a static folder, enough that a build takes a second or two and its write stage a good part of it. */
function generateSite(): void {
  setGeneration(0);
  for (let i = 0; i < 150; i++) {
    const sections = Array.from({ length: 4 }, (_, j) => `## Section ${j}\n\nParagraph ${i}.${j} with **bold** text and a [link](/group-${(i + 1) % 10}/page-${(i + 1) % 150}/).\n`);
    const code = `\`\`\`js\nconst x = ${i};\nconsole.log(x * 2);\n\`\`\`\n`;
    write(`docs/group-${i % 10}/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\n${sections.join('\n')}\n${code}`);
  }
  for (let i = 0; i < 150; i++) write(`static/files/f-${i}.txt`, `${i}\n`.padEnd(16_000, 'x'));
}

function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((rel) => fs.statSync(path.join(root, rel)).isFile()).sort();
}

/**
 * The generation counter (and so the search index's files holding it, and their hashed names) is the only
 * difference between two builds.
 */
function normalised(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const searchFiles = new Map<string, number>();
  for (const rel of listFiles(root)) {
    const raw = fs.readFileSync(path.join(root, rel));
    const search = /^assets\/search\/(manifest|terms|fragments)\.[0-9a-f]+\.json$/.exec(rel);
    if (search) {
      // The index holds the generation's text: a whole file is one that parses.
      JSON.parse(raw.toString('utf8'));
      searchFiles.set(search[1], (searchFiles.get(search[1]) ?? 0) + 1);
      continue;
    }
    const text = /\.(html|json|xml|txt|md)$/.test(rel) ? raw.toString('utf8').replace(/manifest\.[0-9a-f]+\.json/g, 'manifest.HASH.json').replace(/Generation \d+/g, 'Generation N') : raw;
    out.set(rel, crypto.createHash('sha1').update(text).digest('hex'));
  }
  for (const [kind, count] of searchFiles) out.set(`assets/search/${kind}.HASH.json`, `${count} files that parse`);
  return out;
}

/** Asserts `folder` is a whole output, file for file, and returns its generation. */
function expectComplete(folder: string, context: string): number {
  expect(normalised(folder), context).toEqual(reference);
  const generation = /Generation (\d+)/.exec(fs.readFileSync(path.join(folder, 'index.html'), 'utf8'));
  expect(generation, context).not.toBeNull();
  return Number(generation![1]);
}

const leftovers = () => fs.readdirSync(dir).filter((name) => LEFTOVER.test(name));
/** The former output a run would restore when `build/` is missing: the newest `.old` folder. */
const newestOld = () =>
  leftovers()
    .filter((name) => name.startsWith('build.old-'))
    .sort((a, b) => Number(b.split('-')[2]) - Number(a.split('-')[2]))[0];

beforeAll(async () => {
  outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-swap-'));
  dir = path.join(outer, 'site');
  generateSite();
  const cold = await runDocsGenAsync(['build', dir]);
  expect(cold.code, cold.stderr).toBe(0);
  reference = normalised(path.join(dir, 'build'));
  expect(reference.size).toBeGreaterThan(300);
  setGeneration(1);
  const started = Date.now();
  const warm = await runDocsGenAsync(['build', dir, '--timings']);
  buildMs = Date.now() - started;
  expect(warm.code, warm.stderr).toBe(0);
  writeMs = (JSON.parse(warm.stdout.trim().split('\n').pop()!) as { write: number }).write;
  expect(expectComplete(path.join(dir, 'build'), 'warm build')).toBe(1);
}, 60_000);

afterAll(() => {
  if (outer) fs.rmSync(outer, { recursive: true, force: true });
});

describe('output swap', () => {
  // Kills are spread over a few tests: one test running over a minute stalls vitest's worker messages.
  const ROUNDS = 2;
  let generation = 1;
  let killedWhileWriting = 0;

  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(`keeps a complete build/ through builds killed at random moments (round %i of ${ROUNDS})`, async (round) => {
    const perRound = KILLS / ROUNDS;
    for (let i = round * perRound; i < (round + 1) * perRound; i++) {
      const next = generation + 1;
      setGeneration(next);
      const child = spawn(process.execPath, [bin, 'build', dir], { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let context: string;
      if (i % 2 === 0) {
        // A random moment in each slice of the build's run, so that every stage is hit.
        const delay = ((i / 2 + Math.random()) / (KILLS / 2)) * buildMs * 1.1;
        await sleep(delay);
        context = `kill ${i + 1}, ${Math.round(delay)} ms after the start`;
      } else {
        // A random moment of the write stage, the swap and the removal of the previous output: timed from the
        // staging folder's appearance, as the build's own pace varies with the machine's load.
        // The wait ends when the folder appears or the build exits; the deadline only guards against a hang, and is far
        // off, as a loaded machine (other test files building beside this one) can take a few times the warm build's time.
        const deadline = Date.now() + Math.max(buildMs * 10, 15_000);
        while (!leftovers().some((name) => name.startsWith('build.tmp-')) && child.exitCode === null && Date.now() < deadline) await sleep(2);
        // The first such kill lands as soon as the staging folder is seen, so that one kill at least is sure to
        // land while the output is being written, however the machine's load stretches or shrinks the stage.
        const delay = i === 1 ? 0 : Math.random() * writeMs * 1.2;
        await sleep(delay);
        context = `kill ${i + 1}, ${Math.round(delay)} ms into the write stage`;
      }
      child.kill('SIGKILL');
      await exited;

      if (leftovers().some((name) => name.startsWith('build.tmp-'))) killedWhileWriting++;
      if (fs.existsSync(path.join(dir, 'build'))) {
        const found = expectComplete(path.join(dir, 'build'), context);
        expect([generation, next], context).toContain(found);
        generation = found;
      } else {
        // Killed between the two renames: the previous output waits beside it, whole, for the next run.
        const old = newestOld();
        expect(old, `${context}: no build/ and no former output`).toBeDefined();
        expect(expectComplete(path.join(dir, old!), context), context).toBe(generation);
      }
    }
  }, 60_000);

  it(`after ${KILLS} killed builds, the next build is complete and leaves nothing behind`, async () => {
    expect(killedWhileWriting, 'no kill landed while the output was being written').toBeGreaterThan(0);
    setGeneration(generation + 1);
    const last = await runDocsGenAsync(['build', dir]);
    expect(last.code, last.stderr).toBe(0);
    expect(expectComplete(path.join(dir, 'build'), 'last build')).toBe(generation + 1);
    expect(leftovers()).toEqual([]);
    expect(fs.readdirSync(outer)).toEqual(['site']);
  }, 30_000);

  it('restores build/ from the former output of a build killed mid-swap (serve and build), and removes only dead builds\' folders', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const livePid = process.pid;
    const built = path.join(dir, 'build');
    const generation = expectComplete(built, 'before');
    // What a kill between the swap's two renames leaves, plus a half-written staging folder of another dead build.
    const old = `build.old-${deadPid}-${Date.now() - 5000}`;
    fs.renameSync(built, path.join(dir, old));
    write(`build.tmp-${deadPid}-${Date.now() - 4000}/index.html`, '<!doctype html><p>half');
    // Another build still running, and a folder of the user's that only looks like ours.
    const running = `build.tmp-${livePid}-${Date.now()}`;
    write(`${running}/index.html`, 'in progress');
    write('build.old-backup/keep.txt', 'mine\n');

    const serve = await startDocsGen(['serve', dir, '--port', '0']);
    try {
      expect(serve.stdout()).toMatch(/restored .*build\/ from .*build\.old-/);
      const home = await request(serve.url, '/');
      expect(home.status).toBe(200);
      expect(home.text).toContain(`Generation ${generation}`);
    } finally {
      await serve.stop();
    }
    expect(expectComplete(built, 'restored by serve')).toBe(generation);
    expect(fs.existsSync(path.join(dir, old))).toBe(false);

    // The same state again, this time met by a build: it restores, then swaps in the new output.
    fs.renameSync(built, path.join(dir, old));
    setGeneration(generation + 1);
    const result = await runDocsGenAsync(['build', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(expectComplete(built, 'next build')).toBe(generation + 1);
    expect(leftovers().sort()).toEqual(['build.old-backup', running].sort());
    expect(fs.readFileSync(path.join(dir, running, 'index.html'), 'utf8')).toBe('in progress');
    expect(fs.readFileSync(path.join(dir, 'build.old-backup', 'keep.txt'), 'utf8')).toBe('mine\n');
    fs.rmSync(path.join(dir, running), { recursive: true });
    fs.rmSync(path.join(dir, 'build.old-backup'), { recursive: true });
  }, 60_000);
});
