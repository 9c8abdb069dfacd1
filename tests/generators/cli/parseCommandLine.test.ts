import { describe, expect, it } from 'vitest';
import { parseCliSpec } from '../../../src/generators/cli/loadCliSpec.js';
import { parseCommandLine } from '../../../src/generators/cli/parseCommandLine.js';

const { spec } = parseCliSpec(
  `
name: tool
flags:
  - { name: output, short: o, enum: [table, json] }
  - { name: verbose, short: v, type: bool }
  - { name: help, short: h, type: bool }
commands:
  - name: version
  - name: box
    flags:
      - { name: project, type: string }
    commands:
      - name: create
        flags:
          - { name: name, required: true }
          - { name: size, type: int, default: 10 }
          - { name: ratio, type: float }
          - { name: timeout, type: duration }
          - { name: tag, type: stringArray }
          - { name: wait, short: w, type: bool }
          - { name: zone, short: z, enum: [north, south] }
      - name: delete
        args:
          - { name: box-id, required: true }
          - { name: reason }
        flags:
          - { name: "yes", short: "y", type: bool }
`,
  'tool.yaml',
);

const problemsOf = (line: string, partial = false) => parseCommandLine(spec, line, { partial }).problems.map((p) => p.message);

describe('parseCommandLine: command path', () => {
  it('finds nested commands and returns their flags and args', () => {
    const parsed = parseCommandLine(spec, 'tool box delete b-1 "no longer used" -y');
    expect(parsed.commandPath).toEqual(['tool', 'box', 'delete']);
    expect(parsed.args).toEqual(['b-1', 'no longer used']);
    expect(parsed.flags).toEqual({ yes: ['true'] });
    expect(parsed.problems).toEqual([]);
  });

  it('reports an unknown subcommand with a suggestion', () => {
    expect(problemsOf('tool box creat --name a')).toEqual(['unknown command "creat" for "tool box" (did you mean create?)']);
  });

  it('accepts global flags before the subcommand, with their values', () => {
    expect(problemsOf('tool -o json box delete b-1')).toEqual([]);
    expect(problemsOf('tool --output json box delete b-1')).toEqual([]);
  });

  it('accepts a group or the root alone (they print help)', () => {
    expect(problemsOf('tool')).toEqual([]);
    expect(problemsOf('tool box')).toEqual([]);
  });

  it('rejects a line that does not run the tool', () => {
    expect(problemsOf('other box')).toEqual(['not a "tool" command']);
  });

  it('stops checking at an expansion used as a subcommand', () => {
    expect(problemsOf('tool box $ACTION --whatever')).toEqual([]);
  });
});

describe('parseCommandLine: flags', () => {
  it('accepts --flag value, --flag=value and inherited group and global flags', () => {
    expect(problemsOf('tool box create --name=a --size 3 --project p -o table -v')).toEqual([]);
  });

  it('reports unknown long and short flags with a suggestion', () => {
    expect(problemsOf('tool box create --name a --sise 3')).toEqual([
      'unknown flag --sise for "tool box create" (did you mean --size?)',
    ]);
    expect(problemsOf('tool box create --name a -q')).toEqual(['unknown shorthand flag -q in -q for "tool box create"']);
  });

  it('checks int, float and duration values', () => {
    expect(problemsOf('tool box create --name a --size big --ratio x1 --timeout 10')).toEqual([
      'flag --size needs an integer, got "big"',
      'flag --ratio needs a number, got "x1"',
      'flag --timeout needs a duration such as 30s or 1h30m, got "10"',
    ]);
    expect(problemsOf('tool box create --name a --size -3 --ratio 0.5 --timeout 1h30m')).toEqual([]);
  });

  it('checks enum values, for long and short spellings', () => {
    expect(problemsOf('tool box create --name a --zone east')).toEqual(['flag --zone must be one of north, south; got "east"']);
    expect(problemsOf('tool box create --name a -zeast')).toEqual(['flag -z must be one of north, south; got "east"']);
    expect(problemsOf('tool box create --name a -z=south -o json')).toEqual([]);
  });

  it('accepts shell variables and placeholders as any value', () => {
    expect(problemsOf('tool box create --name "$NAME" --size $SIZE --zone "${ZONE}" --timeout $(cat t)')).toEqual([]);
    expect(problemsOf('tool box create --name <name> --size <size>')).toEqual([]);
    expect(problemsOf('tool box delete <box id>')).toEqual([]);
    // A redirection is not a placeholder.
    expect(parseCommandLine(spec, 'tool box delete b-1 <in.txt >out.txt').args).toEqual(['b-1']);
  });

  it('treats bool flags as switches that take no separate value', () => {
    expect(problemsOf('tool box create --name a --wait')).toEqual([]);
    expect(problemsOf('tool box create --name a --wait=false')).toEqual([]);
    expect(problemsOf('tool box create --name a --wait=maybe')).toEqual(['flag --wait needs true or false, got "maybe"']);
    // `--wait true` leaves `true` as an argument, which `create` does not take.
    expect(problemsOf('tool box create --name a --wait true')).toEqual(['unexpected argument "true" for "tool box create" (it takes none)']);
  });

  it('groups short switches and lets the last one take a value', () => {
    expect(problemsOf('tool box create --name a -wvz north')).toEqual([]);
    expect(problemsOf('tool box create --name a -wz')).toEqual(['flag -z needs a value']);
  });

  it('lets stringArray flags repeat and reports other repeated flags', () => {
    expect(problemsOf('tool box create --name a --tag x --tag y')).toEqual([]);
    expect(problemsOf('tool box create --name a --name b')).toEqual(['flag --name is given more than once']);
  });

  it('reports a value flag at the end of the line without its value', () => {
    expect(problemsOf('tool box create --name')).toEqual(['flag --name needs a value']);
  });

  it('reports missing required flags unless help is asked for', () => {
    expect(problemsOf('tool box create --size 3')).toEqual(['missing required flag --name for "tool box create"']);
    expect(problemsOf('tool box create --help')).toEqual([]);
    expect(problemsOf('tool box create -h')).toEqual([]);
  });
});

describe('parseCommandLine: arguments', () => {
  it('reports missing required arguments and too many arguments', () => {
    expect(problemsOf('tool box delete')).toEqual(['missing argument <box-id> for "tool box delete"']);
    expect(problemsOf('tool box delete a b c')).toEqual(['unexpected argument "c" for "tool box delete" (it takes at most 2)']);
    expect(problemsOf('tool version 1.0')).toEqual(['unexpected argument "1.0" for "tool version" (it takes none)']);
  });

  it('takes everything after -- as arguments', () => {
    expect(parseCommandLine(spec, 'tool box delete -- -weird-id').args).toEqual(['-weird-id']);
  });

  it('does not count the word after an unknown flag as a stray argument', () => {
    expect(problemsOf('tool box delete b-1 --force now')).toEqual(['unknown flag --force for "tool box delete"']);
  });
});

describe('parseCommandLine: shell syntax', () => {
  it('joins backslash continuations', () => {
    expect(problemsOf('tool box create \\\n  --name a \\\n  --size 2')).toEqual([]);
  });

  it('stops at pipes, lists, redirections and comments', () => {
    for (const tail of ['| jq .id', '&& echo ok', '; echo ok', '> out.json', '2>/dev/null', '# comment', '|| true']) {
      expect(problemsOf(`tool box delete b-1 ${tail}`)).toEqual([]);
    }
    expect(parseCommandLine(spec, 'tool version | head -1').end).toBe(13);
  });

  it('removes quotes and keeps quoted spaces in one word', () => {
    expect(parseCommandLine(spec, `tool box delete 'b 1' "two words"`).args).toEqual(['b 1', 'two words']);
  });

  it('starts at an offset and ends at the closing parenthesis of a command substitution', () => {
    const line = 'ID=$(tool box delete b-1 -o json) && echo "$ID"';
    const parsed = parseCommandLine(spec, line, { from: line.indexOf('tool') });
    expect(parsed.problems).toEqual([]);
    expect(line.slice(parsed.end)).toBe(') && echo "$ID"');
  });

  it('points each problem at the word at fault', () => {
    const line = 'tool box create --name a \\\n  --size big';
    const [problem] = parseCommandLine(spec, line).problems;
    expect(line.slice(problem.offset)).toBe('--size big');
  });
});

describe('parseCommandLine: mentions in prose (partial)', () => {
  it('allows a flag without its value and missing required parts', () => {
    expect(problemsOf('tool box create --zone', true)).toEqual([]);
    expect(problemsOf('tool box delete', true)).toEqual([]);
  });

  it('still reports unknown names and bad values', () => {
    expect(problemsOf('tool box create --zones', true)).toEqual(['unknown flag --zones for "tool box create" (did you mean --zone?)']);
    expect(problemsOf('tool box create --zone east', true)).toEqual(['flag --zone must be one of north, south; got "east"']);
  });
});
