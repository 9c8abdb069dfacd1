import yaml from 'js-yaml';
import { DocsGenError } from '../errors/DocsGenError.js';

/**
 * Parses YAML, turning syntax errors into located errors.
 * `lineOffset` counts lines before the YAML text in its file (front matter starts on line 2).
 */
export function parseYaml(text: string, file: string, lineOffset = 0): unknown {
  try {
    return yaml.load(text, { filename: file });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const mark = error.mark as { line?: number; column?: number } | undefined;
      return throwYamlError(error.reason || error.message, file, mark, lineOffset, error);
    }
    throw error;
  }
}

function throwYamlError(
  reason: string,
  file: string,
  mark: { line?: number; column?: number } | undefined,
  lineOffset: number,
  cause: unknown,
): never {
  throw new DocsGenError(`YAML syntax error: ${reason}`, {
    file,
    line: mark?.line !== undefined ? mark.line + 1 + lineOffset : undefined,
    column: mark?.column !== undefined ? mark.column + 1 : undefined,
    cause,
  });
}

/** Parses a `.json` or YAML data file; a JSON syntax error is located like a YAML one (YAML is a superset). */
export function parseDataFile(text: string, file: string): unknown {
  if (!file.endsWith('.json')) return parseYaml(text, file);
  try {
    return JSON.parse(text);
  } catch {
    // JSON is valid YAML, so the YAML parser can say where the JSON went wrong.
    return parseYaml(text, file);
  }
}
