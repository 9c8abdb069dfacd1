import fs from 'node:fs/promises';
import type { ZodIssue } from 'zod';
import { DocsGenError, combineErrors } from '../../errors/DocsGenError.js';
import { nearest } from '../../shared/nearest.js';
import { findDescriptionProblems } from '../descriptionLimits.js';
import { parseYamlPlaced } from '../../util/yaml.js';
import { ALLOWED_KEYS, cliSpecSchema, kindOfPath } from './specSchema.js';
import type { CliSpec, SpecPath } from './types.js';
import { createYamlLocator, type TextOffset } from '../../util/yamlPositions.js';

/** A validated spec with what is needed to point back into its file. */
export interface LoadedCliSpec {
  spec: CliSpec;
  file: string;
  source: string;
  locate: (path: SpecPath) => TextOffset;
}

/** `commands[1].flags[0].name`: how a key path reads in an error message. */
export function formatSpecPath(path: SpecPath): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function valueAt(data: unknown, path: SpecPath): unknown {
  return path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[part] : undefined), data);
}

function issueToErrors(issue: ZodIssue, loaded: Omit<LoadedCliSpec, 'spec'>, data: unknown): DocsGenError[] {
  const at = formatSpecPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const allowed = ALLOWED_KEYS[kindOfPath(issue.path)];
    return issue.keys.map((key) => {
      const suggestion = nearest(key, allowed);
      const where = loaded.locate([...issue.path, key]);
      return new DocsGenError(`Unknown key "${formatSpecPath([...issue.path, key])}"`, {
        file: loaded.file,
        line: where.line,
        column: where.column,
        hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Allowed keys here: ${allowed.join(', ')}.`,
      });
    });
  }
  const where = loaded.locate(issue.path);
  const actual = valueAt(data, issue.path);
  if (issue.code === 'invalid_enum_value') {
    const allowed = issue.options.map(String);
    const suggestion = nearest(String(issue.received), allowed);
    return [
      new DocsGenError(`Invalid value at "${at}": "${String(issue.received)}" is not one of ${allowed.join(', ')}`, {
        file: loaded.file,
        line: where.line,
        column: where.column,
        hint: suggestion ? `Did you mean "${suggestion}"?` : undefined,
      }),
    ];
  }
  const message =
    issue.code === 'invalid_type'
      ? actual === undefined
        ? `Missing key "${at}": expected ${issue.expected}`
        : `Wrong type at "${at}": expected ${issue.expected}, got ${describeValue(actual)}`
      : `Invalid value at "${at}": ${issue.message}`;
  const hint = issue.code === 'invalid_type' && issue.expected === 'string' && typeof actual === 'number' ? 'Quote the value to keep it a string.' : undefined;
  return [new DocsGenError(message, { file: loaded.file, line: where.line, column: where.column, hint })];
}

/** Problems in the order they are written in the file, as an editor lists them. */
export function sortByPlace(errors: DocsGenError[]): DocsGenError[] {
  return [...errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/** Parses and validates spec text; every problem is reported at once, at its line and column. */
export function parseCliSpec(source: string, file: string): LoadedCliSpec {
  // Parsed with positions at once: the descriptions' links are placed in every build, so a second parse for
  // them would always follow.
  const { data, placed } = parseYamlPlaced(source, file);
  const locateIn = createYamlLocator(source, 0, placed);
  const locate = (path: SpecPath): TextOffset => locateIn(path) ?? { line: 1, column: 1, offset: 0 };
  const result = cliSpecSchema.safeParse(data ?? {});
  if (!result.success) {
    const errors = result.error.issues.flatMap((issue) => issueToErrors(issue, { file, source, locate }, data));
    throw combineErrors(sortByPlace(errors));
  }
  const tooMuch = findDescriptionProblems(data).map((p) => {
    const where = locate(p.path);
    return new DocsGenError(p.message, { file, line: where.line, column: where.column, hint: p.hint });
  });
  if (tooMuch.length) throw combineErrors(sortByPlace(tooMuch));
  return { spec: result.data, file, source, locate };
}

export async function loadCliSpec(file: string): Promise<LoadedCliSpec> {
  let source: string;
  try {
    source = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new DocsGenError(`Cannot read the command spec: ${(error as Error).message}`, { file, cause: error });
  }
  return parseCliSpec(source, file);
}
