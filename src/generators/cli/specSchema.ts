import { z } from 'zod';
import type { CliCommandSpec, CliSpec } from './types.js';

/**
 * The schema of a command spec file. `.strict()` turns misspelt keys into errors instead of silently dropped
 * content. Names are restricted to what can safely become a URL segment and a shell word; `_` is excluded
 * because it joins group names in page paths.
 */

const NAME = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;
const nameSchema = z.string().regex(NAME, 'must be letters, digits, "." and "-", starting with a letter or digit');

const flagSchema = z
  .object({
    name: nameSchema,
    short: z.string().regex(/^[A-Za-z0-9]$/, 'must be a single letter or digit').optional(),
    type: z.enum(['string', 'int', 'float', 'bool', 'duration', 'stringArray']).default('string'),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
    // Strings only: an unquoted `1.30` in YAML is the number 1.3, which is never what a spec means.
    enum: z.array(z.string()).nonempty().optional(),
    required: z.boolean().default(false),
    description: z.string().default(''),
  })
  .strict();

const argSchema = z
  .object({
    name: nameSchema,
    description: z.string().default(''),
    required: z.boolean().default(false),
  })
  .strict();

const exampleSchema = z
  .object({
    description: z.string().default(''),
    command: z.string().min(1),
    output: z.string().optional(),
  })
  .strict();

function commandShape() {
  return {
    name: nameSchema,
    summary: z.string().default(''),
    description: z.string().default(''),
    args: z.array(argSchema).default([]),
    flags: z.array(flagSchema).default([]),
    examples: z.array(exampleSchema).default([]),
    seeAlso: z.array(z.string()).default([]),
    // Recursive, so typed by hand: zod cannot infer a type that refers to itself.
    commands: z.array(z.lazy(() => commandSchema)).default([]),
  };
}

const commandSchema: z.ZodType<CliCommandSpec, z.ZodTypeDef, unknown> = z.object(commandShape()).strict();

export const cliSpecSchema: z.ZodType<CliSpec, z.ZodTypeDef, unknown> = z
  .object({
    ...commandShape(),
    version: z.union([z.string(), z.number().transform(String)]).optional(),
    exitCodes: z
      .array(z.object({ code: z.number().int(), description: z.string().default('') }).strict())
      .default([]),
  })
  .strict();

/** Keys allowed at each kind of place in the file, for "did you mean" hints on unknown keys. */
export const ALLOWED_KEYS = {
  root: [...Object.keys(commandShape()), 'version', 'exitCodes'],
  command: Object.keys(commandShape()),
  flag: Object.keys(flagSchema.shape),
  arg: Object.keys(argSchema.shape),
  example: Object.keys(exampleSchema.shape),
  exitCode: ['code', 'description'],
} as const;

/** Which kind of object a key path ends in: `commands.1.flags.0` is a flag. */
export function kindOfPath(path: (string | number)[]): keyof typeof ALLOWED_KEYS {
  const parent = [...path].reverse().find((part): part is string => typeof part === 'string');
  switch (parent) {
    case undefined:
      return 'root';
    case 'flags':
      return 'flag';
    case 'args':
      return 'arg';
    case 'examples':
      return 'example';
    case 'exitCodes':
      return 'exitCode';
    default:
      return 'command';
  }
}
