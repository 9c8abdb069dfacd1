import { flagsOf } from './commandTree.js';
import type { CliCommand, CliFlagSpec, CliFlagType } from './types.js';

/** How a command is written on the command line: its synopsis, and the values each flag type accepts. */

/**
 * What each flag type accepts, spelt like the Go flag parsers most CLIs use (strconv, time.ParseDuration),
 * since a value the docs show must be one the tool takes.
 */
const VALUE_PATTERNS: Record<CliFlagType, RegExp | undefined> = {
  string: undefined,
  stringArray: undefined,
  int: /^[+-]?(0[xX][\da-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|\d[\d_]*)$/,
  float: /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|infinity|nan)$/i,
  duration: /^[+-]?(0|((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+)$/,
  bool: /^(1|0|t|f|T|F|true|false|TRUE|FALSE|True|False)$/,
};

const TYPE_NAMES: Record<CliFlagType, string> = {
  string: 'a string',
  stringArray: 'a string',
  int: 'an integer',
  float: 'a number',
  duration: 'a duration such as 30s or 1h30m',
  bool: 'true or false',
};

/** Why a literal value is not valid for a flag, or undefined when it is. */
export function checkFlagValue(flag: CliFlagSpec, value: string): string | undefined {
  const pattern = VALUE_PATTERNS[flag.type];
  if (pattern && !pattern.test(value)) return `needs ${TYPE_NAMES[flag.type]}, got "${value}"`;
  if (flag.enum && !flag.enum.includes(value)) return `must be one of ${flag.enum.join(', ')}; got "${value}"`;
  return undefined;
}

/** `<string>` for a value flag, nothing for a switch. */
export function valuePlaceholderOf(flag: CliFlagSpec): string {
  if (flag.type === 'bool') return '';
  return flag.enum ? `{${flag.enum.join('|')}}` : `<${flag.type === 'stringArray' ? 'string' : flag.type}>`;
}

/**
 * The synopsis line: `ogc vm create --name <string> … [flags]`, `ogc vm delete <vm-id> [flags]`.
 * Required flags are spelt out because a reader cannot run the command without them.
 */
export function computeUsage(command: CliCommand): string {
  const parts = [command.fullName];
  if (command.children.length) parts.push('[command]');
  for (const arg of command.spec.args) parts.push(arg.required ? `<${arg.name}>` : `[${arg.name}]`);
  for (const flag of command.spec.flags.filter((f) => f.required)) {
    parts.push([`--${flag.name}`, valuePlaceholderOf(flag)].filter(Boolean).join(' '));
  }
  if (flagsOf(command).some((flag) => !flag.required)) parts.push('[flags]');
  return parts.join(' ');
}
