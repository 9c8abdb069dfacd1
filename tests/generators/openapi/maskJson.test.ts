import { describe, expect, it } from 'vitest';
import { CodeHighlighter } from '../../../src/generators/openapi/highlight.js';
import { Masker } from '../../../src/generators/openapi/maskValues.js';

/** Values whose strings are plain, not plain, quoted, escaped, reserved or look like placeholders, as keys and values. */
const VALUES: unknown[] = [
  { id: 1, name: 'octocat', url: 'https://api.github.com/repos/{owner}', tags: ['a b', 'x,"y"', 'a: b', '", '], nested: { deep: [{ ok: true, none: null }, [], {}] } },
  { 'quoted "key"': 'escaped \\ "value"', 'key: with': 'v', class: 'reserved key', 200: 'integer key', '10': { '1': 'one' }, QzQ0QzQ: 'QzQ1QzQ' },
  ['plain', 'with\nnewline', 'tab\there', 'unicode é ✓', '', -2.5e-3, 0, [[['deep']]]],
  { a: { b: { c: { d: 'e' } } }, list: [{ x: 'y' }, { x: 'z' }], empty: '', 'k"': '"v' },
  'just a string',
  'QzQ7QzQ',
  12,
  null,
  [],
];

describe('masking pretty-printed JSON line by line', () => {
  it('masks as masking the data does, placeholders numbered alike', () => {
    for (const value of VALUES) {
      const byData = new Masker();
      const expected = JSON.stringify(byData.data(value), null, 2);
      const byLine = new Masker();
      const lines = JSON.stringify(value, null, 2)
        .split('\n')
        .map((line) => byLine.jsonLine(line))
        .join('\n');
      expect(lines, JSON.stringify(value)).toBe(expected);
      expect(byLine.texts).toEqual(byData.texts);
    }
  });

  it('highlights the first lines of an example as the first lines of the real JSON', async () => {
    const highlighter = await CodeHighlighter.create();
    for (const value of VALUES) {
      const json = JSON.stringify(value, null, 2);
      for (const shown of [1, 3, 7, Number.POSITIVE_INFINITY]) {
        const real = Number.isFinite(shown) ? json.split('\n', shown).join('\n') : json;
        expect(highlighter.highlightJson(json, shown).html, `${shown} lines of ${json}`).toBe(highlighter.highlight(real, 'json').html);
      }
    }
  });
});
