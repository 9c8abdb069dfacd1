import fs from 'node:fs';
import { createYamlLocator, type TextPosition } from '../util/yamlPositions.js';

/**
 * Where a front matter key of a page is written, read again from the file when a problem needs placing
 * (pages carry their front matter's values, not its positions). Line 1 when the key is not written (an id
 * taken from the file name, say) or the file cannot be read.
 */
export function frontMatterKeyPosition(file: string, key: string): TextPosition {
  const fallback = { line: 1, column: 1 };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    return fallback;
  }
  const lines = text.split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return fallback;
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*$/.test(line));
  if (close === -1) return fallback;
  return createYamlLocator(lines.slice(1, close).join('\n'), 1)([key]) ?? fallback;
}
