// What the progress display costs: CPU time of the same unchanged build of the synthetic 130-page site with the
// live terminal display (in a pseudo-terminal), with plain lines (a pipe), and with --quiet. Budget: ≤ 1 %.
// CPU time varies by a few per cent from run to run here, more than the display costs; the fastest of several
// interleaved runs of each mode is the steadiest estimate of what a mode itself costs, so the budget is checked
// on it, and the medians are printed beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { synthesizeSite } from './synthesize.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const measureScript = path.join(root, 'bench', 'measure-build.mjs');
const RUNS = 9;
const BUDGET = 0.01;

function parse(output) {
  const line = output.split(/\r?\n/).reverse().find((l) => l.startsWith('{"ms"'));
  if (!line) throw new Error(`build failed:\n${output}`);
  return JSON.parse(line);
}

const modes = {
  quiet: (dir) => parse(spawnSync(process.execPath, [measureScript, dir, '--quiet'], { encoding: 'utf8' }).stderr),
  plain: (dir) => parse(spawnSync(process.execPath, [measureScript, dir], { encoding: 'utf8' }).stderr),
  terminal: (dir) => {
    const command = `'${process.execPath}' '${measureScript}' '${dir}'`;
    return parse(spawnSync('script', ['-q', '-e', '-c', command, '/dev/null'], { encoding: 'utf8' }).stdout);
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = path.join(os.tmpdir(), 'docs-gen-bench-progress');
synthesizeSite(dir, 130);
try {
  modes.quiet(dir); // fills the compile cache
  const cpu = { quiet: [], plain: [], terminal: [] };
  // Interleaved, so a slow spell of the machine hits every mode alike.
  for (let i = 0; i < RUNS; i++) for (const [mode, run] of Object.entries(modes)) cpu[mode].push(run(dir).cpuMs);
  const fastest = (values) => Math.min(...values);
  const base = fastest(cpu.quiet);
  let met = true;
  const parts = ['plain', 'terminal'].map((mode) => {
    const cost = (fastest(cpu[mode]) - base) / base;
    const medianCost = (median(cpu[mode]) - median(cpu.quiet)) / median(cpu.quiet);
    met &&= cost <= BUDGET;
    return `${mode} ${(cost * 100).toFixed(1)} % (medians: ${(medianCost * 100).toFixed(1)} %)`;
  });
  console.log(
    `progress display  CPU time over --quiet, fastest of ${RUNS} (${base} ms): ${parts.join(', ')}  budget ${BUDGET * 100} %: ${met ? 'met' : 'MISSED'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
