import type { CliCommand, CliCommandSpec, CliCommandTree, CliFlagSpec, CliSpec, SpecPath } from './types.js';

/** Builds the command tree of a validated spec: parents, full names, inherited flags and spec order. */
export function buildCommandTree(spec: CliSpec): CliCommandTree {
  const commands: CliCommand[] = [];
  const byPath = new Map<string, CliCommand>();
  const visit = (commandSpec: CliCommandSpec, specPath: SpecPath, parent?: CliCommand): CliCommand => {
    const names = parent ? [...parent.names, commandSpec.name] : [commandSpec.name];
    const command: CliCommand = {
      spec: commandSpec,
      names,
      fullName: names.join(' '),
      parent,
      children: [],
      isGroup: Boolean(parent) && commandSpec.commands.length > 0,
      inheritedFlags: parent ? [...parent.spec.flags, ...parent.inheritedFlags] : [],
      order: commands.length,
      specPath,
    };
    commands.push(command);
    byPath.set(names.slice(1).join(' '), command);
    command.children = commandSpec.commands.map((child, index) => visit(child, [...specPath, 'commands', index], command));
    return command;
  };
  const root = visit(spec, []);
  return { spec, root, commands, byPath };
}

/** Every flag a command accepts: its own, then the inherited ones, nearest first. */
export function flagsOf(command: CliCommand): CliFlagSpec[] {
  return [...command.spec.flags, ...command.inheritedFlags];
}

/** Commands that get a page: the root and every command without subcommands. */
export function pageCommands(tree: CliCommandTree): CliCommand[] {
  return tree.commands.filter((command) => !command.isGroup);
}

/** Groups: commands with subcommands below the root. */
export function groupCommands(tree: CliCommandTree): CliCommand[] {
  return tree.commands.filter((command) => command.isGroup);
}

/** The command a path below the root names (`vm create`), ignoring extra spaces. */
export function findCommand(tree: CliCommandTree, path: string): CliCommand | undefined {
  return tree.byPath.get(path.trim().split(/\s+/).filter(Boolean).join(' '));
}

const trees = new WeakMap<CliSpec, CliCommandTree>();

/** The tree of a spec, built once per spec object (the command-line parser asks for it per line). */
export function commandTreeOf(spec: CliSpec): CliCommandTree {
  let tree = trees.get(spec);
  if (!tree) {
    tree = buildCommandTree(spec);
    trees.set(spec, tree);
  }
  return tree;
}
