import type { DataPath, TextPosition } from '../util/yamlPositions.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The words an object entry is best found by in its source: its id, label, folder, link or HTML. */
const IDENTIFYING_KEYS = ['id', 'label', 'dirName', 'href', 'value'];

/**
 * Where the part of a sidebars script's data at a path is written, found in its text: each key and each
 * string along the path is looked for after the previous one, so `['docs', 3, 'id']` finds the `id` written
 * after `docs`. Data computed by the script (a spread, a function's result) has no text to find; the deepest
 * part found then stands for it.
 */
export function createScriptLocator(text: string, data: unknown): (path: DataPath) => TextPosition | undefined {
  return (path) => {
    let node: unknown = data;
    let offset = -1;
    let found: number | undefined;
    const seek = (pattern: RegExp, atObjectStart = false) => {
      pattern.lastIndex = Math.max(offset, 0);
      const match = pattern.exec(text);
      if (!match) return;
      // An entry found by one of its keys starts at its brace, so its other keys are looked for from there.
      const start = atObjectStart ? text.lastIndexOf('{', match.index) : -1;
      offset = start > offset ? start : match.index;
      found = offset;
    };
    for (const segment of path) {
      const container = node as Record<string | number, unknown> | undefined;
      node = container && typeof container === 'object' ? container[segment] : undefined;
      if (typeof segment === 'string') {
        seek(new RegExp(`(["'\`]?)${escapeRegExp(segment)}\\1\\s*:`, 'g'));
      } else if (typeof node === 'string') {
        seek(new RegExp(`(["'\`])${escapeRegExp(node)}\\1`, 'g'));
      } else if (node && typeof node === 'object') {
        const entry = node as Record<string, unknown>;
        const key = IDENTIFYING_KEYS.find((k) => typeof entry[k] === 'string');
        if (key) seek(new RegExp(`(["'\`]?)${key}\\1\\s*:\\s*(["'\`])${escapeRegExp(entry[key] as string)}\\2`, 'g'), true);
      } else if (typeof node === 'number' || typeof node === 'boolean') {
        seek(new RegExp(`\\b${escapeRegExp(String(node))}\\b`, 'g'));
      }
    }
    return found === undefined ? undefined : positionAt(text, found);
  };
}
