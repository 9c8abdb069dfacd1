// `npm run bench`: times `docs-gen build` cold (no cache anywhere), unchanged (cache on, nothing changed) and
// after a one-page edit, median of 3 each, with peak memory and each stage's share, on:
//   - synthetic sites of 130 and 1,000 pages (bench/synthesize.mjs),
//   - the OGC site (a temporary copy of site/ and docs-gen.config.ts: the repository is never written),
//   - a corpus shaped like real docs (bench/realistic.mjs),
// and, when `hugo` is on PATH, Hugo on the same synthetic 130 pages in the same run: docs-gen's times are
// printed as ratios to Hugo's, which a slow or busy machine slows alike. Then it checks the budgets, runs the
// other benches (OpenAPI, runtime sizes, progress display, dev), and exits 1 when any budget is missed.
//
// Environment, to run a subset:
//   BENCH_CASES       cases to build (default "synthetic,ogc,realistic")
//   BENCH_PAGES       synthetic sizes (default "130,1000")
//   BENCH_REAL_PAGES  pages of the realistic corpus (default 150)
//   BENCH_RUNS        builds per median (default 3)
//   BENCH_EXTRAS      other benches to run (default "openapi,sizes,search,linear,progress,dev-reload"; "" for none)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildWithHugo, findHugo, writeHugoProject } from './hugo.mjs';
import { buildOnce, measureSite, median } from './measureSite.mjs';
import { synthesizeRealisticSite } from './realistic.mjs';
import { synthesizeSite } from './synthesize.mjs';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const list = (value, fallback) => (value ?? fallback).split(',').map((s) => s.trim()).filter(Boolean);
const CASES = list(process.env.BENCH_CASES, 'synthetic,ogc,realistic');
const SIZES = list(process.env.BENCH_PAGES, '130,1000').map(Number);
const REAL_PAGES = Number(process.env.BENCH_REAL_PAGES ?? 150);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EXTRAS = list(process.env.BENCH_EXTRAS, 'openapi,sizes,search,linear,progress,dev-reload');
const HUGO_PAGES = 130;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const began = performance.now();
const work = fs.mkdtempSync(path.join(benchTempRoot(), 'docs-gen-bench-'));
const tmpDir = path.join(work, 'tmp');
process.on('exit', () => fs.rmSync(work, { recursive: true, force: true }));
// What is running now, on a terminal only: a log keeps just the results.
const live = process.stderr.isTTY;
const step = (label) => (what) => live && process.stderr.write(`\r\x1b[K  ${label}: ${what}`);
const endStep = () => live && process.stderr.write('\r\x1b[K');

const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
/** Other processes competing for the cores make every figure slower, Hugo's as well (not always alike). */
const busyNote = () => (os.loadavg()[0] > os.availableParallelism() + 0.5 ? ' (busy: the figures are not those of a quiet machine)' : '');
console.log(
  `docs-gen bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.availableParallelism()} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average ${load()}${busyNote()}; median of ${RUNS}; building in ${path.dirname(work)}`,
);
console.log("Times are wall times of the whole command; a stage's share is its time over that (compile and generators run side by side).");

/** A copy of the OGC site (its sources and config), so no build or edit touches the repository. */
function copyOgcSite() {
  const dir = path.join(work, 'sites', 'ogc');
  if (!fs.existsSync(dir)) {
    fs.cpSync(path.join(root, 'site'), path.join(dir, 'site'), { recursive: true });
    fs.copyFileSync(path.join(root, 'docs-gen.config.ts'), path.join(dir, 'docs-gen.config.ts'));
  }
  return dir;
}

/** The synthetic corpus of `pages` pages, written once per run. */
const synthetic = new Map();
function syntheticSite(pages) {
  if (!synthetic.has(pages)) {
    const dir = path.join(work, 'sites', `synthetic-${pages}`);
    synthesizeSite(dir, pages);
    synthetic.set(pages, dir);
  }
  return synthetic.get(pages);
}

// Hugo builds the synthetic 130 pages once before each cold build of every case, so each case is compared
// with Hugo runs made at the same time: the machine's load of the moment slows both.
const hugoVersion = findHugo();
const hugoRuns = [];
let hugoPages = 0;
let buildHugo = () => {};
if (hugoVersion) {
  const project = path.join(work, 'hugo');
  writeHugoProject(project, path.join(syntheticSite(HUGO_PAGES), 'docs'));
  buildHugo = () => {
    const run = buildWithHugo(project, path.join(work, 'out', 'hugo'), path.join(work, 'hugo-cache'));
    hugoPages = run.pages;
    hugoRuns.push(run.ms);
    return run.ms;
  };
  console.log(`Hugo ${hugoVersion.split(' ')[1] ?? hugoVersion} builds the synthetic ${HUGO_PAGES} pages before each cold build; ratios are to the median of the Hugo runs paired with the case`);
} else {
  console.log('Hugo is not on PATH: the ratios to Hugo and their budgets are skipped (apt-get install -y hugo).');
}

/** Each stage's time as a share of the build's wall time; stages that run side by side overlap. */
function shares(timings, wallMs) {
  return Object.entries(timings)
    .filter(([, ms]) => ms / wallMs >= 0.02)
    .sort((a, b) => b[1] - a[1])
    .map(([stage, ms]) => `${stage} ${Math.round((ms / wallMs) * 100)}%`)
    .join(' · ');
}

const results = {};
function runCase(name, title, options) {
  const paired = [];
  const result = measureSite({
    ...options,
    outDir: path.join(work, 'out', name),
    tmpDir,
    runs: RUNS,
    beforeCold: () => hugoVersion && paired.push(buildHugo()),
    onStep: step(name),
  });
  endStep();
  result.hugoMs = hugoVersion ? median(paired) : undefined;
  results[name] = result;
  const ratio = (ms) => (result.hugoMs ? `${(ms / result.hugoMs).toFixed(1)}× Hugo` : '');
  console.log(`\n${title} (${result.pages} HTML pages)${result.hugoMs ? `; Hugo ${HUGO_PAGES} pages in the same spell: ${seconds(result.hugoMs)}` : ''}`);
  for (const [label, m] of [['cold', result.cold], ['unchanged', result.warm], ['one-page edit', result.edit]]) {
    console.log(
      `  ${label.padEnd(14)} ${seconds(m.ms).padStart(8)}  ${ratio(m.ms).padEnd(12)}  peak ${String(m.peakRssMb).padStart(4)} MB  ` +
        `runs ${m.all.map((ms) => (ms / 1000).toFixed(2)).join('/')}  ${shares(m.timings, m.ms)}`,
    );
  }
}

if (CASES.includes('synthetic')) {
  for (const pages of SIZES) {
    runCase(`synthetic-${pages}`, `synthetic ${pages} pages`, { siteDir: syntheticSite(pages), editFile: 'docs/section-0/page-0.md' });
  }
}
if (CASES.includes('ogc')) {
  const siteDir = copyOgcSite();
  // Restored after the edits, so the runtime-size bench below measures the site as it is.
  runCase('ogc', 'OGC site (a copy of site/)', { siteDir, editFile: 'site/docs/virtual-machines/overview.mdx', restore: true });
}
if (CASES.includes('realistic')) {
  const siteDir = path.join(work, 'sites', 'realistic');
  const editFile = synthesizeRealisticSite(siteDir, REAL_PAGES);
  runCase('realistic', `realistic corpus, ${REAL_PAGES} MDX pages (code in several languages, tabs, admonitions, tables, components)`, { siteDir, editFile });
}

// Budgets: each needs the cases it compares; a budget whose case did not run is reported as skipped.
const checks = [];
function check(label, needs, test) {
  if (needs.some((n) => !n)) return checks.push({ label, verdict: 'skipped', detail: 'its cases did not run' });
  const { ok, detail } = test();
  checks.push({ label, verdict: ok ? 'pass' : 'FAIL', detail });
}
const s130 = results['synthetic-130'];
const s1000 = results['synthetic-1000'];
const ogc = results.ogc;
const hugoCheck = (label, r, times) =>
  hugoVersion
    ? check(label, [r], () => ({
        ok: r.cold.ms <= times * r.hugoMs,
        detail: `${seconds(r.cold.ms)} = ${(r.cold.ms / r.hugoMs).toFixed(1)}× Hugo's ${seconds(r.hugoMs)} (limit ${seconds(times * r.hugoMs)})`,
      }))
    : checks.push({ label, verdict: 'skipped', detail: 'Hugo is not on PATH' });
hugoCheck('synthetic 130 cold ≤ 3× Hugo 130', s130, 3);
hugoCheck('OGC site cold ≤ 4× Hugo 130', ogc, 4);
check('synthetic 1,000 cold ≤ 8× synthetic 130 cold', [s130, s1000], () => ({
  ok: s1000.cold.ms <= 8 * s130.cold.ms,
  detail: `${seconds(s1000.cold.ms)} = ${(s1000.cold.ms / s130.cold.ms).toFixed(1)}× (limit ${seconds(8 * s130.cold.ms)})`,
}));
const peak = (r) => Math.max(r.cold.peakRssMb, r.warm.peakRssMb, r.edit.peakRssMb);
check('peak RSS at 130 pages ≤ 300 MB', [s130], () => ({ ok: peak(s130) <= 300, detail: `${peak(s130)} MB` }));
check('peak RSS at 1,000 pages ≤ 800 MB', [s1000], () => ({ ok: peak(s1000) <= 800, detail: `${peak(s1000)} MB` }));
check('OGC site unchanged rebuild ≤ 25% of its cold build', [ogc], () => ({
  ok: ogc.warm.ms <= 0.25 * ogc.cold.ms,
  detail: `${seconds(ogc.warm.ms)} = ${Math.round((ogc.warm.ms / ogc.cold.ms) * 100)}% of ${seconds(ogc.cold.ms)}`,
}));

console.log('\nbudgets');
for (const c of checks) console.log(`  ${c.verdict.padEnd(7)} ${c.label.padEnd(52)} ${c.detail}`);
let failed = checks.some((c) => c.verdict === 'FAIL');

const EXTRA_FILES = { openapi: 'openapi.mjs', sizes: 'sizes.mjs', search: 'search.mjs', linear: 'linear.mjs', progress: 'progress.mjs', 'dev-reload': 'dev-reload.mjs' };
for (const extra of EXTRAS) {
  const file = path.join(root, 'bench', EXTRA_FILES[extra] ?? extra);
  if (!fs.existsSync(file)) {
    console.log(`\n${extra}: no such bench`);
    failed = true;
    continue;
  }
  console.log('');
  const env = { ...process.env };
  const args = [file];
  if (extra === 'sizes') {
    // The runtime sizes of the OGC site as built above (a copy, into a temporary folder), never the repository's.
    let outDir = path.join(work, 'out', 'ogc');
    if (!ogc) {
      outDir = path.join(work, 'out', 'sizes');
      buildOnce(copyOgcSite(), outDir, tmpDir);
    }
    args.push(outDir);
  }
  if (extra === 'dev-reload' && ogc) env.BENCH_DEV_READY_BUDGET_MS = String(Math.round(ogc.warm.ms));
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root, env });
  failed ||= result.status !== 0;
}

const hugoAll = hugoRuns.length ? `; Hugo ${HUGO_PAGES} pages: median ${seconds(median(hugoRuns))} of ${hugoRuns.length} runs (${hugoPages} HTML pages)` : '';
console.log(`\n${failed ? 'some budgets were missed' : 'every budget was met'}; ${Math.round((performance.now() - began) / 1000)} s in all${hugoAll}; load average now ${load()}${busyNote()}`);
process.exitCode = failed ? 1 : 0;
