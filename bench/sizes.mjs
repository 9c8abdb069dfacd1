// Size and speed report of the browser runtime on a built site (issue 6 budgets):
//   JavaScript loaded with a page          ≤ 10 KB gzipped (script files it imports + inline scripts)
//   search code + index on first open      ≤ 80 KB gzipped
//   one search query                       ≤ 5 ms
// Usage: node bench/sizes.mjs [build dir, default build/] [--build]. The real site is built first when the
// folder has no index.html, or always with --build. Exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadEngineModule } from './searchEngine.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const outDir = path.resolve(root, args.find((a) => !a.startsWith('--')) ?? 'build');
const BUDGETS = { pageJs: 10 * 1024, search: 80 * 1024, queryMs: 5 };

/** Queries a reader types (the last word still a prefix), over guides, CLI and API pages. */
const QUERIES = [
  'h100 drivers', 'list vms', '--sku', 'kubeconfig', 'auto scaling', '2fa', 'billing agreement', 'POST /vms',
  'fabric manager', 'init script', 'rclone', 'qdrant', 'llama 405b', 'stable diffusion', 'node selector',
  'recovery codes', 'invoice', 'ssh key', 'suspend vm', 'delete cluster', 'exit codes', 'chat completions',
  'scale to zero', 'kubernets billing', 'k', 'ku', 'kub', 'nvidia driver debian', 'presigned url', 'terms of service',
];

function ensureBuilt() {
  if (!args.includes('--build') && fs.existsSync(path.join(outDir, 'index.html'))) return;
  console.log(`building the site into ${path.relative(root, outDir) || '.'} …`);
  const result = spawnSync(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', root, '--out-dir', outDir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}

const gz = (contents) => gzipSync(contents, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Static and dynamic imports of an esbuild ESM chunk, as paths relative to the chunk. */
function importsOf(code) {
  const statics = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]);
  const dynamics = [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) => m[1]);
  return { statics, dynamics };
}

/** Every file a module pulls in statically (itself included), and the dynamic imports found on the way. */
function closure(file, seen = new Set(), lazy = new Set()) {
  if (seen.has(file)) return { seen, lazy };
  seen.add(file);
  const { statics, dynamics } = importsOf(fs.readFileSync(file, 'utf8'));
  for (const dep of dynamics) lazy.add(path.resolve(path.dirname(file), dep));
  for (const dep of statics) closure(path.resolve(path.dirname(file), dep), seen, lazy);
  return { seen, lazy };
}

function measurePage(html) {
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no module script in index.html');
  const main = path.join(outDir, src.replace(/^\/+/, ''));
  const { seen: pageFiles, lazy } = closure(main);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const files = [...pageFiles].map((f) => ({ name: path.relative(outDir, f), size: gz(fs.readFileSync(f)) }));
  return { files, inline: gz(inline), pageFiles, lazy };
}

/**
 * What opening search loads: the dialog's code, the index manifest, and the chunks it loads with it (a small
 * site's term chunks, see SearchEngine.warm). Later queries load the fragment chunks of the pages they show.
 */
function measureSearch(html, pageFiles, lazy) {
  const searchFiles = new Set();
  // The search dialog's chunk (src/client/search/dialog.ts); other lazily loaded chunks, such as the one that
  // draws diagrams, serve other needs.
  const dialogs = [...lazy].filter((file) => path.basename(file).startsWith('dialog.'));
  if (dialogs.length !== 1) throw new Error(`expected one search dialog chunk among ${[...lazy].map((f) => path.basename(f)).join(', ')}`);
  for (const f of closure(dialogs[0]).seen) if (!pageFiles.has(f)) searchFiles.add(f);
  const indexUrl = /data-search-index="([^"]+)"/.exec(html)?.[1];
  if (!indexUrl) throw new Error('no search button with data-search-index in index.html');
  const manifestFile = path.join(outDir, indexUrl.replace(/^\/+/, ''));
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const warm = (list) => (list.length <= 4 ? list.map(([, file]) => path.join(path.dirname(manifestFile), file)) : []);
  const opened = [...searchFiles, manifestFile, ...warm(manifest.terms), ...warm(manifest.fragments)];
  const files = opened.map((f) => ({ name: path.relative(outDir, f), size: gz(fs.readFileSync(f)) }));
  return { files, manifestFile };
}

/** The engine the dialog uses, bundled for Node, timed on the built index once its chunks are in: median of 21 runs per query. */
async function measureQueries(manifestFile) {
  const { createSearchEngine } = await loadEngineModule();
  const loadStart = performance.now();
  const engine = createSearchEngine(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), async (file) =>
    JSON.parse(fs.readFileSync(path.join(path.dirname(manifestFile), file), 'utf8')),
  );
  for (const q of QUERIES) await engine.search(q);
  const loadMs = performance.now() - loadStart;
  const times = [];
  for (const query of QUERIES) {
    const runs = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      await engine.search(query);
      runs.push(performance.now() - start);
    }
    times.push({ query, ms: runs.sort((a, b) => a - b)[10] });
  }
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const mean = times.reduce((sum, t) => sum + t.ms, 0) / times.length;
  return { loadMs, slowest, mean };
}

ensureBuilt();
const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
const page = measurePage(html);
const search = measureSearch(html, page.pageFiles, page.lazy);
const queries = await measureQueries(search.manifestFile);

const pageTotal = page.files.reduce((n, f) => n + f.size, 0) + page.inline;
const searchTotal = search.files.reduce((n, f) => n + f.size, 0);
const rows = [
  ['page JS (gzipped)', pageTotal, BUDGETS.pageJs, [...page.files.map((f) => `${f.name} ${kb(f.size)}`), `inline scripts ${kb(page.inline)}`]],
  ['search code + index (gzipped)', searchTotal, BUDGETS.search, search.files.map((f) => `${f.name} ${kb(f.size)}`)],
];
let failed = false;
console.log(`runtime sizes of ${path.relative(root, outDir) || '.'}/`);
for (const [label, size, budget, parts] of rows) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`  ${label.padEnd(31)} ${kb(size).padStart(8)}  budget ${kb(budget)}: ${ok ? 'met' : 'MISSED'}   (${parts.join(', ')})`);
}
const queryOk = queries.slowest.ms <= BUDGETS.queryMs;
failed ||= !queryOk;
console.log(
  `  ${'search query'.padEnd(31)} ${`${queries.slowest.ms.toFixed(2)} ms`.padStart(8)}  budget ${BUDGETS.queryMs} ms: ${queryOk ? 'met' : 'MISSED'}` +
    `   (slowest of ${QUERIES.length}: "${queries.slowest.query}"; mean ${queries.mean.toFixed(2)} ms; chunks loaded by all queries in ${queries.loadMs.toFixed(0)} ms)`,
);
process.exitCode = failed ? 1 : 0;
