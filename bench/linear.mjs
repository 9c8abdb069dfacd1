// Output that grows linearly with pages (issue 13): builds a 1,224-operation API reference (1,225 API pages, one
// sidebar) and synthetic docs sites of 1,000 and 10,000 pages, and checks the budgets:
//   every page of the API reference ≤ 40 KB of HTML;
//   1,000 → 10,000 synthetic pages: output ≤ 11× and peak RSS ≤ 3×.
// Prints each figure with pass/fail and exits 1 on a miss. `BENCH_OPENAPI=path.json|yaml` measures another API
// description instead of the synthetic one (GitHub's, say); `BENCH_LINEAR_PAGES=1000,10000` changes the sizes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeApiSite } from './openapi.mjs';
import { synthesizeSite } from './synthesize.mjs';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PAGE_BUDGET = 40 * 1024;
const OUTPUT_RATIO = 11;
const RSS_RATIO = 3;
const [small, large] = (process.env.BENCH_LINEAR_PAGES ?? '1000,10000').split(',').map(Number);

function build(dir) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', 'measure-build.mjs'), dir, '--no-cache'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  try {
    const measured = JSON.parse(result.stderr.trim().split('\n').pop());
    if (measured.exitCode !== 0) throw new Error(`exit ${measured.exitCode}`);
    return measured;
  } catch {
    throw new Error(`build of ${dir} failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  }
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const bytesUnder = (dir) => [...filesUnder(dir)].reduce((sum, file) => sum + fs.statSync(file).size, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok) => (ok ? 'met' : 'MISSED');

/** The sidebar's share of a page: its docs <nav>. */
function sidebarBytes(html) {
  const start = html.indexOf('<nav class="sidebar-nav"');
  return start < 0 ? 0 : html.indexOf('</nav>', start) - start;
}

let failed = false;
const tmp = fs.mkdtempSync(path.join(benchTempRoot(), 'docs-gen-bench-linear-'));
try {
  // The API reference: every page's HTML, the largest pages and what their sidebar takes of them.
  const apiDir = path.join(tmp, 'api');
  writeApiSite(apiDir, 1224);
  if (process.env.BENCH_OPENAPI) {
    const file = path.resolve(process.env.BENCH_OPENAPI);
    fs.copyFileSync(file, path.join(apiDir, `openapi${path.extname(file)}`));
    fs.rmSync(path.join(apiDir, 'openapi.yaml'));
    fs.writeFileSync(
      path.join(apiDir, 'docs-gen.config.ts'),
      `import { defineConfig } from 'docs-gen';\nexport default defineConfig({ title: 'Bench', openapi: { file: 'openapi${path.extname(file)}', routeBasePath: '/api' } });\n`,
    );
  }
  const api = build(apiDir);
  const pages = [...filesUnder(path.join(apiDir, 'build'))]
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return { file: path.relative(path.join(apiDir, 'build'), file), bytes: Buffer.byteLength(html), sidebar: sidebarBytes(html) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const over = pages.filter((p) => p.bytes > PAGE_BUDGET);
  const sidebars = pages.map((p) => p.sidebar).sort((a, b) => a - b);
  const median = pages[Math.floor(pages.length / 2)];
  failed ||= over.length > 0;
  console.log(
    `api reference  ${pages.length} pages  ${mb(bytesUnder(path.join(apiDir, 'build')))} (peak ${api.peakRssMb} MB)  ` +
      `largest page ${kb(pages[0].bytes)} (${pages[0].file})  median ${kb(median.bytes)}  ` +
      `sidebar per page ≤ ${kb(sidebars[sidebars.length - 1])} (median ${kb(sidebars[Math.floor(sidebars.length / 2)])})\n` +
      `               every page ≤ ${kb(PAGE_BUDGET)}: ${verdict(!over.length)}${over.length ? ` (${over.length} over; their sidebars ≤ ${kb(Math.max(...over.map((p) => p.sidebar)))})` : ''}`,
  );
  fs.rmSync(apiDir, { recursive: true, force: true });

  // Synthetic docs sites: output size and peak memory at both sizes.
  const measured = [small, large].map((count) => {
    const dir = path.join(tmp, `docs-${count}`);
    synthesizeSite(dir, count);
    const run = build(dir);
    const out = { count, bytes: bytesUnder(path.join(dir, 'build')), rssMb: run.peakRssMb, ms: run.ms };
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`synthetic      ${String(count).padStart(5)} pages  output ${mb(out.bytes)}  peak ${out.rssMb} MB  ${(out.ms / 1000).toFixed(1)} s`);
    return out;
  });
  const outputRatio = measured[1].bytes / measured[0].bytes;
  const rssRatio = measured[1].rssMb / measured[0].rssMb;
  failed ||= outputRatio > OUTPUT_RATIO || rssRatio > RSS_RATIO;
  console.log(
    `               ${small} → ${large} pages: output ×${outputRatio.toFixed(2)} (budget ×${OUTPUT_RATIO}): ${verdict(outputRatio <= OUTPUT_RATIO)}  ` +
      `peak RSS ×${rssRatio.toFixed(2)} (budget ×${RSS_RATIO}): ${verdict(rssRatio <= RSS_RATIO)}`,
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
