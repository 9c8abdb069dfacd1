import { DocsGenError } from '../../errors/DocsGenError.js';
import { nearest } from '../../shared/nearest.js';
import { findCommand } from './commandTree.js';
import { sortByPlace, type LoadedCliSpec } from './loadCliSpec.js';
import { parseCommandLine } from './parseCommandLine.js';
import type { CliCommand, CliCommandTree, CliFlagSpec, SpecPath } from './types.js';

type Report = (path: SpecPath, message: string, hint?: string) => void;

/** The type a flag's default must have, and a check for it. */
const DEFAULT_CHECKS: Record<CliFlagSpec['type'], (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  int: (v) => Number.isInteger(v),
  float: (v) => typeof v === 'number',
  bool: (v) => typeof v === 'boolean',
  duration: (v) => typeof v === 'string' || v === 0,
  stringArray: (v) => Array.isArray(v) || typeof v === 'string',
};

function checkFlags(command: CliCommand, problem: Report): void {
  // Inherited flags first, so a clash names the command that redefines a flag.
  const names = new Map(command.inheritedFlags.map((flag) => [flag.name, 'an inherited flag']));
  const shorts = new Map(command.inheritedFlags.flatMap((flag) => (flag.short ? [[flag.short, `--${flag.name}`] as const] : [])));
  command.spec.flags.forEach((flag, index) => {
    const at: SpecPath = [...command.specPath, 'flags', index];
    const clash = names.get(flag.name);
    if (clash) problem([...at, 'name'], `Flag --${flag.name} of "${command.fullName}" is defined twice (also ${clash})`);
    names.set(flag.name, 'a flag of the command');
    const previous = flag.short ? shorts.get(flag.short) : undefined;
    if (previous) problem([...at, 'short'], `Short flag -${flag.short} of "${command.fullName}" is already used by ${previous}`);
    if (flag.short) shorts.set(flag.short, `--${flag.name}`);
    if (flag.default !== undefined && !DEFAULT_CHECKS[flag.type](flag.default)) {
      problem([...at, 'default'], `Default of --${flag.name} does not match its type ${flag.type}`);
    }
    if (flag.enum && typeof flag.default === 'string' && !flag.enum.includes(flag.default)) {
      problem([...at, 'default'], `Default "${flag.default}" of --${flag.name} is not one of its values: ${flag.enum.join(', ')}`);
    }
  });
}

function checkCommand(command: CliCommand, tree: CliCommandTree, problem: Report): void {
  const { spec, specPath } = command;
  const names = new Set<string>();
  spec.commands.forEach((child, index) => {
    if (names.has(child.name)) problem([...specPath, 'commands', index, 'name'], `Command "${command.fullName} ${child.name}" is defined twice`);
    names.add(child.name);
  });
  if (command.isGroup && (spec.args.length || spec.examples.length)) {
    problem(specPath, `"${command.fullName}" has subcommands, so it gets no page: its args and examples would not be shown`, 'Move them to a subcommand.');
  }
  const firstOptional = spec.args.findIndex((arg) => !arg.required);
  spec.args.forEach((arg, index) => {
    if (arg.required && firstOptional !== -1 && index > firstOptional) {
      problem([...specPath, 'args', index], `Required argument <${arg.name}> of "${command.fullName}" follows an optional one`);
    }
  });
  checkFlags(command, problem);
  spec.seeAlso.forEach((path, index) => {
    if (findCommand(tree, path)) return;
    const suggestion = nearest(path, [...tree.byPath.keys()].filter(Boolean));
    problem([...specPath, 'seeAlso', index], `seeAlso of "${command.fullName}" names "${path}", which is not a command`, suggestion ? `Did you mean "${suggestion}"?` : 'Write command paths without the root name, e.g. "vm get".');
  });
  spec.examples.forEach((example, index) => {
    for (const found of parseCommandLine(tree.spec, example.command).problems) {
      problem([...specPath, 'examples', index, 'command'], `Example of "${command.fullName}": ${found.message}`);
    }
  });
}

/**
 * Checks what the schema cannot: names unique among siblings, flags not redefined, defaults of the right type,
 * seeAlso targets that exist, and examples that are valid command lines. Returns every problem, located.
 */
export function checkCliSpec(tree: CliCommandTree, loaded: LoadedCliSpec): DocsGenError[] {
  const errors: DocsGenError[] = [];
  const problem: Report = (path, message, hint) => {
    const where = loaded.locate(path);
    errors.push(new DocsGenError(message, { file: loaded.file, line: where.line, column: where.column, hint }));
  };
  for (const command of tree.commands) checkCommand(command, tree, problem);
  return sortByPlace(errors);
}
