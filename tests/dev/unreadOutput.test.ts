import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempSite } from '../helpers/site.js';
import { request, startDocsGen, untilServed } from '../serve/processes.js';

/**
 * The reader of docs-gen's output may go away: the terminal closes, the process that started dev dies, a build is
 * piped into `head`. Before, dev reported the failed write as an error, by writing again, and spun at full speed
 * for as long as it ran, its server starved and deaf to SIGTERM.
 */
const site = tempSite();
afterAll(() => site.cleanup());

/** CPU time (user and system, in clock ticks) the process has used so far. */
const cpuTicks = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((sum, ticks) => sum + Number(ticks), 0);

describe('output nobody reads', () => {
  it('dev keeps serving, idle, and stops when told', async () => {
    site.write('docs/index.md', '# Home\n\nFirst.\n');
    const dev = await startDocsGen(['dev', site.dir, '--port', '0']);
    try {
      dev.child.stdout?.destroy();
      dev.child.stderr?.destroy();
      // An update prints its time, to no one.
      site.write('docs/index.md', '# Home\n\nSecond.\n');
      await untilServed(dev, 'the edit', async () => (await request(dev.url, '/')).text.includes('Second.'));
      const before = cpuTicks(dev.child.pid!);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // At 100 ticks a second, a process spinning on one core uses about 100 of them.
      expect(cpuTicks(dev.child.pid!) - before).toBeLessThan(30);
      expect((await request(dev.url, '/')).status).toBe(200);
    } finally {
      await dev.stop();
    }
    expect(dev.child.exitCode ?? dev.child.signalCode).not.toBeNull();
  }, 60_000);

  it('a build whose output is unread still builds', async () => {
    site.write('docs/index.md', '# Home\n\nBuilt.\n');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs-gen.js'), 'build', site.dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    child.stderr.destroy();
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(site.read('build/index.html')).toContain('Built.');
  }, 60_000);
});
