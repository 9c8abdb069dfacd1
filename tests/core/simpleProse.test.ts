import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import { toString as textOfMdast } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { remarkCollectLinks } from '../../src/markdown/plugins/remarkCollectLinks.js';
import { renderSimpleProse } from '../../src/markdown/simpleProse.js';
import type { FoundLink } from '../../src/shared/types.js';
import { collectDescriptions } from '../helpers/descriptions.js';
import { repoRoot } from '../helpers/site.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkCollectLinks, {}).use(remarkRehype);

/** What CommonMark + GFM make of a text: its HTML, plain text as the renderer joins it, and the links it records. */
function fully(markdown: string): { html: string; text: string; links: FoundLink[] } {
  const file = new VFile({ value: markdown });
  const mdast = processor.parse(file) as MdastRoot;
  const text = mdast.children
    .map((child) => textOfMdast(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const html = toHtml(processor.runSync(mdast, file));
  return { html, text, links: (file.data as { links: FoundLink[] }).links };
}

describe('renderSimpleProse', () => {
  it('renders prose with code spans and links exactly as the full pipeline does, and leaves anything else to it', () => {
    const document = parse(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8'));
    const samples = [
      ...collectDescriptions(document, []),
      'Needs the `repo` scope.',
      'See [the guide](/docs/guide/) and [`ogc vm`](https://example.com/cli#vm).\n  Second line with `a<b&c` code.',
      'First paragraph with [a link](../relative/path?x=1&y=2).\n\n\n   [Starts](/with/a/link) a paragraph.',
      '`code` at the start, "quotes" and (parentheses) after [x](/a_b*c).',
      'A [link `with code` inside](/p%20q) and `[not a link](/x)` in code.',
      'Two `` backticks `` here.',
      '`a [b` c](d)',
      '[a `b]` c](d)',
      'Text [not a link] here.',
      '[ref]: /defined\n\nUse [ref].',
      'A [link](</angle>) and [another](/x "title").',
      'Bare https://example.com and www.example.com and user@example.com.',
      'Image ![alt](/a.png).',
      '*emphasis* and **strong**',
      'Hard break  \nnext',
      'Line\\\nbreak',
      'A [link](/nested(parens)) here.',
      'Code ` spaced ` span.',
      'Trailing `open',
      '[empty]() link',
      'Entity &amp; here',
    ];
    let shortcuts = 0;
    let withLinks = 0;
    for (const markdown of samples) {
      const simple = renderSimpleProse(markdown);
      if (!simple) continue;
      shortcuts++;
      if (simple.links.length) withLinks++;
      expect({ html: toHtml(simple.hast), text: simple.text, links: simple.links }, markdown).toEqual(fully(markdown));
    }
    expect(shortcuts).toBeGreaterThan(20);
    expect(withLinks).toBeGreaterThanOrEqual(3);
    for (const markdown of ['`a [b` c](d)', '[a `b]` c](d)', 'Text [not a link] here.', '[ref]: /defined\n\nUse [ref].', '*emphasis* and **strong**', 'Code ` spaced ` span.', 'Hard break  \nnext']) {
      expect(renderSimpleProse(markdown), markdown).toBeUndefined();
    }
  });
});
