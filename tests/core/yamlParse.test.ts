import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DocsGenError } from '../../src/errors/DocsGenError.js';
import { parseYaml } from '../../src/util/yaml.js';

/** What `parseYaml` gives: the data, or the located error's position and message. */
function outcome(text: string): { data: unknown } | { error: string } {
  try {
    return { data: parseYaml(text, 'data.yaml') };
  } catch (error) {
    const e = error as DocsGenError;
    return { error: `${e.file}:${e.line}:${e.column} ${e.message}` };
  }
}

describe('parseYaml', () => {
  // js-yaml reads what it can; what it refuses, and what it would read differently, goes to `yaml`.
  it('gives the data the YAML 1.2 core schema gives, for texts js-yaml reads and texts it refuses', () => {
    const texts = [
      'title: Install\nsidebar_position: 3\ntags: [gpu, setup]\n',
      'n: [0o17, 0x1F, 1e3, .5, +1, -.inf, 010, 12345678901234567890]\n',
      'z: [~, Null, TRUE, yes, on, 2024-01-01, 2024-01-01T00:00:00Z, "2"]\n',
      'a: |\n  line\n\nb: >-\n  folded\n  text\nc: \'it\'\'s\'\nd: "\\u00e9\\t"\n',
      '"quoted key": 1\n1: one\ntrue: t\n__proto__: {polluted: 1}\n',
      'a: 1\n...\n',
      // `<<` is a plain key under YAML 1.2.
      'base: &b {k: 1}\nc:\n  <<: *b\n',
      // js-yaml refuses these; `yaml` reads them.
      '',
      '# only a comment\n',
      '---\n',
      'x: !!binary aGVsbG8=\n',
      'a: !custom 1\n',
      '? [a, b]\n: 1\n',
      'list: &l [a, b]\nagain: *l\n',
      // A YAML 1.1 document, whose `yes` is true.
      '%YAML 1.1\n---\na: yes\n',
    ];
    for (const text of texts) expect(outcome(text), text).toEqual({ data: parse(text, { logLevel: 'error' }) ?? null });
  });

  it('reports what js-yaml refuses in the words and at the place `yaml` gives', () => {
    expect(outcome('name: "tool\n')).toEqual({ error: expect.stringMatching(/^data\.yaml:2:1 YAML syntax error: Missing closing "quote/) });
    expect(outcome('title: Guide\ntitle: Again\n')).toEqual({ error: expect.stringMatching(/^data\.yaml:2:1 YAML syntax error: Map keys must be unique/) });
    expect(outcome('tags:\n\t- one\n')).toEqual({ error: expect.stringMatching(/^data\.yaml:2:1 YAML syntax error: Tabs are not allowed as indentation/) });
    expect(outcome('a: 1\n---\nb: 2\n')).toEqual({ error: expect.stringMatching(/YAML syntax error: Source contains multiple documents/) });
  });

  it('refuses aliases that would expand without bound', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    expect(outcome(`${levels.join('\n')}\n`)).toEqual({ error: expect.stringMatching(/^data\.yaml:undefined:undefined YAML error: Excessive alias count/) });
  });
});
