import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { type FrontMatter, frontMatterSchema, otherDocusaurusKeys } from '../shared/frontMatterSchema.js';
import type { Warning } from '../shared/types.js';
import { parseYaml } from '../util/yaml.js';
import { misspelledKey } from './misspelledKey.js';


// The block may be empty (`---` right after `---`); line endings may be CRLF.
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const OPENING = /^---[ \t]*\r?\n/;
const BOM = '\uFEFF';

export interface SplitFile {
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
  /** File line of a top-level front matter key, for errors about its value. */
  lineOfKey(key: string): number | undefined;
  /** Unknown keys that look like misspellings of known ones (other unknown keys are kept silently). */
  warnings: Warning[];
}

// Keys are matched at the start of a line, quoted or not: a nested key is indented and never matches.
function lineOfKey(yamlText: string, key: string | number | undefined): number | undefined {
  if (typeof key !== 'string') return undefined;
  const index = yamlText.split('\n').findIndex((line) => new RegExp(`^(["']?)${key.replace(/[^\w]/g, '\\$&')}\\1[ \\t]*:`).test(line));
  return index === -1 ? undefined : index + 2;
}

/** Splits `---` front matter from the body and validates it. Line numbers in errors count the fence. */
export function splitFrontMatter(raw: string, file: string): SplitFile {
  // Editors on Windows save a byte-order mark; it is not content, and with it the fence would not be seen.
  const text = raw.startsWith(BOM) ? raw.slice(1) : raw;
  const match = FENCE.exec(text);
  if (!match) {
    if (OPENING.test(text)) {
      throw new DocsGenError('Front matter is not closed: the `---` on line 1 has no closing `---` line', {
        file,
        line: 1,
        column: 1,
        hint: 'End the front matter with a line of `---`, or remove the opening one.',
      });
    }
    return { frontMatter: {}, body: text, bodyLineOffset: 0, lineOfKey: () => undefined, warnings: [] };
  }
  const yamlText = match[1] ?? '';
  const data = parseYaml(yamlText, file, 1) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsGenError('Front matter must be a YAML mapping of keys to values', { file, line: 2, column: 1 });
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw combineErrors(
      result.error.issues.map((issue) => {
        const key = issue.path[0];
        return new DocsGenError(`Invalid front matter "${issue.path.join('.')}": ${issue.message}`, {
          file,
          line: lineOfKey(yamlText, key) ?? 2,
          column: 1,
        });
      }),
    );
  }
  const known = Object.keys(frontMatterSchema.shape);
  const warnings: Warning[] = [];
  for (const key of Object.keys(data)) {
    if (known.includes(key)) continue;
    const meant = misspelledKey(key, known, otherDocusaurusKeys);
    if (meant) {
      warnings.push({
        message: `Unknown front matter key "${key}": did you mean "${meant}"? It is kept for components, but has no effect`,
        file,
        line: lineOfKey(yamlText, key) ?? 2,
        column: 1,
      });
    }
  }
  const consumed = match[0];
  const bodyLineOffset = consumed.split('\n').length - 1;
  // Blank lines stand in for the front matter so positions in the body are positions in the file.
  return {
    frontMatter: result.data,
    body: '\n'.repeat(bodyLineOffset) + text.slice(consumed.length),
    bodyLineOffset,
    lineOfKey: (key) => lineOfKey(yamlText, key),
    warnings,
  };
}
