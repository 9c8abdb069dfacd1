import fs from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmParser, gfmPartsOf, remarkGfmParts } from '../../src/markdown/plugins/remarkGfmParts.js';
import { repoRoot } from '../helpers/site.js';

/** Texts at the edges of each part's test: escapes, entities, case, tabs, and each part next to the others. */
const EDGES = [
  'Plain prose with **bold**, _emphasis_, `code` and [a link](./page.md).',
  'Write to user@example.com or first.last+tag@sub.example.org.',
  'Visit www.example.com, WWW.EXAMPLE.COM or wWw.example.com/path.',
  'See https://example.com/a?b=1, HTTP://EXAMPLE.ORG and (https://example.com/in-parens).',
  'Escaped: http\\://example.com and www\\.example.com and user\\@example.com.',
  'Entities: user&#64;example.com, &#119;ww.example.com and http&#58;//example.com.',
  'Protocols: mailto:me@example.com and xmpp:me@example.com/resource.',
  '~one~ and ~~two~~ and ~~~three~~~, *a~*b~ and _x~_y~.',
  'A note[^1] and another[^named].\n\n[^1]: The note.\n[^named]: Named, with `code`.',
  'Not a note: [\\^1] and [^ 1].',
  '| a | b |\n| :- | -: |\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  'A pipe | in prose, and a code span `a|b`.',
  // Tables where they can start and go on: after a paragraph, in quotes and lists, rows with no pipe, a row
  // that a lazy line cannot be, a head whose delimiter row is not one, and every kind of line ending.
  'A paragraph line\n| a | b |\n| - | - |\n| 1 | 2 |\nbody row without pipes\n\nafter',
  '> | a | b |\n> | :-: | --- |\n> | 1 | 2 |\nlazy | line\n\n>  a\n> ---',
  '- item\n\n  | a |\n  | - |\n  | 1 |\n- | b |\n  | - |',
  '| a |\n| - |\n\n| a | b |\n| - |\n\n| x |\n|-x|\n\na\n-\n\n| a |\n- - -',
  '| a |\r\n| - |\r\n| 1 |\r| b |\r| - |\r| 2 |',
  '| a |\t| b |\n|\t-\t|\t:-:\t|\n| 1 | 2 |\n    | indented |',
  '  | a |\n  | - |\n1. | c |\n   | - |\n   | 3 |',
  // Literal autolinks on some lines of a paragraph only, in every kind of block, and at a line's start.
  'A line without one,\nthen www.example.com and\nsomeone@example.com, then none.\r\nHTTPS://EXAMPLE.COM/A and (http://x.example/y).',
  '# Heading with https://example.com\n\n> quote with a@b.co\n\n- item www.example.org/path\n\n| link | mail |\n| - | - |\n| https://a.example | c@d.example |',
  'www.example.com starts the line\n[text with www.example.com](https://example.com) and *emphasis www.x.com*',
  'user+tag@sub.example.org., mailto:me@example.com and a_b-c.d@example.co.uk_',
  'Only WWW.EXAMPLE.COM on this line.\n\n| one column, a delimiter row without a pipe |\n:-:\n| 1 |',
  '- [ ] open\n- [x] done\n- [X] Done\n-\t[\t] tab\n- [ ]\n- [y] not a task',
  '1. [ ] numbered\n   - [x] nested',
  '> - [ ] quoted task with www.example.com | pipe ~strike~ [^n]\n>\n> [^n]: note',
  '```\nhttps://example.com | ~ [^1] [ ]\n```',
];

function sitePages(): string[] {
  return fs
    .readdirSync(path.join(repoRoot, 'site', 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(repoRoot, 'site', 'docs', file), 'utf8'));
}

describe('GFM parts', () => {
  it('choose only the parts a text may use', () => {
    expect(gfmPartsOf('Plain prose with **bold** and [a link](./page.md).')).toBe('00000');
    expect(gfmPartsOf('user@example.com')).toBe('10000');
    expect(gfmPartsOf('http\\://example.com')).toBe('10000');
    expect(gfmPartsOf('&#64;')).toBe('10000');
    expect(gfmPartsOf('a[^1]')).toBe('01000');
    expect(gfmPartsOf('~a~')).toBe('00100');
    expect(gfmPartsOf('a | b')).toBe('00010');
    expect(gfmPartsOf('- [\t] task')).toBe('00001');
  });

  it('parse Markdown into the tree full GFM makes, positions included', () => {
    const full = unified().use(remarkParse).use(remarkGfm);
    // Of the site's pages, the two shortest of each set of parts: parsing every page twice took seconds of each run.
    const byParts = new Map<string, string[]>();
    for (const page of sitePages().sort((a, b) => a.length - b.length)) byParts.set(gfmPartsOf(page), [...(byParts.get(gfmPartsOf(page)) ?? []), page]);
    const texts = [...EDGES, ...[...byParts.values()].flatMap((same) => same.slice(0, 2))];
    // As JSON: the same trees, compared in a tenth of the time a deep equality takes.
    for (const text of texts) expect(JSON.stringify(gfmParser(text).parse(text)), text.slice(0, 80)).toBe(JSON.stringify(full.parse(text)));
    // The site's pages do not all take every part: the comparison covers texts parsed with fewer.
    expect(new Set(texts.map(gfmPartsOf)).size).toBeGreaterThan(4);
  });

  it('compile MDX to the code full GFM compiles it to', async () => {
    const full = createProcessor({ remarkPlugins: [remarkGfm] });
    // One processor per set of parts, as the compiler keeps them. The trees of every page are compared above:
    // here each set of parts the site's pages take is compiled once, with its longest page, after the edge cases.
    const longest = new Map<string, string>();
    for (const text of sitePages()) if (text.length > (longest.get(gfmPartsOf(text))?.length ?? -1)) longest.set(gfmPartsOf(text), text);
    expect(longest.size).toBeGreaterThan(4);
    const processors = new Map<string, ReturnType<typeof createProcessor>>();
    for (const text of [...EDGES, ...longest.values()]) {
      const wanted = gfmPartsOf(text);
      let parts = processors.get(wanted);
      if (!parts) processors.set(wanted, (parts = createProcessor({ remarkPlugins: [[remarkGfmParts, wanted]] })));
      expect(String(await parts.process(text)), text.slice(0, 80)).toBe(String(await full.process(text)));
    }
  });
});
