import { flagsOf } from './commandTree.js';
import type { CliCommand, CliFlagSpec } from './types.js';

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
