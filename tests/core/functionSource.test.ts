import { describe, expect, it } from 'vitest';
import { selfContainedSource } from '../../src/migrate/functionSource.js';

/** A function of the config as written: its lines as deep in the config as they were (an option of an option). */
const written = (text: string) => new Function(`return ${text}`)() as (...args: never[]) => unknown;
const constants = new Map([['mapping', { source: 'new Map([["ja", "ja-JP"]])' }]]);

describe('a config function written with the constants it reads', () => {
  it('is declared with them around it, its lines as deep as its first', () => {
    const fn = written("({ locale }) => {\n              return 'https://l10n.example/' + mapping.get(locale);\n            }");
    expect(selfContainedSource(fn, constants)?.source).toBe(
      "(() => {\n  const mapping = new Map([[\"ja\", \"ja-JP\"]]);\n  return ({ locale }) => {\n    return 'https://l10n.example/' + mapping.get(locale);\n  };\n})()",
    );
  });

  it('keeps its lines as written when a string spans them, whose spaces are its text', () => {
    const fn = written('({ locale }) => {\n              return `line one\n              ${mapping.get(locale)}`;\n            }');
    expect(selfContainedSource(fn, constants)?.source).toContain('return `line one\n              ${mapping.get(locale)}`;\n            };');
  });
});
