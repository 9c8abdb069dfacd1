// Builds the API reference of GitHub's REST API description (about 1,200 operations, from the
// `@octokit/openapi` package) with default link checking, against the third-party-description budgets:
// build time ≤ 6× Hugo's for as many Markdown pages in the same run, peak RSS ≤ 1 GB, output ≤ 60 MB,
// every page ≤ 40 KB of HTML, and operations found in search by method and path, operationId and summary.
// The times are medians of BENCH_RUNS (default 3) builds of each, alternated.
// The package is installed on demand into a cache folder outside the repository (it is not a dependency).
// Exits 1 when a budget is missed. `OCTOKIT_OPENAPI` names another version; `BENCH_KEEP=1` keeps the site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from './measureSite.mjs';
import { setAside } from './setAside.mjs';
import { engineOverIndex } from './searchEngine.mjs';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const VERSION = process.env.OCTOKIT_OPENAPI ?? '23';
const CACHE = path.join(os.tmpdir(), 'docs-gen-bench-octokit');
const HUGO = process.env.HUGO ?? '/usr/bin/hugo';
const BUDGETS = { hugoFactor: 6, rssMb: 1024, outputMb: 60, pageKb: 40 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The description's file, installing the package into the cache folder first when it is not there. */
function githubDescription() {
  const file = path.join(CACHE, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
  if (!fs.existsSync(file)) {
    console.log(`installing @octokit/openapi@${VERSION} into ${CACHE} …`);
    fs.mkdirSync(CACHE, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--no-save', `@octokit/openapi@${VERSION}`], { stdio: 'inherit' });
    if (result.status !== 0 || !fs.existsSync(file)) throw new Error(`could not install @octokit/openapi@${VERSION}`);
  }
  return file;
}

/** A site with one home page and the description as its API reference; every link check at its default. */
function writeSite(dir, description) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'index.md'), '---\ntitle: Home\n---\n\nThe [GitHub REST API](/api/overview/).\n');
  // A site reads only files inside its folder.
  fs.copyFileSync(description, path.join(dir, 'api.github.com.json'));
  const config = { title: 'GitHub REST API', url: 'https://docs.example.com', openapi: { file: 'api.github.com.json', routeBasePath: '/api' } };
  fs.writeFileSync(path.join(dir, 'docs-gen.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
}

function measureDocsGen(dir) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', 'measure-build.mjs'), dir, '--no-cache'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const last = result.stderr.trim().split('\n').pop();
  let measured;
  try {
    measured = JSON.parse(last);
  } catch {
    measured = undefined;
  }
  if (!measured || measured.exitCode !== 0) throw new Error(`docs-gen build failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  return measured;
}

/** Every file below a folder with its size. */
function filesOf(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    out.push({ file, bytes: fs.statSync(file).size });
  }
  return out;
}

/** A Hugo project of `pages` trivial Markdown pages with a minimal template: the yardstick of the time budget. */
function writeHugoProject(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  const content = path.join(dir, 'content', 'pages');
  const layouts = path.join(dir, 'layouts', '_default');
  fs.mkdirSync(content, { recursive: true });
  fs.mkdirSync(layouts, { recursive: true });
  fs.writeFileSync(path.join(dir, 'hugo.toml'), "baseURL = 'https://example.com/'\ntitle = 'Bench'\ndisableKinds = ['taxonomy', 'term', 'RSS']\n");
  const page = '<!doctype html><html><head><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main></body></html>\n';
  fs.writeFileSync(path.join(layouts, 'single.html'), page);
  fs.writeFileSync(path.join(layouts, 'list.html'), page.replace('{{ .Content }}', '{{ range .Pages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}'));
  for (let i = 0; i < pages; i++) {
    fs.writeFileSync(path.join(content, `page-${i}.md`), `---\ntitle: Page ${i}\n---\n\n## Section\n\nSome *text* with a [link](https://example.com/${i}) and \`code\`.\n\n- one\n- two\n`);
  }
}

/** One Hugo build of the project, in milliseconds. */
function timeHugo(dir) {
  setAside(path.join(dir, 'public'), path.join(path.dirname(dir), '.set-aside'));
  const start = performance.now();
  const result = spawnSync(HUGO, ['--quiet', '--source', dir, '--destination', path.join(dir, 'public')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`hugo failed:\n${result.stderr}`);
  return performance.now() - start;
}

/**
 * The search check runs the site's own search engine (bundled from its source for Node) on the built index:
 * each query must bring the operation's page into the top 3.
 */
async function searchChecks(outDir, description, work) {
  const doc = JSON.parse(fs.readFileSync(description, 'utf8'));
  const op = doc.paths['/repos/{owner}/{repo}/issues']?.post;
  const cases = [
    ['method and path', 'POST /repos/{owner}/{repo}/issues', 'issues/create'],
    ['operationId', 'issues/create', 'issues/create'],
    ['summary', op?.summary ?? 'Create an issue', 'issues/create'],
    ['method and path', 'GET /user/repos', 'repos/list-for-authenticated-user'],
  ];
  // The index is a manifest and the chunks it names, beside it; the engine loads the chunks a query needs.
  const searchDir = path.join(outDir, 'assets', 'search');
  const engine = await engineOverIndex(path.join(searchDir, fs.readdirSync(searchDir).find((name) => /^manifest\..*\.json$/.test(name))));
  const results = [];
  for (const [kind, query, operationId] of cases) {
    const route = `/api/${operationId.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}/`;
    const top = (await engine.search(query)).pages.slice(0, 3).map((p) => p.url);
    results.push({ kind, query, route, found: top.some((url) => url.split('#')[0] === route), top });
  }
  return results;
}

const work = fs.mkdtempSync(path.join(benchTempRoot(), 'docs-gen-bench-github-'));
let failed = false;
const line = (label, value, budget, ok) => {
  failed ||= !ok;
  console.log(`  ${label.padEnd(28)} ${value.padStart(12)}   budget ${budget.padEnd(12)} ${ok ? 'pass' : 'FAIL'}`);
};
try {
  const description = githubDescription();
  const site = path.join(work, 'site');
  writeSite(site, description);
  // Each docs-gen build is followed by a Hugo build of as many pages, and the budget compares the medians: a
  // busy spell of the machine slows both alike, where one run of each compared the spells as much as the tools.
  const outDir = path.join(site, 'build');
  const hugoDir = path.join(work, 'hugo');
  const runs = [];
  const hugoRuns = [];
  for (let i = 0; i < RUNS; i++) {
    setAside(outDir, path.join(work, '.set-aside'));
    runs.push(measureDocsGen(site));
    if (i === 0) writeHugoProject(hugoDir, filesOf(outDir).filter((f) => f.file.endsWith(`${path.sep}index.html`)).length);
    hugoRuns.push(timeHugo(hugoDir));
  }
  const files = filesOf(outDir);
  const pages = files.filter((f) => f.file.endsWith(`${path.sep}index.html`));
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const outputMb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024 / 1024;
  const ms = median(runs.map((r) => r.ms));
  const hugoMs = median(hugoRuns);
  const peakRssMb = Math.max(...runs.map((r) => r.peakRssMb));
  const seconds = (values) => values.map((v) => (v / 1000).toFixed(2)).join('/');

  console.log(`GitHub REST API (@octokit/openapi@${VERSION}): ${pages.length} pages; median of ${RUNS}; building in ${path.dirname(work)}`);
  line('build time', `${(ms / 1000).toFixed(2)} s`, `≤ ${BUDGETS.hugoFactor}× Hugo`, ms <= BUDGETS.hugoFactor * hugoMs);
  console.log(`  ${'  Hugo, same page count'.padEnd(28)} ${`${(hugoMs / 1000).toFixed(2)} s`.padStart(12)}   ratio ${(ms / hugoMs).toFixed(1)}×`);
  console.log(`    (runs: docs-gen ${seconds(runs.map((r) => r.ms))} s, Hugo after each ${seconds(hugoRuns)} s)`);
  line('peak RSS', `${peakRssMb} MB`, `≤ ${BUDGETS.rssMb} MB`, peakRssMb <= BUDGETS.rssMb);
  line('output', `${outputMb.toFixed(1)} MB`, `≤ ${BUDGETS.outputMb} MB`, outputMb <= BUDGETS.outputMb);
  line('largest page', `${(largest.bytes / 1024).toFixed(1)} KB`, `≤ ${BUDGETS.pageKb} KB`, largest.bytes <= BUDGETS.pageKb * 1024);
  const over = pages.filter((p) => p.bytes > BUDGETS.pageKb * 1024).length;
  console.log(`    (${path.relative(outDir, largest.file)}; ${over} of ${pages.length} pages over ${BUDGETS.pageKb} KB)`);
  for (const check of await searchChecks(outDir, description, work)) {
    line(`search by ${check.kind}`, check.found ? 'found' : 'not found', 'top 3', check.found);
    if (!check.found) console.log(`    "${check.query}" → ${check.top.join(', ') || 'nothing'} (expected ${check.route})`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
