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

describe('locateLink in a document of several files', () => {
  const own = 'openapi: 3.1.0\ninfo:\n  description: See [the overview](/overview/).\n';
  const files = Array.from({ length: 300 }, (_, i) => ({ file: `/spec/part-${i}.yaml`, text: `description: Part ${i}.\n` }));
  files[120].text = 'description: |\n  Scoped by [token scopes](/auth/scopes/).\n';
  files[250].text = 'description: Again [token scopes](/auth/scopes/).\n';
  const locator = createSourceLocator(own, { doc: {}, files, origins: [] });

  it('places a link in the document itself, else in the first file holding it, the same each time it is asked', () => {
    expect(locator.locateLink('/overview/')).toEqual({ line: 3, column: 34 });
    for (let i = 0; i < 3; i++) expect(locator.locateLink('/auth/scopes/')).toEqual({ file: '/spec/part-120.yaml', line: 2, column: 27 });
    expect(locator.locateText('Part 7.')).toEqual({ file: '/spec/part-7.yaml', line: 1, column: 14 });
    expect(locator.locateLink('/missing/')).toBeUndefined();
    expect(locator.locateLink('/missing/')).toBeUndefined();
  });
});
