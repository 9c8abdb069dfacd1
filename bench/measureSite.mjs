// Times `docs-gen build` of one site three ways, each the median of `runs` builds:
//   cold       no cache anywhere: `--no-cache`, the site's cache folders and the builds' temporary folder
//              removed, the output folder set aside (bench/setAside.mjs);
//   unchanged  the cache filled by an earlier build, nothing changed;
//   edit       one page changed since the last build (a new paragraph each time), cache on.
// Builds run in their own process (bench/measure-build.mjs) with TMPDIR set to a folder the bench owns, so a
// site without node_modules keeps its cache there and a cold build can remove it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setAside } from './setAside.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const measureScript = path.join(root, 'bench', 'measure-build.mjs');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every place a build of `siteDir` may keep derived data between runs. */
function removeCaches(siteDir, tmpDir) {
  for (const dir of [path.join(siteDir, 'node_modules', '.cache'), path.join(siteDir, '.docs-gen'), tmpDir]) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(tmpDir, { recursive: true });
}

/** One build in a fresh process: wall time seen from here (process start included), peak RSS, stage times. */
export function buildOnce(siteDir, outDir, tmpDir, flags = []) {
  const start = performance.now();
  const result = spawnSync(process.execPath, [measureScript, siteDir, '-o', outDir, '--quiet', '--timings', ...flags], {
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: tmpDir, NO_COLOR: '1' },
  });
  const ms = performance.now() - start;
  let report;
  try {
    report = JSON.parse(result.stderr.trim().split('\n').pop());
  } catch {
    report = undefined;
  }
  if (result.status !== 0 || !report || report.exitCode !== 0) throw new Error(`build of ${siteDir} failed:\n${result.stdout}\n${result.stderr}`);
  return { ms, peakRssMb: report.peakRssMb, cpuMs: report.cpuMs, timings: report.timings ?? {} };
}

/** The median run of several (its stage times with it) and the highest peak RSS among them. */
function summarize(runs) {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  const mid = sorted[Math.floor(sorted.length / 2)];
  return { ms: mid.ms, timings: mid.timings, cpuMs: mid.cpuMs, peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)), all: runs.map((r) => r.ms) };
}

/**
 * Cold, unchanged and one-page-edit builds of `siteDir` into `outDir`. `editFile` (relative to the site) is
 * changed for the edit builds and restored afterwards; with `restore`, one more build leaves the output as
 * the unedited site's. `beforeCold` runs before each cold build (the reference build paired with it).
 */
export function measureSite({ siteDir, outDir, tmpDir, editFile, runs, restore = false, beforeCold = () => {}, onStep = () => {} }) {
  const cold = [];
  for (let i = 0; i < runs; i++) {
    beforeCold();
    onStep(`cold ${i + 1}/${runs}`);
    removeCaches(siteDir, tmpDir);
    setAside(outDir);
    cold.push(buildOnce(siteDir, outDir, tmpDir, ['--no-cache']));
  }
  onStep('filling the cache');
  buildOnce(siteDir, outDir, tmpDir);
  const warm = [];
  for (let i = 0; i < runs; i++) {
    onStep(`unchanged ${i + 1}/${runs}`);
    warm.push(buildOnce(siteDir, outDir, tmpDir));
  }
  const file = path.join(siteDir, editFile);
  const original = fs.readFileSync(file, 'utf8');
  const edit = [];
  try {
    for (let i = 0; i < runs; i++) {
      onStep(`one-page edit ${i + 1}/${runs}`);
      fs.writeFileSync(file, `${original}\n\nA paragraph added by the benchmark, edit number ${i}.\n`);
      edit.push(buildOnce(siteDir, outDir, tmpDir));
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  if (restore) buildOnce(siteDir, outDir, tmpDir);
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
  return { pages, cold: summarize(cold), warm: summarize(warm), edit: summarize(edit) };
}
