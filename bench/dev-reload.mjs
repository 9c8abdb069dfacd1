// Measures `docs-gen dev` on a temporary copy of this repository's site (the repository is never written):
//   - ready time: from starting `docs-gen dev` to it serving, first with no cache (a fresh copy), then with
//     the cache the first run left (median of three starts). Budget: that ≤ an unchanged rebuild of the site (the
//     `BENCH_DEV_READY_BUDGET_MS` the caller measured, else the median of three unchanged `docs-gen build`s timed here);
//   - live reload: from writing a page to the reload message reaching a WebSocket client, median of
//     `BENCH_DEV_EDITS` edits. Budget: ≤ 100 ms.
//   - a page added, then removed: from writing (deleting) it to the reload message, median of `BENCH_DEV_ADDS`
//     of each (no budget: the site's routes change, so sidebars and every link are made again).
// `BENCH_DEV_SYNTHETIC=10000` measures the synthetic pages of bench/synthesize.mjs instead of the OGC site.
// Exits 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BUDGET_MS = 100;
const EDITS = Number(process.env.BENCH_DEV_EDITS ?? 15);
const ADDS = Number(process.env.BENCH_DEV_ADDS ?? 5);
const SYNTHETIC = Number(process.env.BENCH_DEV_SYNTHETIC ?? 0);
const PAGE = process.env.BENCH_DEV_PAGE ?? (SYNTHETIC ? 'docs/section-0/page-0.md' : 'site/docs/virtual-machines/overview.mdx');
const SITE = SYNTHETIC ? `${SYNTHETIC} synthetic pages` : 'the OGC site';

// The copy, its build output and the temporary folder of the processes started here (where a site without
// node_modules keeps its cache) all live in one folder, removed at the end.
const work = fs.mkdtempSync(path.join(benchTempRoot(), 'docs-gen-dev-bench-'));
const env = { ...process.env, TMPDIR: path.join(work, 'tmp') };
fs.mkdirSync(env.TMPDIR);

async function copySite() {
  const dir = path.join(work, 'site-copy');
  if (SYNTHETIC) {
    const { synthesizeSite } = await import('./synthesize.mjs');
    synthesizeSite(dir, SYNTHETIC);
    return dir;
  }
  fs.cpSync(path.join(root, 'site'), path.join(dir, 'site'), { recursive: true });
  fs.copyFileSync(path.join(root, 'docs-gen.config.ts'), path.join(dir, 'docs-gen.config.ts'));
  return dir;
}

/** Starts dev and resolves with its URL once it prints it (after the first build and the watcher are ready). */
function startDev(dir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'dev', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  child.stderr.on('data', () => {}); // broken-link warnings and the like: not what is measured
  const url = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (process.env.BENCH_DEV_VERBOSE) process.stdout.write(chunk);
      output += chunk;
      const match = /serving (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], readyMs: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`dev exited (${code}) before serving:\n${output}`)));
  });
  return { child, url };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function stopDev(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Unchanged `docs-gen build`s of the copy (its cache filled by dev): the median wall time of three, in ms, as dev's ready time is a median of three. */
function unchangedRebuildMs(dir) {
  const out = path.join(work, 'out');
  const run = () => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', dir, '-o', out, '--quiet'], { encoding: 'utf8', env });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
    return performance.now() - start;
  };
  run(); // dev filled the compile cache; this first build fills what only a build caches
  return median([run(), run(), run()]);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const dir = await copySite();
let child;
try {
  const cold = startDev(dir);
  child = cold.child;
  const { readyMs: coldReadyMs } = await cold.url;
  await stopDev(child); // saves the compile cache, as a person stopping dev does

  // The start with a cache, median of three: one start is as noisy as one build, and the budget is a median.
  const readyTimes = [];
  for (let i = 0; i < 2; i++) {
    const start = startDev(dir);
    child = start.child;
    readyTimes.push((await start.url).readyMs);
    await stopDev(child);
  }
  const warm = startDev(dir);
  child = warm.child;
  const { url, readyMs: lastReadyMs } = await warm.url;
  readyTimes.push(lastReadyMs);
  const readyMs = median(readyTimes);
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}__docs-gen/reload`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  // Let the background warm-up of the compiler finish, as it would before a person's first save.
  await new Promise((r) => setTimeout(r, 1500));

  const file = path.join(dir, PAGE);
  const original = fs.readFileSync(file, 'utf8');
  const times = [];
  for (let i = 0; i < EDITS; i++) {
    const message = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    const start = performance.now();
    fs.writeFileSync(file, `${original}\nEdited paragraph number ${i}.\n`);
    const reply = await message;
    const ms = performance.now() - start;
    if (reply.type !== 'reload') throw new Error(`expected a reload message, got ${JSON.stringify(reply)}`);
    times.push(ms);
    await new Promise((r) => setTimeout(r, 150));
  }
  const route = PAGE.replace(/^(site\/)?docs\//, '').replace(/\.mdx?$/, '/');
  const html = await (await fetch(new URL(route, url))).text();
  if (!html.includes(`Edited paragraph number ${EDITS - 1}.`)) throw new Error('the page did not show the last edit');

  // A page added beside the edited one, then removed: the routes change, so dev crawls the folders again.
  const added = path.join(path.dirname(file), 'bench-added-page.md');
  const reloaded = async (write) => {
    const message = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    const start = performance.now();
    write();
    const reply = await message;
    if (reply.type !== 'reload') throw new Error(`expected a reload message, got ${JSON.stringify(reply)}`);
    const ms = performance.now() - start;
    await new Promise((r) => setTimeout(r, 300));
    return ms;
  };
  const addTimes = [];
  const removeTimes = [];
  for (let i = 0; i < ADDS; i++) {
    addTimes.push(await reloaded(() => fs.writeFileSync(added, `# Added page ${i}\n\nWritten while dev runs.\n`)));
    removeTimes.push(await reloaded(() => fs.rmSync(added)));
  }
  ws.close();

  await stopDev(child);

  const readyBudgetMs = Number(process.env.BENCH_DEV_READY_BUDGET_MS) || unchangedRebuildMs(dir);
  const fmt = (n) => `${Math.round(n)} ms`;
  const readyOk = readyMs <= readyBudgetMs;
  console.log(
    `dev ready on ${SITE}  first start (no cache) ${seconds(coldReadyMs)}, next starts ${seconds(readyMs)} (median of ${readyTimes.map(seconds).join(', ')})  ` +
      `budget ≤ unchanged rebuild ${seconds(readyBudgetMs)}: ${readyOk ? 'met' : 'MISSED'}`,
  );
  const med = median(times);
  const reloadOk = med <= BUDGET_MS;
  console.log(
    `dev reload on ${SITE} (one-page edit → reload message, ${EDITS} edits of ${PAGE}): median ${fmt(med)}, ` +
      `min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))}; budget ${BUDGET_MS} ms: ${reloadOk ? 'met' : 'MISSED'}`,
  );
  console.log(
    `dev reload on ${SITE} after a page is added / removed (${ADDS} of each): median ${fmt(median(addTimes))} / ${fmt(median(removeTimes))}, ` +
      `max ${fmt(Math.max(...addTimes))} / ${fmt(Math.max(...removeTimes))}`,
  );
  process.exitCode = readyOk && reloadOk ? 0 : 1;
} finally {
  if (child) await stopDev(child);
  fs.rmSync(work, { recursive: true, force: true });
}
