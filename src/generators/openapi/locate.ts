import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { segmentsOf } from './spec.js';

export interface SourcePosition {
  line: number;
  column: number;
}

/** Where a string value's text starts, and whether it is a block scalar (`|`, `>`) whose lines follow the key. */
interface TextPosition extends SourcePosition {
  block: boolean;
}

/** Maps JSON pointers of the document to lines of its YAML or JSON text, for located errors and links. */
export interface SourceLocator {
  /** Where the deepest part of the pointer that exists is written (a missing key points at its parent). */
  locate(pointer: string): SourcePosition | undefined;
  /** The file position of a line and column inside the string at `pointer` (a link in a description). */
  locateInText(pointer: string, line: number, column: number): SourcePosition | undefined;
}

type YamlNode = ReturnType<Document['get']>;

/**
 * js-yaml (which loads the document) keeps no positions, so the text is parsed again with `yaml`, which
 * does; lazily, because only errors and links in descriptions need it.
 */
export function createSourceLocator(text: string): SourceLocator {
  let parsed: { doc: Document; lines: LineCounter } | undefined;
  const load = () => {
    if (!parsed) {
      const lines = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter: lines, keepSourceTokens: false }), lines };
    }
    return parsed;
  };
  const positionOf = (offset: number): SourcePosition => {
    const { line, col } = load().lines.linePos(offset);
    return { line, column: col };
  };
  const walk = (pointer: string): { node: YamlNode; offset?: number; complete: boolean } => {
    let node: YamlNode = load().doc.contents;
    let offset: number | undefined;
    for (const segment of segmentsOf(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
        if (!pair) return { node, offset, complete: false };
        offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
        node = pair.value as YamlNode;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)] as YamlNode;
        if (!item) return { node, offset, complete: false };
        offset = (item as { range?: [number, number, number] }).range?.[0] ?? offset;
        node = item;
      } else {
        return { node, offset, complete: false };
      }
    }
    return { node, offset, complete: true };
  };
  const textStart = (pointer: string): TextPosition | undefined => {
    const { node, complete } = walk(pointer);
    if (!complete || !isScalar(node) || !node.range) return undefined;
    const start = positionOf(node.range[0]);
    if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return { ...start, block: false };
    // The text of a block scalar starts on the line after its `|` header, at the block's indentation.
    const after = text.indexOf('\n', node.range[0]) + 1;
    const indent = /^[ \t]*/.exec(text.slice(after))?.[0].length ?? 0;
    return { line: start.line + 1, column: indent + 1, block: true };
  };
  return {
    locate(pointer) {
      const { offset } = walk(pointer);
      return offset === undefined ? undefined : positionOf(offset);
    },
    locateInText(pointer, line, column) {
      const start = textStart(pointer);
      if (!start) return undefined;
      if (start.block) return { line: start.line + line - 1, column: start.column + column - 1 };
      return line === 1 ? { line: start.line, column: start.column + column - 1 } : { line: start.line + line - 1, column };
    },
  };
}
