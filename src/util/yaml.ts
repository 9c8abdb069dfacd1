import { DocsGenError } from '../errors/DocsGenError.js';
import { jsYaml, yamlLibrary } from './lazyPackages.js';
import { memoizedYaml } from './yamlMemo.js';
import { type PlacedYaml, placeYaml } from './yamlPositions.js';

/**
 * Parses YAML (1.2, the core schema: dates stay strings), turning syntax errors into located errors.
 * `lineOffset` counts lines before the YAML text in its file (front matter starts on line 2).
 */
export function parseYaml(text: string, file: string, lineOffset = 0): unknown {
  return memoizedYaml(text, () => {
    try {
      return parseData(text);
    } catch (error) {
      throw locatedYamlError(error, file, lineOffset);
    }
  });
}

/**
 * As parseYaml, keeping the document with its parts' positions: for a file whose data is placed anyway (its
 * links, say), one parse instead of a parse for the data and another for the positions.
 */
export function parseYamlPlaced(text: string, file: string): { data: unknown; placed: PlacedYaml } {
  const placed = placeYaml(text);
  // What `parse` does with a document: its first error thrown, else its data.
  if (placed.document.errors.length) throw locatedYamlError(placed.document.errors[0], file, 0);
  return { data: placed.document.toJS(), placed };
}

/**
 * The data of a YAML text. js-yaml reads it three to four times faster than `yaml` (a 1 MB OpenAPI document:
 * 240 ms against 760 ms), so it reads every text it takes as written. What it refuses goes to `yaml`, which
 * either reads it (an empty text, a `!!binary` or unknown tag, a complex key) or says where and why it is
 * wrong, in the words every located YAML error uses. Aliases go to `yaml` too: js-yaml shares an alias's data
 * instead of copying it, and `yaml` refuses a text whose aliases would expand without bound. A `%YAML 1.1`
 * directive changes what scalars mean, which only `yaml` follows.
 */
function parseData(text: string): unknown {
  if (!/^%/m.test(text)) {
    try {
      return jsYaml().load(text, { maxAliases: 0 });
    } catch {
      // Read again below.
    }
  }
  // Warnings (an unknown tag, say) are not worth a line on the terminal; errors are all thrown.
  return yamlLibrary().parse(text, { logLevel: 'error' });
}

/**
 * A YAML syntax error as a located error. The parser throws other errors without a place (aliases that would
 * expand past its limit, the sign of a resource exhaustion attack): those name the file.
 */
function locatedYamlError(error: unknown, file: string, lineOffset: number): unknown {
  if (!(error instanceof yamlLibrary().YAMLParseError)) return error instanceof Error ? new DocsGenError(`YAML error: ${error.message}`, { file, cause: error }) : error;
  const at = error.linePos?.[0];
  // The message repeats the position and a code frame; the location is printed on its own.
  const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return new DocsGenError(`YAML syntax error: ${reason}`, {
    file,
    line: at ? at.line + lineOffset : undefined,
    column: at?.col,
    cause: error,
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
