import yaml from 'js-yaml';
import type { SpecPath } from './types.js';

export interface TextLocation {
  offset: number;
  line: number;
  column: number;
}

interface NodeSpan {
  start: number;
  kind: string;
  result: unknown;
  children: NodeSpan[];
}

/** Where each collection of a YAML document starts, and where each of its keys and items is written. */
interface CollectionPositions {
  start: number;
  /** Mapping key → offset of the key; sequence index → offset of the item. */
  entries: Map<string | number, number>;
}

/** Converts an offset into a 1-based line and column. */
export function locateOffset(text: string, offset: number): TextLocation {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { offset, line, column: offset - before.lastIndexOf('\n') };
}

function recordCollection(span: NodeSpan, positions: WeakMap<object, CollectionPositions>): void {
  if (typeof span.result !== 'object' || span.result === null) return;
  const entries = new Map<string | number, number>();
  if (span.kind === 'mapping') {
    // A mapping's composed children alternate key, value, key, value…
    for (let i = 0; i < span.children.length; i += 2) entries.set(String(span.children[i].result), span.children[i].start);
  } else if (span.kind === 'sequence') {
    span.children.forEach((child, index) => entries.set(index, child.start));
  }
  positions.set(span.result, { start: span.start, entries });
}

/**
 * Indexes where every key and item of a YAML text is written, so validation errors found on the parsed data
 * can point at the file. js-yaml reports node boundaries through its `listener` option; this pairs the
 * open and close events into spans. Call it only on text that parses (syntax errors are reported earlier).
 */
export function indexYamlLocations(text: string): (path: SpecPath) => TextLocation {
  const positions = new WeakMap<object, CollectionPositions>();
  const stack: NodeSpan[] = [{ start: 0, kind: 'document', result: undefined, children: [] }];
  const data = yaml.load(text, {
    listener(event, state) {
      if (event === 'open') {
        stack.push({ start: state.position, kind: '', result: undefined, children: [] });
        return;
      }
      const span = stack.pop();
      if (!span) return;
      span.kind = state.kind ?? '';
      span.result = state.result;
      recordCollection(span, positions);
      stack[stack.length - 1]?.children.push(span);
    },
  });
  return (path) => {
    let node: unknown = data;
    let offset = 0;
    for (const part of path) {
      if (typeof node !== 'object' || node === null) break;
      const known = positions.get(node);
      if (!known) break;
      offset = known.entries.get(part) ?? known.start;
      if (!known.entries.has(part)) break;
      node = (node as Record<string | number, unknown>)[part];
    }
    return locateOffset(text, offset);
  };
}
