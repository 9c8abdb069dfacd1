import fs from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import { toString as textOfMdast } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderPlainProse } from '../../src/markdown/plainProse.js';
import { collectDescriptions } from '../helpers/descriptions.js';
import { repoRoot } from '../helpers/site.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** What CommonMark + GFM make of a text: its HTML and its plain text as the renderer joins it. */
function fully(markdown: string): { html: string; text: string } {
  const mdast = processor.parse(markdown) as MdastRoot;
  const text = mdast.children
    .map((child) => textOfMdast(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { html: toHtml(processor.runSync(mdast)), text };
}

describe('renderPlainProse', () => {
  it('renders plain prose exactly as the full pipeline does, and leaves anything else to it', () => {
    const document = parse(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8'));
    const samples = [
      ...collectDescriptions(document, []),
      'One line.',
      'Two\nlines  with  spaces.\n',
      'First paragraph.\n\n\nSecond "quoted" paragraph (with 50% off) and a = b + c - d.',
      '  Indented start.',
      '1. a list',
      'A line\n- then a list',
      'Hard break  \nnext',
      'Title\n=====',
      'See www.example.com',
      'mail user@example.com',
      'Tab\tinside',
    ];
    let shortcuts = 0;
    for (const markdown of samples) {
      const plain = renderPlainProse(markdown);
      if (!plain) continue;
      shortcuts++;
      expect(plain, markdown).toEqual(fully(markdown));
    }
    expect(shortcuts).toBeGreaterThan(10);
    for (const markdown of ['1. a list', 'A line\n- then a list', 'Hard break  \nnext', 'Title\n=====', 'See www.example.com', '`code`']) {
      expect(renderPlainProse(markdown), markdown).toBeUndefined();
    }
  });
});
