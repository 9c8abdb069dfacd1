import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Docusaurus slugs a heading's text as written, without the HTML directly in it and untrimmed: an element that adds
 * no text leaves the space before or after it, and the id its `-`. Before, docs-gen trimmed the text (and kept
 * CommonMark's HTML in it), so `#upgrading-from-older-versions-`, a link Docusaurus sites write, was broken.
 */
const site = tempSite();
let build: RunResult;
const ids = (route: string) => [...site.read(`build${route}index.html`).matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]).filter((id) => id !== 'toc-title');

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit', markdownFormat: 'detect' })};\n`);
  site.write(
    'docs/index.mdx',
    [
      '# Home',
      '',
      '## Upgrading from older versions <span className="badge"></span>',
      '',
      'See [upgrading](#upgrading-from-older-versions-) and [new](#-new-in-30).',
      '',
      '## <span className="badge"></span> New in 3.0',
      '',
      '## Upgrading from older versions',
      '',
      '## Pinned <span className="badge"></span> {#pinned}',
      '',
    ].join('\n'),
  );
  site.write(
    'docs/plain.md',
    ['# Plain', '', '## Foo <b>bar</b>', '', '## Upgrading <span class="badge"></span>', '', '## Reviewed <!-- by the docs team -->', '', '## Spaces   ', ''].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('heading ids', () => {
  it('keep the space an element without text leaves, as `-`, in MDX', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toMatch(/Broken anchor/);
    expect(ids('/')).toEqual(['upgrading-from-older-versions-', '-new-in-30', 'upgrading-from-older-versions', 'pinned']);
    // The table of contents links the ids the headings have.
    expect(site.read('build/index.html')).toContain('href="#upgrading-from-older-versions-" class="toc-link"');
  });

  it("leave out CommonMark's HTML but keep the space beside it", () => {
    expect(ids('/plain/')).toEqual(['foo-bar', 'upgrading-', 'reviewed-', 'spaces']);
  });
});
