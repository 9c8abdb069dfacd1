// Runs one `docs-gen build` in this process and prints, as the last line of stderr, its wall time, CPU time,
// peak memory (main thread and workers: one process) and, when `--timings` is passed, each stage's time.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [dir, ...flags] = process.argv.slice(2);
const start = performance.now();
const cpuStart = process.cpuUsage();
process.env.NODE_ENV ??= 'production';
const { main } = await import(path.join(root, 'dist', 'cli.js'));
// The timings are the JSON line the build prints last; it is kept here rather than shown.
let timings;
process.stdout.write = ((write) => (chunk, ...rest) => {
  const text = String(chunk);
  if (!text.startsWith('{')) return write.call(process.stdout, chunk, ...rest);
  try {
    timings = JSON.parse(text);
  } catch {
    return write.call(process.stdout, chunk, ...rest);
  }
  return true;
})(process.stdout.write);
await main(['node', 'docs-gen', 'build', dir, ...flags]);
const ms = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
console.error(
  JSON.stringify({
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    exitCode: process.exitCode ?? 0,
    timings,
  }),
);
