import { nearest } from '../../shared/nearest.js';
import { checkFlagValue } from './commandSyntax.js';
import { commandTreeOf, flagsOf } from './commandTree.js';
import { tokenizeCommand, type ShellWord } from './tokenizeShell.js';
import type { CliCommand, CliFlagSpec, CliSpec } from './types.js';

export interface CommandLineProblem {
  message: string;
  /** Offset in the input of the word at fault. */
  offset: number;
}

export interface ParsedCommandLine {
  /** Names of the command found, root first: `['ogc', 'vm', 'create']`. */
  commandPath: string[];
  args: string[];
  /** Values by long flag name; a switch given without a value has `true`. */
  flags: Record<string, string[]>;
  problems: CommandLineProblem[];
  /** Offset where the command stops in the input (a pipe, `&&`, `;`, a redirection, a newline). */
  end: number;
}

export interface ParseCommandLineOptions {
  /** Offset where the command starts in the input. */
  from?: number;
  /**
   * The line mentions a command in prose (`ogc vm list-sku --location`) rather than running it: a flag without
   * its value, missing required flags and missing arguments are fine. Unknown names and bad values are not.
   */
  partial?: boolean;
}

interface FlagValue {
  value: string;
  opaque: boolean;
}

const isFlagWord = (word: ShellWord) => word.value.startsWith('-') && word.value !== '-';

function suggestion(target: string, candidates: string[]): string {
  const found = nearest(target, candidates);
  return found ? ` (did you mean ${found}?)` : '';
}

/** Whether a flag word is followed by its value as a separate word (`--sku x`, `-o json`, `-yo json`). */
function takesNextWord(flags: CliFlagSpec[], text: string): boolean {
  if (text.startsWith('--')) {
    const flag = flags.find((f) => f.name === text.slice(2));
    return flag !== undefined && flag.type !== 'bool';
  }
  for (let k = 1; k < text.length; k++) {
    const flag = flags.find((f) => f.short === text[k]);
    if (!flag) return false;
    if (flag.type !== 'bool') return k === text.length - 1;
  }
  return false;
}

/** Follows subcommand names from the root, skipping flags (and their values) the commands on the way know. */
function findCommandWords(root: CliCommand, words: ShellWord[]): { command: CliCommand; pathWords: Set<number>; problem?: CommandLineProblem; stop: boolean } {
  let command = root;
  const pathWords = new Set([0]);
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (word.value === '--') break;
    if (isFlagWord(word)) {
      if (takesNextWord(flagsOf(command), word.value)) i++;
      continue;
    }
    if (!command.children.length) break;
    const child = command.children.find((c) => c.spec.name === word.value);
    if (child) {
      command = child;
      pathWords.add(i);
      continue;
    }
    if (command.spec.args.length) break;
    // An expansion in place of a subcommand cannot be checked; nothing after it can be either.
    if (word.opaque) return { command, pathWords, stop: true };
    const names = command.children.map((c) => c.spec.name);
    const message = `unknown command "${word.value}" for "${command.fullName}"${suggestion(word.value, names)}`;
    return { command, pathWords, problem: { message, offset: word.start }, stop: true };
  }
  return { command, pathWords, stop: false };
}

/** What the words after the command path say: flag values, arguments, and the problems found on the way. */
interface ReadWords {
  flags: Record<string, string[]>;
  given: Map<CliFlagSpec, number>;
  args: ShellWord[];
  /** An unknown flag may have swallowed the next word, so the argument count cannot be trusted. */
  argsUncertain: boolean;
  problems: CommandLineProblem[];
}

function readWords(command: CliCommand, words: ShellWord[], pathWords: Set<number>, partial: boolean): ReadWords {
  const flags = flagsOf(command);
  const out: ReadWords = { flags: {}, given: new Map(), args: [], argsUncertain: false, problems: [] };
  const problem = (message: string, word: ShellWord) => out.problems.push({ message, offset: word.start });
  const record = (flag: CliFlagSpec, value: FlagValue | undefined, word: ShellWord, spelt: string) => {
    out.given.set(flag, (out.given.get(flag) ?? 0) + 1);
    if (out.given.get(flag) === 2 && flag.type !== 'stringArray') problem(`flag ${spelt} is given more than once`, word);
    if (value === undefined) {
      if (flag.type !== 'bool' && !partial) problem(`flag ${spelt} needs a value`, word);
    } else if (!value.opaque) {
      const invalid = checkFlagValue(flag, value.value);
      if (invalid) problem(`flag ${spelt} ${invalid}`, word);
    }
    (out.flags[flag.name] ??= []).push(value?.value ?? 'true');
  };
  const valueOf = (word: ShellWord | undefined): FlagValue | undefined => word && { value: word.value, opaque: word.opaque };

  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (pathWords.has(i)) continue;
    if (word.value === '--') {
      out.args.push(...words.slice(i + 1));
      break;
    }
    if (!isFlagWord(word)) {
      out.args.push(word);
    } else if (word.value.startsWith('--')) {
      const [name, inline] = word.value.slice(2).split(/=(.*)/s);
      const flag = flags.find((f) => f.name === name);
      if (!flag) {
        problem(`unknown flag --${name} for "${command.fullName}"${suggestion(`--${name}`, flags.map((f) => `--${f.name}`))}`, word);
        out.argsUncertain = true;
        continue;
      }
      const value = inline !== undefined ? { value: inline, opaque: word.opaque } : flag.type === 'bool' ? undefined : valueOf(words[++i]);
      record(flag, value, word, `--${flag.name}`);
    } else {
      // A group of short flags: switches, then at most one flag that takes the rest of the word or the next one.
      for (let k = 1; k < word.value.length; k++) {
        const flag = flags.find((f) => f.short === word.value[k]);
        if (!flag) {
          problem(`unknown shorthand flag -${word.value[k]} in ${word.value} for "${command.fullName}"`, word);
          out.argsUncertain = true;
          break;
        }
        const rest = word.value.slice(k + 1);
        if (flag.type === 'bool' && !rest.startsWith('=')) {
          record(flag, undefined, word, `-${flag.short}`);
          continue;
        }
        record(flag, rest ? { value: rest.replace(/^=/, ''), opaque: word.opaque } : valueOf(words[++i]), word, `-${flag.short}`);
        break;
      }
    }
  }
  return out;
}

/** Required flags and arguments that are missing, and arguments beyond those the command takes. */
function checkCompleteness(command: CliCommand, read: ReadWords, last: ShellWord): CommandLineProblem[] {
  const problems: CommandLineProblem[] = [];
  for (const flag of flagsOf(command)) {
    if (flag.required && !read.given.has(flag)) problems.push({ message: `missing required flag --${flag.name} for "${command.fullName}"`, offset: last.start });
  }
  const expected = command.spec.args;
  if (!read.argsUncertain && !command.children.length && read.args.length > expected.length) {
    const extra = read.args[expected.length];
    const takes = expected.length === 0 ? 'none' : `at most ${expected.length}`;
    problems.push({ message: `unexpected argument "${extra.value}" for "${command.fullName}" (it takes ${takes})`, offset: extra.start });
  }
  for (const arg of expected.slice(read.args.length)) {
    if (arg.required) problems.push({ message: `missing argument <${arg.name}> for "${command.fullName}"`, offset: last.start });
  }
  return problems;
}

/**
 * Checks one shell command line against a command spec, like the tool's own parser would: the subcommand
 * path, long and short flags (`--flag value`, `--flag=value`, `-o json`, `-ojson`, grouped switches `-yf`),
 * value types and allowed values, repeated flags, required flags and the number of arguments. Shell
 * expansions (`$VAR`, `$(…)`) and `<placeholders>` are accepted as any value. Returns every problem found.
 */
export function parseCommandLine(spec: CliSpec, line: string, options: ParseCommandLineOptions = {}): ParsedCommandLine {
  const tree = commandTreeOf(spec);
  const { words, end } = tokenizeCommand(line, options.from ?? 0);
  const result: ParsedCommandLine = { commandPath: [], args: [], flags: {}, problems: [], end };
  if (!words.length || words[0].value !== tree.root.spec.name) {
    result.problems.push({ message: `not a "${tree.root.spec.name}" command`, offset: words[0]?.start ?? options.from ?? 0 });
    return result;
  }
  const found = findCommandWords(tree.root, words);
  result.commandPath = found.command.names;
  if (found.problem) result.problems.push(found.problem);
  if (found.stop) return result;

  const read = readWords(found.command, words, found.pathWords, options.partial ?? false);
  result.flags = read.flags;
  result.args = read.args.map((a) => a.value);
  result.problems.push(...read.problems);
  // Asking for help runs nothing, so nothing else is required (the same rule as cobra's). A mention in prose
  // need not be complete.
  const helpAsked = [...read.given.keys()].some((flag) => flag.name === 'help');
  if (!helpAsked && !options.partial) result.problems.push(...checkCompleteness(found.command, read, words[words.length - 1]));
  return result;
}
