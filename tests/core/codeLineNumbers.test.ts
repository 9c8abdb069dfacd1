import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** `showLineNumbers=5`, with which Docusaurus numbers a block's lines from 5: before, they were numbered from 1. */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs/index.md', '# Lines\n\n```js showLineNumbers=5 {2}\nconst a = 1;\nconst b = 2;\n```\n\n```js showLineNumbers\nconst c = 3;\n```\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('numbered code lines', () => {
  it('start at the number showLineNumbers gives, the highlighted lines still counted from the block’s first', () => {
    expect(build.code).toBe(0);
    const blocks = [...site.read('build/index.html').matchAll(/<pre class="([^"]*)"[^>]*><code( style="[^"]*")?>([\s\S]*?)<\/code><\/pre>/g)];
    expect(blocks.map((m) => [m[1].includes('line-numbers'), m[2] ?? ''])).toEqual([
      [true, ' style="counter-reset:line 4"'],
      [true, ''],
    ]);
    expect(blocks[0][3]).toMatch(/^<span class="line">(?:(?!<\/span><\/span>).)*const(?:(?!\n).)*\n<span class="line highlighted">/s);
  });
});
