import { describe, expect, it } from 'vitest';
import { DocsGenError } from '../../../src/errors/DocsGenError.js';
import { checkCliSpec } from '../../../src/generators/cli/checkCliSpec.js';
import { buildCommandTree } from '../../../src/generators/cli/commandTree.js';
import { parseCliSpec } from '../../../src/generators/cli/loadCliSpec.js';
import { computeUsage } from '../../../src/generators/cli/commandSyntax.js';
import { parseYaml, parseYamlPlaced } from '../../../src/util/yaml.js';

/** Every problem of a spec text as `line:col message`. */
function problemsOf(text: string): string[] {
  try {
    const loaded = parseCliSpec(text, 'tool.yaml');
    return checkCliSpec(buildCommandTree(loaded.spec), loaded).map((e) => `${e.line}:${e.column} ${e.message}`);
  } catch (error) {
    if (!(error instanceof DocsGenError)) throw error;
    return error.all().map((e) => `${e.line}:${e.column} ${e.message}`);
  }
}

describe('parseCliSpec', () => {
  it('fills defaults, so later stages never see a missing list', () => {
    const { spec } = parseCliSpec('name: tool\ncommands:\n  - name: run\n    flags:\n      - name: dry-run\n', 'tool.yaml');
    expect(spec.commands[0]).toEqual({
      name: 'run',
      summary: '',
      description: '',
      args: [],
      flags: [{ name: 'dry-run', type: 'string', required: false, description: '' }],
      examples: [],
      seeAlso: [],
      commands: [],
    });
    expect(spec.exitCodes).toEqual([]);
  });

  it('reports a YAML syntax error at its line and column', () => {
    expect(problemsOf('name: tool\ncommands:\n  - name: [a\n')).toEqual([expect.stringMatching(/^\d+:\d+ YAML syntax error: /)]);
  });

  it('reads data and syntax errors as the YAML parser used for every other file does', () => {
    const errorOf = (parse: () => unknown) => {
      try {
        return { data: parse() };
      } catch (error) {
        const e = error as DocsGenError;
        return { error: `${e.line}:${e.column} ${e.message}` };
      }
    };
    for (const text of [
      'name: tool\ncommands:\n  - name: [a\n',
      'name: "tool\n',
      'a: 1\na: 2\n',
      'name: tool\n---\nname: other\n',
      'name: tool\nversion: 1.10\non: yes\nwhen: 2024-01-02\nlist: &l [a, b]\nagain: *l\n',
    ]) {
      expect(errorOf(() => parseYamlPlaced(text, 'tool.yaml').data), text).toEqual(errorOf(() => parseYaml(text, 'tool.yaml')));
    }
    expect(errorOf(() => parseYaml('name: "tool\n', 'tool.yaml')).error).toMatch(/^2:1 YAML syntax error: Missing closing "quote/);
  });

  it('reports every unknown key and wrong type at once, at the key', () => {
    const text = ['name: tool', 'comands: []', 'flags:', '  - name: v', '    type: boolean', '    required: "no"'].join('\n');
    expect(problemsOf(text)).toEqual([
      '2:1 Unknown key "comands"',
      '5:5 Invalid value at "flags[0].type": "boolean" is not one of string, int, float, bool, duration, stringArray',
      '6:5 Wrong type at "flags[0].required": expected boolean, got string "no"',
    ]);
  });

  it('asks to quote enum values YAML reads as numbers', () => {
    try {
      parseCliSpec('name: tool\nflags:\n  - name: version\n    enum: [1.30, "1.31"]\n', 'tool.yaml');
      expect.unreachable();
    } catch (error) {
      expect((error as DocsGenError).message).toBe('Wrong type at "flags[0].enum[0]": expected string, got number 1.3');
      expect((error as DocsGenError).hint).toBe('Quote the value to keep it a string.');
    }
  });

  it('rejects names that cannot become a page path or a shell word', () => {
    expect(problemsOf('name: tool\ncommands:\n  - name: my_cmd\n')[0]).toMatch(/^3:\d+ Invalid value at "commands\[0\]\.name": must be letters, digits/);
  });
});

describe('checkCliSpec', () => {
  it('accepts the spec of the site', async () => {
    const fs = await import('node:fs');
    expect(problemsOf(fs.readFileSync('site/cli/ogc.yaml', 'utf8'))).toEqual([]);
  });

  it('reports duplicate commands and flags, short-name clashes and bad defaults', () => {
    const text = `name: tool
flags:
  - { name: output, short: o }
commands:
  - name: run
    flags:
      - { name: output }
      - { name: open, short: o }
      - { name: count, type: int, default: "3" }
      - { name: mode, enum: [a, b], default: c }
  - name: run
`;
    expect(problemsOf(text)).toEqual([
      '7:11 Flag --output of "tool run" is defined twice (also an inherited flag)',
      '8:23 Short flag -o of "tool run" is already used by --output',
      '9:35 Default of --count does not match its type int',
      '10:37 Default "c" of --mode is not one of its values: a, b',
      '11:5 Command "tool run" is defined twice',
    ]);
  });

  it('reports seeAlso targets that do not exist, with a suggestion', () => {
    const text = 'name: tool\ncommands:\n  - name: box\n    commands:\n      - name: list\n        seeAlso: [box lst]\n';
    expect(problemsOf(text)).toEqual(['6:19 seeAlso of "tool box list" names "box lst", which is not a command']);
  });

  it('reports examples that are not valid command lines', () => {
    const text = 'name: tool\ncommands:\n  - name: list\n    examples:\n      - command: tool list --all\n';
    expect(problemsOf(text)).toEqual(['5:9 Example of "tool list": unknown flag --all for "tool list"']);
  });

  it('reports args and examples on a group, which gets no page to show them', () => {
    const text = 'name: tool\ncommands:\n  - name: box\n    args: [{ name: id }]\n    commands:\n      - name: list\n';
    expect(problemsOf(text)).toEqual([expect.stringContaining('"tool box" has subcommands, so it gets no page')]);
  });

  it('reports a required argument after an optional one', () => {
    const text = 'name: tool\ncommands:\n  - name: cp\n    args:\n      - { name: from }\n      - { name: to, required: true }\n';
    expect(problemsOf(text)).toEqual(['6:9 Required argument <to> of "tool cp" follows an optional one']);
  });
});

describe('computeUsage', () => {
  it('spells out arguments, required flags and a [flags] placeholder', () => {
    const { spec } = parseCliSpec(
      `name: tool
flags: [{ name: verbose, type: bool }]
commands:
  - name: cp
    args: [{ name: from, required: true }, { name: to }]
    flags: [{ name: mode, required: true, enum: [fast, safe] }, { name: n, type: int, required: true }]
`,
      'tool.yaml',
    );
    const tree = buildCommandTree(spec);
    expect(computeUsage(tree.root)).toBe('tool [command] [flags]');
    expect(computeUsage(tree.byPath.get('cp')!)).toBe('tool cp <from> [to] --mode {fast|safe} --n <int> [flags]');
  });
});
