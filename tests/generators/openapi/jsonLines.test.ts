import { describe, expect, it } from 'vitest';
import { JsonLineHighlighter } from '../../../src/generators/openapi/jsonLines.js';
import { highlightCodeHtml } from '../../../src/markdown/highlightCode.js';
import { getHighlighter } from '../../../src/markdown/highlighter.js';

const VALUES: unknown[] = [
  { id: 1, name: 'QzQ0QzQ', tags: ['QzQ1QzQ', 'b c'], nested: { deep: [{ x: -2.5e3, ok: true, none: null }, [], {}] } },
  [1, 'two', [3, [4, { five: 5 }]], { 'quoted "key"': 'escaped \\ "value"', url: 'https://x.example/{id}?q=1' }],
  { QzQ0QzQ: 'QzQ1QzQ', QzQ2QzQ: 42, list: [0, -1, 1.25, 'QzQ3QzQ'], empty: '' },
  'just a string',
  12,
  [],
  // The first value's lines again with other numbers and placeholders: served from the cache, filled in.
  { id: 98765, name: 'QzQ17QzQ', tags: ['QzQ18QzQ', 'b c'], nested: { deep: [{ x: 7, ok: true, none: null }, [], {}] } },
];

describe('JsonLineHighlighter', () => {
  it('gives the HTML that highlighting the whole block gives, from the line cache too', async () => {
    const highlighter = await getHighlighter('```json');
    const lines = new JsonLineHighlighter(highlighter);
    for (const round of [1, 2]) {
      for (const value of VALUES) {
        const code = JSON.stringify(value, null, 2);
        expect(lines.highlight(code), `round ${round}: ${code}`).toBe(highlightCodeHtml(highlighter, code, 'json'));
      }
    }
  });
});
