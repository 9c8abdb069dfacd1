// `npm run bench`: cold and unchanged-rebuild times and peak memory of `docs-gen build` on synthetic sites,
// against the budgets of the core issue (130 pages: ≤ 2.0 s cold, ≤ 400 MB; 1,000 pages: ≤ 12 s).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { synthesizeSite } from './synthesize.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sizes = (process.env.BENCH_PAGES ?? '130,1000').split(',').map(Number);
const budgets = { 130: { coldMs: 2000, rssMb: 400 }, 1000: { coldMs: 12000 } };

function measure(dir, extra = []) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', 'measure-build.mjs'), dir, ...extra], { encoding: 'utf8' });
  const line = result.stderr.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

let failed = false;
for (const pages of sizes) {
  const dir = path.join(os.tmpdir(), `docs-gen-bench-${pages}`);
  synthesizeSite(dir, pages);
  const cold = measure(dir, ['--no-cache']);
  measure(dir); // fills the compile cache
  const warm = measure(dir);
  const budget = budgets[pages] ?? {};
  const ok = (!budget.coldMs || cold.ms <= budget.coldMs) && (!budget.rssMb || cold.peakRssMb <= budget.rssMb);
  failed ||= !ok;
  console.log(
    `${String(pages).padStart(5)} pages  cold ${(cold.ms / 1000).toFixed(2)} s (peak ${cold.peakRssMb} MB)  ` +
      `unchanged rebuild ${(warm.ms / 1000).toFixed(2)} s (peak ${warm.peakRssMb} MB)  ` +
      (budget.coldMs ? `budget ${(budget.coldMs / 1000).toFixed(1)} s${budget.rssMb ? ` / ${budget.rssMb} MB` : ''}: ${ok ? 'met' : 'MISSED'}` : ''),
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

for (const extra of ['openapi.mjs', 'sizes.mjs', 'progress.mjs', 'dev-reload.mjs']) {
  const file = path.join(root, 'bench', extra);
  if (fs.existsSync(file)) {
    const result = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: root });
    failed ||= result.status !== 0;
  }
}
process.exitCode = failed ? 1 : 0;
