import { describe, expect, it } from 'vitest';
import { createSourceLocator } from '../../../src/generators/openapi/locate.js';

/** Line and column of the first occurrence, by searching the whole text. */
function searched(text: string, needle: string) {
  const offset = text.indexOf(needle);
  if (offset < 0) return undefined;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

describe('locateText', () => {
  const text = [
    '{',
    '  "a": "See [the guide](https://example.com/guides/rate-limits-and-more) first.",',
    '  "b": "Then [limits](https://example.com/guides/rate-limits) and (https://example.com/guides/rate-limits).",',
    '  "c": "Short (/x) and https://example.com/bare"',
    '}',
  ].join('\n');
  const locator = createSourceLocator(text);

  it.each([
    // A longer URL that starts alike comes first: the needle is found there.
    '(https://example.com/guides/rate-limits',
    '(https://example.com/guides/rate-limits)',
    '(https://example.com/guides/rate-limits).',
    '(/x',
    'https://example.com/bare',
  ])('finds %s where a search of the whole text first does', (needle) => {
    expect(searched(text, needle)).toBeDefined();
    expect(locator.locateText(needle)).toEqual(searched(text, needle));
  });

  it('finds nothing that is not there', () => {
    expect(locator.locateText('(https://example.com/guides/missing')).toBeUndefined();
    expect(locator.locateText('(/y')).toBeUndefined();
  });

  it('places the first and a later occurrence apart', () => {
    expect(locator.locateText('(https://example.com/guides/rate-limits)')).toEqual({ line: 3, column: 22 });
    expect(locator.locateText('(https://example.com/guides/rate-limits).')).toEqual({ line: 3, column: 67 });
  });
});
