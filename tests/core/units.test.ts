import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { routeForFile } from '../../src/content/routes.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { parseCodeMeta } from '../../src/markdown/codeMeta.js';
import { nearest } from '../../src/shared/nearest.js';
import { useSiteContext } from '../../templates/context.js';

describe('routeForFile', () => {
  it('derives routes from folder and file name, keeping case', () => {
    expect(routeForFile('/', 'fine-tuning', 'Overview')).toBe('/fine-tuning/Overview/');
    expect(routeForFile('/', '', 'index')).toBe('/');
    expect(routeForFile('/cli', 'commands', 'index')).toBe('/cli/commands/');
  });

  it('uses an absolute slug from the content root and a relative one inside the folder', () => {
    expect(routeForFile('/', 'a/b', 'c', '/x/y')).toBe('/x/y/');
    expect(routeForFile('/cli', 'a', 'c', 'z')).toBe('/cli/a/z/');
    expect(routeForFile('/', 'a', 'c', '/')).toBe('/');
  });
});

describe('splitFrontMatter', () => {
  it('blanks the front matter so body lines are file lines', () => {
    const { frontMatter, body } = splitFrontMatter('---\ntitle: T\n---\nline four\n', 'x.md');
    expect(frontMatter.title).toBe('T');
    expect(body.split('\n')[3]).toBe('line four');
  });
});

describe('preprocessMarkdown', () => {
  it('leaves code fences alone', () => {
    const text = '```md\n:::note\n## A {#b}\n```\n';
    expect(preprocessMarkdown(text)).toBe(text);
  });

  it('keeps the line count', () => {
    const text = ':::note Title\nbody\n:::\n## Head {#id}\n';
    expect(preprocessMarkdown(text).split('\n').length).toBe(text.split('\n').length);
  });
});

describe('mdx-code-block', () => {
  it('blanks the fence lines of an mdx-code-block, keeping the lines of its content and of code inside it', () => {
    const text = 'Intro\n\n````mdx-code-block\nexport const X = 1;\n\n```js\ncode\n```\n````\n\n```mdx-code-block\n<X />\n```\n';
    expect(preprocessMarkdown(text).split('\n')).toEqual(['Intro', '', '', 'export const X = 1;', '', '```js', 'code', '```', '', '', '', '<X />', '', '']);
  });
});

describe('parseCodeMeta', () => {
  it('reads title, line ranges and line numbers', () => {
    const meta = parseCodeMeta('title="a b.yaml" {1,3-5} showLineNumbers', 5);
    expect(meta.title).toBe('a b.yaml');
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5]);
    expect(meta.showLineNumbers).toBe(true);
    expect(meta.firstLineNumber).toBeUndefined();
    expect(meta.problem).toBeUndefined();
    // Numbered from a line of Docusaurus's choosing; not in a title.
    expect(parseCodeMeta('showLineNumbers=5 {2}', 3)).toEqual({ highlightLines: new Set([2]), showLineNumbers: true, firstLineNumber: 5 });
    expect(parseCodeMeta('showLineNumbers=1', 3)).toEqual({ highlightLines: new Set(), showLineNumbers: true });
    expect(parseCodeMeta('title="showLineNumbers=5"', 3)).toEqual({ title: 'showLineNumbers=5', highlightLines: new Set(), showLineNumbers: false });
    // A quote left open is no title, as in Docusaurus, not its first word with the quote; nor is a word unquoted (Babel's site).
    expect(parseCodeMeta('title="Setting a token', 1).title).toBeUndefined();
    expect(parseCodeMeta("title='Setting a token", 1).title).toBeUndefined();
    expect(parseCodeMeta('title=app.ts', 1).title).toBeUndefined();
  });

  it('bounds ranges by the block and names what is wrong', () => {
    const huge = parseCodeMeta('{1-100000000}', 3);
    expect([...huge.highlightLines]).toEqual([1, 2, 3]);
    // Docusaurus highlights what exists: a range past the end is a warning, not a problem.
    expect(huge.problem).toBeUndefined();
    expect(huge.warning?.message).toMatch(/"1-100000000" goes past the end of the code block \(3 lines\)/);
    expect(parseCodeMeta('{5-2}', 9).problem?.message).toMatch(/Invalid line range "5-2"/);
    expect(parseCodeMeta('js {a-b}', 9).problem).toEqual({ message: expect.stringMatching(/Invalid line range "a-b"/), offset: 3 });
    expect(parseCodeMeta('title="{x}"', 1).problem).toBeUndefined();
    // Options of other remark plugins in JSON are left alone; a range after them still counts.
    expect(parseCodeMeta('js tab {"span":3} {2}', 3)).toEqual({ highlightLines: new Set([2]), showLineNumbers: false });
  });

  it('takes braces that are not line ranges as Docusaurus does: ignored, unless a word of their own meant as ranges', () => {
    const none = { highlightLines: new Set(), showLineNumbers: false };
    // Flow's site has a remark plugin put its checker's result in the meta as JSON, empty objects and quoted `{|` included.
    expect(parseCodeMeta('{"errors":[],"options":{}}', 3)).toEqual(none);
    expect(parseCodeMeta('{"errors":[{"descr":"Cannot use `{|` and `|}` here"}],"options":{}}', 3)).toEqual(none);
    expect(parseCodeMeta('{}', 3)).toEqual(none);
    // Docusaurus reads digits, commas and hyphens in braces anywhere as ranges; a mistyped range of its own is reported.
    expect(parseCodeMeta('x{2}', 3)).toEqual({ highlightLines: new Set([2]), showLineNumbers: false });
    expect(parseCodeMeta('{"a":{}} {1-x}', 3).problem?.message).toMatch(/Invalid line range "1-x"/);
    expect(parseCodeMeta('{1, 3}', 3).highlightLines).toEqual(new Set([1, 3]));
  });
});

describe('nearest', () => {
  it('suggests the closest route', () => {
    expect(nearest('/guide/instal/', ['/', '/guide/install/', '/api/'])).toBe('/guide/install/');
    expect(nearest('/zzzzzzzzzzzzzzzzzzz/', ['/a/'])).toBeUndefined();
    expect(nearest('/zzzzzzzzzzzzzzzzzzz/', ['/a/'], { always: true })).toBe('/a/');
    // A heading renamed with words added holds the old id whole: it wins over a short id a few edits away.
    expect(nearest('injecting-endpoints', ['editing-posts', 'splitting-and-injecting-endpoints', 'more-on-injecting-endpoints-and-caching'])).toBe('splitting-and-injecting-endpoints');
  });
});

describe('theme hooks', () => {
  it('name the hook and the provider when used outside it', () => {
    function Orphan() {
      useSiteContext();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow('Hook useSiteContext is called outside the <SiteContextProvider>.');
  });
});
