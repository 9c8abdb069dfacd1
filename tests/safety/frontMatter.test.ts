import { afterEach, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { siteInFolder } from './siteInFolder.js';

const BOM = '\uFEFF';
const crlf = (text: string) => text.replace(/\n/g, '\r\n');

function errorOf(run: () => unknown): DocsGenError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocsGenError) return error;
    throw error;
  }
  throw new Error('expected a DocsGenError');
}

describe('splitFrontMatter', () => {
  it('strips a byte-order mark before the fence', async () => {
    const { frontMatter, body } = splitFrontMatter(`${BOM}---\ntitle: T\n---\nline four\n`, 'x.md');
    expect(frontMatter.title).toBe('T');
    expect(body.split('\n')[3]).toBe('line four');
    expect(body).not.toContain(BOM);
  });

  it('strips a byte-order mark from a file without front matter', async () => {
    expect(splitFrontMatter(`${BOM}# Title\n`, 'x.md').body).toBe('# Title\n');
  });

  it('reads CRLF front matter and keeps body lines on their file lines', async () => {
    const { frontMatter, body } = splitFrontMatter(crlf('---\ntitle: T\ndescription: D\n---\n\nline six\n'), 'x.md');
    expect(frontMatter).toEqual({ title: 'T', description: 'D' });
    expect(body.split('\n')[5]).toBe('line six\r');
  });

  it('accepts an empty block, with LF or CRLF, and at the end of the file', async () => {
    for (const text of ['---\n---\n\n# Hi\n', crlf('---\n---\n\n# Hi\n'), '---\n---', `${BOM}---\n---\n`]) {
      const { frontMatter, body } = splitFrontMatter(text, 'x.md');
      expect(frontMatter).toEqual({});
      expect(body).not.toContain('---');
    }
  });

  it('accepts tabs inside values and after the colon', async () => {
    const { frontMatter } = splitFrontMatter('---\ntitle:\tTabbed\ndescription: "a\tb"\nkeywords: [x,\ty]\n---\n', 'x.md');
    expect(frontMatter).toEqual({ title: 'Tabbed', description: 'a\tb', keywords: ['x', 'y'] });
  });

  it('locates unclosed front matter at line 1', async () => {
    for (const text of ['---\ntitle: T\n\nBody\n', `${BOM}---\r\ntitle: T\r\n`, '---\n']) {
      expect(errorOf(() => splitFrontMatter(text, 'x.md'))).toMatchObject({ file: 'x.md', line: 1, column: 1, message: expect.stringMatching(/Front matter is not closed/) });
    }
  });

  it('gives a located YAML error for tab indentation', async () => {
    const error = errorOf(() => splitFrontMatter(crlf('---\ntitle: T\ntags:\n\t- a\n---\n'), 'x.md'));
    expect(error).toMatchObject({ line: 4, message: expect.stringMatching(/YAML syntax error: Tabs are not allowed as indentation/) });
  });

  it('locates a value of the wrong type at its key, quoted or not, with CRLF', async () => {
    const error = errorOf(() => splitFrontMatter(crlf('---\ntitle: T\n"sidebar_position": two\nhide_title: 3\n---\n'), 'x.md'));
    expect(error.all().map((e) => [e.line, e.message])).toEqual([
      [3, expect.stringMatching(/"sidebar_position": Expected number/)],
      [4, expect.stringMatching(/"hide_title": Expected boolean/)],
    ]);
  });

  it('leaves a thematic break that is not at the start alone', async () => {
    expect(splitFrontMatter('# T\n\n---\n\nText\n', 'x.md').frontMatter).toEqual({});
  });
});

describe('front matter in build and check', () => {
  let site: ReturnType<typeof siteInFolder>;
  afterEach(() => site.cleanup());

  const home = '---\ntitle: Home\n---\n\nWelcome.\n';

  it('builds a page saved with a BOM and CRLF: the front matter is read, not rendered', async () => {
    site = siteInFolder({ 'docs/index.md': home, 'docs/bom.md': `${BOM}${crlf('---\ntitle: From front matter\ndescription: Said here\n---\n\n## Setup\n\nText.\n')}` });
    const result = (await site.run('build'));
    expect(result.code, result.output).toBe(0);
    const html = site.read('build/bom/index.html');
    expect(html).toContain('<h1>From front matter</h1>');
    expect(html).toContain('content="Said here"');
    expect(html).not.toMatch(/<hr|title: From/);
    expect(html).not.toContain(BOM);
  });

  it('builds an empty front matter block and tabs in values', async () => {
    site = siteInFolder({
      'docs/index.md': home,
      'docs/empty.md': '---\n---\n\n# Empty block\n',
      'docs/tabs.md': '---\ntitle:\tTabbed title\ndescription: "tab\there"\n---\n\nText.\n',
    });
    const result = (await site.run('build'));
    expect(result.code, result.output).toBe(0);
    const empty = site.read('build/empty/index.html');
    expect(empty).toContain('Empty block</h1>');
    expect(empty).not.toContain('<hr');
    expect(site.read('build/tabs/index.html')).toContain('<h1>Tabbed title</h1>');
  });

  it('keeps body line numbers right after a BOM and CRLF front matter', async () => {
    site = siteInFolder({ 'docs/index.md': home, 'docs/bom.md': `${BOM}${crlf('---\ntitle: B\n---\n\nText.\n\nSee [nope](./nope.md).\n')}` });
    const link = (await site.run('build'));
    expect(link.code, link.output).toBe(1);
    expect(link.stderr).toContain('site/docs/bom.md:7:5  Broken Markdown link: ./nope.md');
    site.write('docs/bom.md', `${BOM}${crlf('---\ntitle: B\n---\n\nText.\n\nA {broken\n')}`);
    const mdx = (await site.run('build'));
    expect(mdx.code, mdx.output).toBe(1);
    expect(mdx.stderr).toMatch(/site\/docs\/bom\.md:7:\d+ {2}MDX: /);
  });

  it('refuses unclosed front matter at line 1 in build and check, keeping the previous output', async () => {
    site = siteInFolder({ 'docs/index.md': home });
    expect((await site.run('build')).code).toBe(0);
    const previous = site.output();
    site.write('docs/open.md', '---\ntitle: Never closed\n\n# Body\n');
    const sources = site.sources();
    for (const command of ['build', 'check'] as const) {
      const result = (await site.run(command));
      expect(result.code, result.output).toBe(1);
      expect(result.stderr).toContain('site/docs/open.md:1:1  Front matter is not closed');
      expect(result.output).not.toMatch(/failed unexpectedly|\n\s+at .+:\d+:\d+\)?\n/);
    }
    expect(site.output()).toEqual(previous);
    expect(site.sources()).toEqual(sources);
    expect(site.beside()).toEqual([]);
  });

  it('gives a located YAML error, not a crash, for tab indentation', async () => {
    site = siteInFolder({ 'docs/index.md': home, 'docs/tabs.md': '---\ntitle: T\ntags:\n\t- one\n---\n\nText.\n' });
    for (const command of ['build', 'check'] as const) {
      const result = (await site.run(command));
      expect(result.code, result.output).toBe(1);
      expect(result.stderr).toContain('site/docs/tabs.md:4:1  YAML syntax error: Tabs are not allowed as indentation');
    }
    expect(site.exists('build')).toBe(false);
  });
});
