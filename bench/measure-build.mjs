// Runs one `docs-gen build` in this process and prints its wall time and peak memory as JSON.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [dir, ...flags] = process.argv.slice(2);
const start = performance.now();
const cpuStart = process.cpuUsage();
process.env.NODE_ENV ??= 'production';
const { main } = await import(path.join(root, 'dist', 'cli.js'));
process.stdout.write = ((write) => (chunk, ...rest) => (String(chunk).startsWith('{') ? true : write.call(process.stdout, chunk, ...rest)))(process.stdout.write);
await main(['node', 'docs-gen', 'build', dir, ...flags]);
const ms = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
console.error(JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round((cpu.user + cpu.system) / 1000), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), exitCode: process.exitCode ?? 0 }));
