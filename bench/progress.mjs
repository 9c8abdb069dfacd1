// What the progress display costs: the time the build spends in the display's own code (its `display` figure in
// `--timings`: every call from the stages, its timer and its writes), over the build's wall time, with the live
// terminal display (in a pseudo-terminal) and with plain lines (a pipe). Budget: ≤ 1 % of the cold build of the
// synthetic 130-page site. The unchanged rebuild is printed too: the shortest build, where the display's mostly
// fixed cost (the first calls, a few dozen writes) weighs most.
// Comparing whole builds with and without the display cannot tell 1 % here: two runs of the very same --quiet
// build differ in CPU time by 5–10 %.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { synthesizeSite } from './synthesize.mjs';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const measureScript = path.join(root, 'bench', 'measure-build.mjs');
const RUNS = 5;
const BUDGET = 0.01;

function parse(output) {
  const line = output.split(/\r?\n/).reverse().find((l) => l.startsWith('{"ms"'));
  if (!line) throw new Error(`build failed:\n${output}`);
  const measured = JSON.parse(line);
  if (measured.exitCode !== 0 || typeof measured.timings?.display !== 'number') throw new Error(`build failed or printed no display time:\n${output}`);
  return measured;
}

const modes = {
  plain: (dir, flags) => parse(spawnSync(process.execPath, [measureScript, dir, '--timings', ...flags], { encoding: 'utf8' }).stderr),
  terminal: (dir, flags) => {
    const command = [process.execPath, measureScript, dir, '--timings', ...flags].map((a) => `'${a}'`).join(' ');
    return parse(spawnSync('script', ['-q', '-e', '-c', command, '/dev/null'], { encoding: 'utf8' }).stdout);
  },
};
const builds = { cold: ['--no-cache'], unchanged: [] };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = path.join(benchTempRoot(), 'docs-gen-bench-progress');
synthesizeSite(dir, 130);
try {
  spawnSync(process.execPath, [measureScript, dir, '--quiet']); // fills the cache
  const shares = {};
  const spent = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [build, flags] of Object.entries(builds)) {
      for (const [mode, run] of Object.entries(modes)) {
        const measured = run(dir, flags);
        (spent[`${build} ${mode}`] ??= []).push(measured.timings.display);
        (shares[`${build} ${mode}`] ??= []).push(measured.timings.display / measured.ms);
      }
    }
  }
  const describe = (build) =>
    Object.keys(modes)
      .map((mode) => `${mode} ${(median(shares[`${build} ${mode}`]) * 100).toFixed(2)} % (${median(spent[`${build} ${mode}`]).toFixed(1)} ms)`)
      .join(', ');
  const met = Object.keys(modes).every((mode) => median(shares[`cold ${mode}`]) <= BUDGET);
  console.log(
    `progress display  its own time over the build's, median of ${RUNS}: cold ${describe('cold')}  budget ${BUDGET * 100} %: ${met ? 'met' : 'MISSED'}; unchanged ${describe('unchanged')}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
