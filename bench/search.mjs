// Search at scale: builds synthetic sites of 1,000 and 10,000 pages (bench/synthesize.mjs) and measures, on the
// larger one, what the first query of a reader costs with the chunked index:
//   first query downloads (search code + manifest + chunks, gzipped)  ≤ 150 KB
//   first query answers (manifest parsed, chunks decoded, results)    ≤ 50 ms of the querying thread's CPU
//   10,000-page build                                                 ≤ 12 × the 1,000-page build
// It also prints the same figures for the repository's own site when `build/` is there. Exits 1 on a miss.
// BENCH_SEARCH_PAGES=1000,10000 sets the sizes (the last one is measured); BENCH_SEARCH_KEEP=1 keeps the sites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { loadEngineModule } from './searchEngine.mjs';
import { synthesizeSite } from './synthesize.mjs';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sizes = (process.env.BENCH_SEARCH_PAGES ?? '1000,10000').split(',').map(Number);
const BUDGETS = { firstQueryBytes: 150 * 1024, firstQueryMs: 50, buildRatio: 12 };
/** What a reader types on the synthetic site: single words, pairs, a page's own name, a word being typed. */
const SYNTHETIC_QUERIES = ['gpu', 'cluster node', 'token latency', 'page 1234', 'topic 3 of page 8123', 'invoice sched', 'checkpoint dataset model', 'run.sh'];
const SITE_QUERIES = ['h100 drivers', 'rate limit', '2.49', 'POST /vms', '--sku', 'kubeconf'];
const RUNS = 5;

const gz = (data) => zlib.gzipSync(data).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function measureBuild(dir) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', 'measure-build.mjs'), dir, '--no-cache'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = result.stderr.trim().split('\n').pop();
  try {
    const figures = JSON.parse(line);
    if (figures.exitCode) throw new Error(`exit code ${figures.exitCode}`);
    return figures;
  } catch {
    throw new Error(`build of ${dir} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`);
  }
}

/** A script and the chunks it imports statically (what loads with it), by file path. */
function closure(file, seen = new Set()) {
  if (seen.has(file) || !fs.existsSync(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) closure(path.join(path.dirname(file), m[1]), seen);
  return seen;
}

/** The gzipped bytes of the search code a page loads on first use: the dialog chunk and what only it imports. */
function searchCodeBytes(outDir, html) {
  const main = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  const js = path.join(outDir, 'assets', 'js');
  const dialog = fs.existsSync(js) ? fs.readdirSync(js).find((f) => /^dialog\.[^/]+\.js$/.test(f)) : undefined;
  if (!main || !dialog) return 0;
  const page = closure(path.join(outDir, main.replace(/^\/+/, '')));
  return [...closure(path.join(js, dialog))].filter((f) => !page.has(f)).reduce((n, f) => n + gz(fs.readFileSync(f)), 0);
}

/** The home page, or the first page found (synthetic sites have no home page). */
function anyPage(dir) {
  if (fs.existsSync(path.join(dir, 'index.html'))) return path.join(dir, 'index.html');
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') {
      const found = anyPage(path.join(dir, entry.name));
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Each query from a cold engine (a new one: the manifest parsed, its chunks read from disk, parsed and decoded),
 * as a reader's first query: the gzipped bytes it fetched, and the median time of RUNS runs. The time judged is
 * the CPU time of the thread that runs the query (the work is synchronous but for the reads): the answer is
 * there when that thread is done. The wall time also counts other processes' turns on a shared machine, and the
 * process's CPU time also counts V8's compiler and garbage-collector threads, which run beside the query on
 * the other core and were over half of it. All three are printed.
 */
async function measureQueries(outDir, queries, createSearchEngine) {
  const html = fs.readFileSync(anyPage(outDir), 'utf8');
  const url = /data-search-index="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error(`${outDir}: its pages have no search button`);
  const manifestPath = path.join(outDir, url.replace(/^\/+/, ''));
  const dir = path.dirname(manifestPath);
  const code = searchCodeBytes(outDir, html);
  const manifestBytes = gz(fs.readFileSync(manifestPath));
  const results = [];
  for (const query of queries) {
    const times = [];
    const cpuTimes = [];
    const threadTimes = [];
    let fetched = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const files = [];
      const start = performance.now();
      const cpu = process.cpuUsage();
      const thread = threadCpuMs();
      const engine = createSearchEngine(JSON.parse(fs.readFileSync(manifestPath, 'utf8')), async (file) => {
        files.push(file);
        return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      });
      total = (await engine.search(query)).total;
      threadTimes.push(threadCpuMs() - thread);
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      fetched = files;
    }
    const bytes = code + manifestBytes + fetched.reduce((n, f) => n + gz(fs.readFileSync(path.join(dir, f))), 0);
    const median = (list) => list.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    results.push({ query, bytes, files: fetched.length + 1, ms: median(threadTimes), processMs: median(cpuTimes), wallMs: median(times), total });
  }
  const files = fs.readdirSync(dir);
  return { results, code, manifestBytes, chunkFiles: files.length, indexBytes: files.reduce((n, f) => n + gz(fs.readFileSync(path.join(dir, f))), 0) };
}

/**
 * This thread's CPU time in milliseconds, from Linux's scheduler statistics (nanoseconds on the CPU); where there
 * are none, the process's CPU time.
 */
function threadCpuMs() {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

function printQueries({ results, code, manifestBytes, chunkFiles, indexBytes }, budgets) {
  console.log(`  index: ${chunkFiles} files, ${kb(indexBytes)} gzipped in all; manifest ${kb(manifestBytes)}, search code ${kb(code)}`);
  for (const r of results) {
    console.log(
      `  ${JSON.stringify(r.query).padEnd(26)} ${kb(r.bytes).padStart(9)} in ${String(r.files).padStart(2)} files  ${`${r.ms.toFixed(1)} ms`.padStart(9)} (process CPU ${r.processMs.toFixed(1)} ms, wall ${r.wallMs.toFixed(1)} ms)  ${r.total} pages`,
    );
  }
  const heaviest = results.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  if (!budgets) return true;
  const bytesOk = heaviest.bytes <= budgets.firstQueryBytes;
  const msOk = slowest.ms <= budgets.firstQueryMs;
  console.log(`  first query download: ${kb(heaviest.bytes)} (${JSON.stringify(heaviest.query)}), budget ${kb(budgets.firstQueryBytes)}: ${bytesOk ? 'met' : 'MISSED'}`);
  console.log(`  first query time: ${slowest.ms.toFixed(1)} ms of its thread's CPU (${JSON.stringify(slowest.query)}), budget ${budgets.firstQueryMs} ms: ${msOk ? 'met' : 'MISSED'}`);
  return bytesOk && msOk;
}

const { createSearchEngine } = await loadEngineModule();
let failed = false;
const builds = [];
for (const pages of sizes) {
  const dir = path.join(benchTempRoot(), `docs-gen-bench-search-${pages}`);
  synthesizeSite(dir, pages);
  const figures = measureBuild(dir);
  builds.push({ pages, dir, ...figures });
  console.log(`search bench: ${pages} pages built in ${(figures.ms / 1000).toFixed(1)} s (peak ${figures.peakRssMb} MB)`);
}
if (builds.length >= 2) {
  const [small, large] = [builds[0], builds[builds.length - 1]];
  const ratio = large.ms / small.ms;
  const ok = ratio <= BUDGETS.buildRatio;
  failed ||= !ok;
  console.log(`  ${large.pages}-page build: ${ratio.toFixed(1)} × the ${small.pages}-page build, budget ${BUDGETS.buildRatio} ×: ${ok ? 'met' : 'MISSED'}`);
}
const largest = builds[builds.length - 1];
if (largest) {
  console.log(`search at ${largest.pages} pages, each query from a cold engine (median of ${RUNS}):`);
  failed ||= !printQueries(await measureQueries(path.join(largest.dir, 'build'), SYNTHETIC_QUERIES, createSearchEngine), BUDGETS);
}
if (!process.env.BENCH_SEARCH_KEEP) for (const b of builds) fs.rmSync(b.dir, { recursive: true, force: true });

const siteBuild = path.join(root, 'build');
if (fs.existsSync(path.join(siteBuild, 'index.html'))) {
  console.log('search on this repository\'s site (build/), for comparison:');
  printQueries(await measureQueries(siteBuild, SITE_QUERIES, createSearchEngine));
}
process.exitCode = failed ? 1 : 0;
