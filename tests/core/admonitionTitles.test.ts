import { describe, expect, it } from 'vitest';
import { mayFormatTitle, parseTitle } from '../../src/markdown/plugins/remarkAdmonitionTitles.js';

/** Every printable ASCII character, alone and around words, at the start, inside and at the end of a title. */
const CHARS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const TITLES = [
  'Good to know',
  '',
  '   ',
  '1. Step',
  '# Heading',
  '- item',
  '    indented',
  'Trailing  ',
  ...CHARS.flatMap((c) => [c, `${c}a${c}`, `a ${c}b${c} c`, `${c}${c}x${c}${c}`, `x${c}`, `[x]${c}(y)`, `${c} x`]),
  'a  \nb',
  'a\\\nb',
  '&amp; &#64;',
  '<b>x</b>',
  '<https://example.com>',
  '![alt](img.png)',
];

describe('admonition titles', () => {
  it('skips parsing only titles that parse to text alone', () => {
    const skipped = TITLES.filter((title) => !mayFormatTitle(title));
    // The rule must let most plain titles through, or it saves nothing.
    expect(skipped).toContain('Good to know');
    for (const title of skipped) expect(parseTitle(title).every((child) => child.type === 'text'), JSON.stringify(title)).toBe(true);
  });

  it('parses titles with formatting', () => {
    for (const title of ['A **b**', 'a `c` d', '[l](u)', 'x  \ny']) {
      expect(mayFormatTitle(title)).toBe(true);
      expect(parseTitle(title).some((child) => child.type !== 'text'), title).toBe(true);
    }
  });
});
