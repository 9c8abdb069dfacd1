import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A heading's `{#id}` holds any characters but `}` and `{#`, as Docusaurus reads it: translated docs write ids in
 * their own script (`{#o-que-é}`, `{#中文}`). Before, only letters, digits, `_`, `.`, `:` and `-` were an id, and any
 * other `{#…}` failed the page as an MDX expression ("Could not parse expression with acorn").
 */
const site = tempSite();
let build: RunResult;
const page = () => site.read('build/index.html');

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit' })};\n`);
  site.write(
    'docs/index.md',
    [
      '# Início',
      '',
      'Veja [o que é](#o-que-é), [中文](#中文-标题), [micro](#µs) e [star](#a*b*<c>).',
      '',
      '## O que o Socket.IO é {#o-que-é}',
      '',
      '## 中文 {#中文-标题}',
      '',
      '### Latency in µs {#µs}',
      '',
      '## Marks {#a*b*<c>}',
      '',
      '## Plain {#plain-id}',
      '',
    ].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('custom heading ids', () => {
  it('take any characters but } and {#, in the heading, the TOC and the links checked against them', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toMatch(/Broken|warning/i);
    const html = page();
    expect(html).toMatch(/<h2[^>]* id="o-que-é"[^>]*>[\s\S]*?O que o Socket\.IO é/);
    expect(html).toMatch(/<h2[^>]* id="中文-标题"/);
    expect(html).toMatch(/<h3[^>]* id="µs"/);
    expect(html).toMatch(/<h2[^>]* id="a\*b\*&lt;c&gt;"/);
    expect(html).toMatch(/<h2[^>]* id="plain-id"/);
    // The id is not left in the heading's text.
    expect(html).not.toContain('{#');
    // The table of contents links each heading by its id.
    expect(html).toContain('href="#o-que-é"');
    expect(html).toContain('href="#中文-标题"');
  });
});
