import { spawnSync } from 'node:child_process';
import { QUIET_CI } from '../helpers/processEnv.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORK_LIMITS, findWorkLimitProblem } from '../../src/markdown/workLimits.js';
import { repoRoot, tempSite } from '../helpers/site.js';

/**
 * Issue #10 item 9: nesting and fence line ranges are bounded (a located error in under 2 s of CPU and
 * 300 MB), and no input of 1 MB or less makes a build take more than 10 s or print a stack trace.
 */
const TIME = '/usr/bin/time';
const MB = 1_000_000;

interface Measured {
  code: number;
  output: string;
  wallMs: number;
  /** User plus system CPU seconds and peak resident memory, when GNU time is installed. */
  cpuSeconds?: number;
  maxRssMb?: number;
  /** The built home page, when there is one. */
  html?: string;
}

/** Builds a one-page site with the real binary, without the compile cache, measuring time and memory. */
function buildPage(body: string): Measured {
  const site = tempSite();
  try {
    site.write('docs/index.md', body);
    const bin = path.join(repoRoot, 'bin', 'docs-gen.js');
    const args = [bin, 'build', site.dir, '--no-cache'];
    const withTime = fs.existsSync(TIME);
    const started = Date.now();
    const result = withTime
      ? spawnSync(TIME, ['-v', process.execPath, ...args], { cwd: site.dir, encoding: 'utf8', env: { ...process.env, ...QUIET_CI } })
      : spawnSync(process.execPath, args, { cwd: site.dir, encoding: 'utf8', env: { ...process.env, ...QUIET_CI } });
    const wallMs = Date.now() - started;
    const home = path.join(site.dir, 'build', 'index.html');
    const html = fs.existsSync(home) ? fs.readFileSync(home, 'utf8') : undefined;
    const field = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(result.stderr)?.[1]);
    return {
      code: result.status ?? 1,
      // GNU time's report follows the tool's own stderr; keep only what docs-gen printed.
      output: `${result.stdout}\n${withTime ? result.stderr.split(/\n\s*Command (?:being timed|exited)/)[0] : result.stderr}`,
      wallMs,
      html,
      cpuSeconds: withTime ? field('User time \\(seconds\\)') + field('System time \\(seconds\\)') : undefined,
      maxRssMb: withTime ? field('Maximum resident set size \\(kbytes\\)') / 1024 : undefined,
    };
  } finally {
    site.cleanup();
  }
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+\)?\n|failed unexpectedly|Maximum call stack/;

/** A located error, quickly and in little memory: the limit is found before any parsing. */
function expectCheapError(result: Measured, where: RegExp) {
  expect(result.code, result.output).toBe(1);
  expect(result.output).toMatch(where);
  expect(result.output).not.toMatch(STACK_TRACE);
  expect(result.wallMs).toBeLessThan(10_000);
  if (result.cpuSeconds !== undefined) expect(result.cpuSeconds, 'CPU seconds').toBeLessThan(2);
  if (result.maxRssMb !== undefined) expect(result.maxRssMb, 'peak memory (MB)').toBeLessThan(300);
}

describe('work limits found before parsing', () => {
  it('lets real documents through: 100 levels of lists, quotes and JSX, and deep structure in code', () => {
    const list = Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(findWorkLimitProblem(list)).toBeUndefined();
    expect(findWorkLimitProblem(`${'> '.repeat(100)}x`)).toBeUndefined();
    expect(findWorkLimitProblem(`${'<div>'.repeat(50)}${'{'.repeat(50)}1${'}'.repeat(50)}${'</div>'.repeat(50)}`)).toBeUndefined();
    expect(findWorkLimitProblem(`\`\`\`md\n${'- '.repeat(500)}x\n${'<a>'.repeat(500)}\n\`\`\`\n`)).toBeUndefined();
    expect(findWorkLimitProblem(`Inline \`${'<b>'.repeat(500)}\` code.`)).toBeUndefined();
    expect(findWorkLimitProblem('* * *\n- - -\n'.repeat(200))).toBeUndefined();
    // Self-closing components with arrow functions or `>` in attribute values close again.
    expect(findWorkLimitProblem('<Button onClick={() => go()} title="a > b" />\n'.repeat(300))).toBeUndefined();
    expect(findWorkLimitProblem(`${'<Tabs>\n<TabItem value="a" label=\'x > y\'>\n\ntext\n\n</TabItem>\n</Tabs>\n'.repeat(200)}`)).toBeUndefined();
    // Sibling items at one level never add up.
    expect(findWorkLimitProblem('- a\n  - b\n- c\n'.repeat(2000))).toBeUndefined();
  });

  it('reads a page taken as CommonMark as HTML nests: void elements close themselves and braces are text', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `line ${i}<br> <img src="a.png" alt="a > b"> <hr>`).join('\n');
    expect(findWorkLimitProblem(lines, 'md')).toBeUndefined();
    expect(findWorkLimitProblem(`${'{'.repeat(300)} text`, 'md')).toBeUndefined();
    // As MDX, each `<br>` opens an element that nests in the next.
    expect(findWorkLimitProblem(lines)).toMatchObject({ line: 34, column: 13, message: expect.stringMatching(/JSX elements and expressions nested more than 100/) });
    expect(findWorkLimitProblem(`${'<div>'.repeat(10_000)}x`, 'md')).toMatchObject({ line: 1, column: 501, message: 'HTML elements nested more than 100 levels deep' });
  });

  it('points at the marker past the limit', () => {
    expect(findWorkLimitProblem(`text\n\n${'- '.repeat(WORK_LIMITS.nesting + 1)}x`)).toMatchObject({ line: 3, column: 201 });
    // Quotes and lists add up: the 101st marker is the 51st `>`.
    expect(findWorkLimitProblem(`${'> - '.repeat(60)}x`)).toMatchObject({ line: 1, column: 201, message: expect.stringMatching(/Blockquotes nested more than 100/) });
    expect(findWorkLimitProblem(`<A>\n${'<B>\n'.repeat(100)}`)).toMatchObject({ line: 101, column: 1 });
  });

  it('reads every line of a tag written over several, and skips prose lines without missing a marker', () => {
    // Lines inside a tag hold nothing that opens one (`title="a > b"`, a lone `>`), yet close or quote it.
    const tag = 'Text before.\n<Box\n  title="a > b"\n  label=\'x\'\n>\n';
    expect(findWorkLimitProblem(tag.repeat(WORK_LIMITS.nesting))).toBeUndefined();
    expect(findWorkLimitProblem(tag.repeat(WORK_LIMITS.nesting + 1))).toMatchObject({ line: 5 * WORK_LIMITS.nesting + 2, column: 1 });
    // A list item after a paragraph line, and table cells after prose, still count.
    const prose = 'Plain words with no markers at all.\n';
    expect(findWorkLimitProblem(`${prose}${'- '.repeat(WORK_LIMITS.nesting + 1)}x`)).toMatchObject({ line: 2, column: 201 });
    const cells = `${prose}${'| a '.repeat(40)}|\n`;
    expect(findWorkLimitProblem(cells.repeat(2_100))).toMatchObject({ message: expect.stringMatching(/more than 25000 lines of Markdown/) });
    expect(findWorkLimitProblem(`${prose}${'*a* '.repeat(WORK_LIMITS.inlineMarkers)}`)).toMatchObject({ line: 2, message: expect.stringMatching(/markers in one paragraph/) });
  });
});

describe('bounded builds (issue #10 item 9)', () => {
  it('10,000 nested list markers: a located error, cheaply', () => {
    expectCheapError(buildPage(`${'- '.repeat(10_000)}x\n`), /docs\/index\.md:1:201 +Lists nested more than 100 levels deep/);
  });

  it('10,000 nested JSX elements: a located error, cheaply', () => {
    expectCheapError(buildPage(`# T\n\n${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}\n`), /docs\/index\.md:3:501 +JSX elements and expressions nested/);
  });

  it('a fence line range of 100,000,000 lines: the line that exists highlighted and a located warning, cheaply', () => {
    const result = buildPage('# T\n\n```js {1-100000000}\nx\n```\n');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/docs\/index\.md:3:7 +Line range "1-100000000" goes past the end of the code block \(1 line\)/);
    expect(result.html).toMatch(/<span class="line highlighted">/);
    expect(result.output).not.toMatch(STACK_TRACE);
    expect(result.wallMs).toBeLessThan(10_000);
    if (result.cpuSeconds !== undefined) expect(result.cpuSeconds, 'CPU seconds').toBeLessThan(2);
    if (result.maxRssMb !== undefined) expect(result.maxRssMb, 'peak memory (MB)').toBeLessThan(300);
  });

  it('1 MB of emphasis markers: a located error, cheaply', () => {
    expectCheapError(buildPage(`${'*a '.repeat(MB / 3)}\n`), /docs\/index\.md:1:\d+ +More than 10000 emphasis, code, link or tag markers/);
  });

  it('a single 1 MB line: a located error, cheaply', () => {
    expectCheapError(buildPage(`${'word '.repeat(MB / 5)}\n`), /docs\/index\.md:1:1 +A paragraph of more than 100000 characters/);
  });

  it('5,000 nested link brackets build in time', () => {
    const result = buildPage(`${'['.repeat(5_000)}x\n`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).not.toMatch(STACK_TRACE);
    expect(result.wallMs).toBeLessThan(10_000);
  });

  it('1 MB of fenced code builds in time, past the highlighting budget as plain text', () => {
    const line = 'const value = compute(alpha, beta) + other[index] * 2;\n';
    const result = buildPage(`# Code\n\n\`\`\`js\n${line.repeat(Math.floor(MB / line.length) - 1)}const last = 'end of the block';\n\`\`\`\n`);
    expect(result.code, result.output).toBe(0);
    expect(result.html).toContain(`<span class="line"><span>const last = 'end of the block';</span></span>`);
    expect(result.output).not.toMatch(STACK_TRACE);
    expect(result.wallMs).toBeLessThan(10_000);
  });
});
