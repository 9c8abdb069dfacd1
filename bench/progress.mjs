// What the progress display costs: CPU time of the same unchanged build of the synthetic 130-page site with the
// live terminal display (in a pseudo-terminal), with plain lines (a pipe), and with --quiet. Budget: ≤ 1 %.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { synthesizeSite } from './synthesize.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const measureScript = path.join(root, 'bench', 'measure-build.mjs');
const RUNS = 5;
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
  const base = median(cpu.quiet);
  let met = true;
  const parts = ['plain', 'terminal'].map((mode) => {
    const cost = (median(cpu[mode]) - base) / base;
    met &&= cost <= BUDGET;
    return `${mode} ${(cost * 100).toFixed(1)} %`;
  });
  console.log(`progress display  CPU time over --quiet (median of ${RUNS}, ${base} ms): ${parts.join(', ')}  budget ${BUDGET * 100} %: ${met ? 'met' : 'MISSED'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
