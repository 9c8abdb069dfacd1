import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from '../../src/commands/progressReporter.js';
import { repoRoot, runDocsGenAsync, tempSite } from '../helpers/site.js';

const STAGES = ['config', 'content', 'compile', 'generators', 'pages', 'sidebars', 'links', 'search', 'assets', 'static', 'render', 'llms', 'write'];
const PAGES = 200;

/** Runs the CLI in a pseudo-terminal (util-linux `script`), as a user at a terminal would see it. */
function runInTerminal(args: string[], env: Record<string, string>): string {
  const command = [process.execPath, path.join(repoRoot, 'bin', 'docs-gen.js'), ...args].map((a) => `'${a}'`).join(' ');
  const result = spawnSync('script', ['-q', '-e', '-c', command, '/dev/null'], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env, COLUMNS: '100' },
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

describe('build progress', () => {
  let site: ReturnType<typeof tempSite>;
  beforeAll(() => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n\nSee [the first page](./p/page-0.md#nowhere).\n');
    for (let i = 0; i < PAGES - 1; i++) site.write(`docs/p/page-${i}.md`, `# Page ${i}\n\nText of page ${i}.\n\n## Part\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`);
  });
  afterAll(() => site.cleanup());

  it('prints one plain line per finished stage and a summary through a pipe', async () => {
    const result = await runDocsGenAsync(['build', site.dir, '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/[\r\x1b]/);
    const lines = result.stdout.trimEnd().split('\n');
    const done = lines.filter((l) => l.startsWith('✓ ')).map((l) => /^✓ (\S+) +\d+(\.\d+)? m?s$/.exec(l)?.[1]);
    expect([...done].sort()).toEqual([...STAGES].sort());
    expect(lines.at(-1)).toMatch(new RegExp(`^Built ${PAGES} pages into .*build/ in \\d+\\.\\d+s: ${PAGES} docs; \\d+\\.\\d (KB|MB); 1 warning$`));
    // Warnings come after the progress, whole lines on their own stream.
    expect(result.stderr).toMatch(/^warning .*docs\/index\.md:3:\d+ {2}.*nowhere/m);
  });

  it('keeps a live status line with a page counter on a terminal, then ticks each stage in colour', () => {
    const coloured = runInTerminal(['build', site.dir], { NO_COLOR: '' });
    expect(coloured).toMatch(/\x1b\[32m✓\x1b\[0m compile/);
    const output = coloured.replace(/\x1b\[\d+m/g, '');
    expect(output).toMatch(/\r\x1b\[2K\S+ compile \d+\/\d+ \d+%/);
    expect(output).toMatch(/\r\x1b\[2K\S+ render \d+\/\d+ \d+%/);
    // Each tick starts a line: after the last one, or after the status line, erased.
    for (const stage of STAGES) expect(output).toMatch(new RegExp(`(\n|\\r\\x1b\\[2K)✓ ${stage} +\\d`));
    // The summary starts on a clean line: the status line was cleared before it.
    expect(output).toMatch(new RegExp(`(\n|\x1b\\[2K)Built ${PAGES} pages`));
  });

  it("counts an API reference's operations as their pages are built", () => {
    const api = tempSite('openapi-30');
    try {
      const output = runInTerminal(['build', api.dir, '--no-cache'], { NO_COLOR: '1' });
      const counts = [...output.matchAll(/\r\x1b\[2K\S+ [^\r]*generators (\d+)\/(\d+) \d+%/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(counts.length, output).toBeGreaterThan(0);
      const [done, total] = counts.at(-1)!;
      expect(total).toBeGreaterThan(1);
      expect(done).toBe(total);
    } finally {
      api.cleanup();
    }
  });

  it('prints no colour codes on a terminal with NO_COLOR', () => {
    const output = runInTerminal(['check', site.dir], { NO_COLOR: '1' });
    expect(output).toMatch(/✓ links/);
    expect(output).not.toMatch(/\x1b\[\d+m/);
  });

  it('prints nothing but problems with --quiet, and --timings keeps its JSON', async () => {
    const result = await runDocsGenAsync(['build', site.dir, '--quiet', '--timings']);
    expect(result.code).toBe(0);
    const timings = JSON.parse(result.stdout) as Record<string, number>;
    expect(Object.keys(timings).sort()).toEqual([...STAGES].sort());
    expect(result.stderr).toMatch(/^warning /);
    const check = await runDocsGenAsync(['check', site.dir, '--quiet']);
    expect(check.stdout).toBe('');
    // Without --quiet the JSON adds what showing progress cost.
    const shown = JSON.parse((await runDocsGenAsync(['build', site.dir, '--timings'])).stdout.trim().split('\n').pop()!) as Record<string, number>;
    expect(Object.keys(shown).sort()).toEqual([...STAGES, 'display'].sort());
    expect(shown.display).toBeGreaterThan(0);
  });
});

describe('plain progress on long stages', () => {
  it('says how far a stage has got every 10 s once it has run 5 s', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const progress = createProgressReporter({ isTTY: false, write: (text: string) => lines.push(text) });
      progress.start('compile');
      progress.advance('compile', 10, 1000);
      vi.advanceTimersByTime(9_000);
      expect(lines).toEqual([]);
      progress.advance('compile', 400, 1000);
      vi.advanceTimersByTime(1_500);
      expect(lines).toEqual(['… compile 400/1000 40% (10 s)\n']);
      vi.advanceTimersByTime(10_000);
      expect(lines).toHaveLength(2);
      progress.end('compile', 21_000, true);
      expect(lines.at(-1)).toBe('✓ compile    21.00 s\n');
      vi.advanceTimersByTime(30_000);
      expect(lines).toHaveLength(3);
      progress.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the display's own time, writes included and calls from inside other calls once", () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    for (const isTTY of [true, false]) {
      let writes = 0;
      const progress = createProgressReporter({ isTTY, write: () => (writes++, busy(3)) });
      const started = performance.now();
      progress.start('compile');
      progress.advance('compile', 1, 2);
      progress.end('compile', 5, true);
      progress.close();
      const wall = performance.now() - started;
      expect(writes).toBeGreaterThan(0);
      expect(progress.spentMs()).toBeGreaterThanOrEqual(3 * writes);
      expect(progress.spentMs()).toBeLessThanOrEqual(wall);
    }
    expect(createProgressReporter({ isTTY: true, write: () => busy(3) }, { quiet: true }).spentMs()).toBe(0);
  });

  it('is silent when quiet', () => {
    const lines: string[] = [];
    const progress = createProgressReporter({ isTTY: true, write: (text: string) => lines.push(text) }, { quiet: true });
    progress.start('compile');
    progress.end('compile', 5, true);
    expect(lines).toEqual([]);
  });
});
