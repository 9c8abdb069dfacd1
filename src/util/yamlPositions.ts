import type { Document, LineCounter, Node } from 'yaml';
import { yamlLibrary } from './lazyPackages.js';

export interface TextPosition {
  line: number;
  column: number;
}

/** A position with the number of characters before it in the text. */
export interface TextOffset extends TextPosition {
  offset: number;
}

/** A path into YAML (or JSON) data: map keys and list indexes. */
export type DataPath = readonly (string | number)[];

/** A YAML text parsed into a document that keeps where each part is written. */
export interface PlacedYaml {
  contents: Node | null;
  lines: LineCounter;
}

/** The text parsed with its parts' positions (and its syntax errors, in `document.errors`). */
export function placeYaml(text: string): PlacedYaml & { document: Document.Parsed } {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, logLevel: 'error' });
  return { document, contents: document.contents as Node | null, lines };
}

/**
 * Where the parts of a YAML or JSON text are written, by data path: a map entry at its key, a list item
 * at its first character; a path that goes further than the text places it at the deepest part written.
 * Plain data keeps no positions, so the text is parsed again into a document when a problem needs placing;
 * lazily, because valid files never need it; `placed` gives the document when it was parsed with positions.
 * `lineOffset` counts the lines before the text in its file (front matter starts on line 2).
 */
export function createYamlLocator(text: string, lineOffset = 0, placed?: PlacedYaml): (path: DataPath) => TextOffset | undefined {
  let parsed = placed;
  return (path) => {
    parsed ??= placeYaml(text);
    const { isMap, isScalar, isSeq } = yamlLibrary();
    let node: unknown = parsed.contents;
    let offset: number | undefined;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
        if (!pair || !isScalar(pair.key)) break;
        offset = pair.key.range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        break;
      }
    }
    if (offset === undefined) return undefined;
    const { line, col } = parsed.lines.linePos(offset);
    return { line: line + lineOffset, column: col, offset };
  };
}

/** The 1-based line and column of an offset in a text. */
export function positionAt(text: string, offset: number): TextOffset {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n'), offset };
}
