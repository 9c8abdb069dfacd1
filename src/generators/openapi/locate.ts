import type { Document, LineCounter } from 'yaml';
import { yamlLibrary } from '../../util/lazyPackages.js';
import { type BundledDocument, originOf } from './bundledOrigins.js';
import { segmentsOf } from './spec.js';

export interface SourcePosition {
  /** The file, when not the document's own (a part brought in from another file, see bundleRefs.ts). */
  file?: string;
  line: number;
  column: number;
}

/** Maps JSON pointers of the document to lines of its YAML or JSON text, for located errors and links. */
export interface SourceLocator {
  /** Where the deepest part of the pointer that exists is written (a missing key points at its parent). */
  locate(pointer: string): SourcePosition | undefined;
  /**
   * Where a piece of text is first written (a link's URL). Descriptions reach a page through `$ref`s and
   * merged schemas, so searching the file places a link more simply than tracking pointers would.
   */
  locateText(needle: string): SourcePosition | undefined;
  /**
   * Where a Markdown link to `url` is first written, at its `(`: the first `(url` followed by what may end a
   * link's destination, so that `/reference/field` is not placed at an earlier `(/reference/fields-of-x)`; else
   * the first `(url`.
   */
  locateLink(url: string): SourcePosition | undefined;
}

/** What may follow a Markdown link's destination in the document's text: `)`, or a space or JSON escape before a title. */
const LINK_ENDS = new Set([')', ' ', '\\']);

type YamlNode = ReturnType<Document['get']>;

/** Characters after a `(` by which `locateText` groups the places a link may start. */
const PAREN_KEY = 12;

/**
 * The loaded data keeps no positions, so for errors the text is parsed again into a document, which
 * does; lazily, because a valid document never needs it.
 */
function textLocator(text: string): SourceLocator {
  let parsed: { doc: Document; lines: LineCounter } | undefined;
  const load = () => {
    if (!parsed) {
      const { LineCounter, parseDocument } = yamlLibrary();
      const lines = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter: lines, keepSourceTokens: false }), lines };
    }
    return parsed;
  };
  const found = new Map<string, SourcePosition | undefined>();
  // Each `(` of the text by the characters after it, in the text's order: a large document's links are found
  // among the few places that start alike, not by searching megabytes of text for each.
  let parens: Map<string, number[]> | undefined;
  /** Every offset where `needle` is written, in the text's order. */
  function* offsetsOf(needle: string): Generator<number> {
    if (needle[0] !== '(' || needle.length <= PAREN_KEY) {
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) yield at;
      return;
    }
    if (!parens) {
      parens = new Map();
      for (let at = text.indexOf('('); at !== -1; at = text.indexOf('(', at + 1)) {
        const key = text.slice(at + 1, at + 1 + PAREN_KEY);
        const offsets = parens.get(key);
        if (offsets) offsets.push(at);
        else parens.set(key, [at]);
      }
    }
    for (const offset of parens.get(needle.slice(1, 1 + PAREN_KEY)) ?? []) if (text.startsWith(needle, offset)) yield offset;
  }
  const firstOffset = (needle: string): number => {
    for (const offset of offsetsOf(needle)) return offset;
    return -1;
  };
  const linkOffset = (url: string): number => {
    const needle = `(${url}`;
    let first = -1;
    for (const offset of offsetsOf(needle)) {
      if (LINK_ENDS.has(text[offset + needle.length])) return offset;
      if (first < 0) first = offset;
    }
    return first;
  };
  /** Each answer remembered by its question: pages share descriptions, so the same text is looked up once per page. */
  const remembered = (key: string, offset: () => number): SourcePosition | undefined => {
    if (!found.has(key)) {
      const at = offset();
      found.set(key, at < 0 ? undefined : lineColumnOf(at));
    }
    return found.get(key);
  };
  let lineStarts: number[] | undefined;
  /** Line and column of an offset from the text alone (no YAML parse), by binary search over line starts. */
  const lineColumnOf = (offset: number): SourcePosition => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  const positionOf = (offset: number): SourcePosition => {
    const { line, col } = load().lines.linePos(offset);
    return { line, column: col };
  };
  /** Offset of the key (or list item) of the deepest part of the pointer that exists. */
  const walk = (pointer: string): number | undefined => {
    let node: YamlNode = load().doc.contents;
    const { isMap, isScalar, isSeq } = yamlLibrary();
    let offset: number | undefined;
    for (const segment of segmentsOf(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
        if (!pair) return offset;
        offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
        node = pair.value as YamlNode;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)] as YamlNode;
        if (!item) return offset;
        offset = (item as { range?: [number, number, number] }).range?.[0] ?? offset;
        node = item;
      } else {
        return offset;
      }
    }
    return offset;
  };
  return {
    locate(pointer) {
      const offset = walk(pointer);
      return offset === undefined ? undefined : positionOf(offset);
    },
    locateText(needle) {
      return remembered(needle, () => firstOffset(needle));
    },
    locateLink(url) {
      return remembered(`\0link\0${url}`, () => linkOffset(url));
    },
  };
}

/**
 * The locator of a document's text; for a document with parts brought in from other files, a pointer into a
 * part is placed in its own file, and a text not written in the document is looked for in those files.
 */
export function createSourceLocator(text: string, bundled?: BundledDocument): SourceLocator {
  const own = textLocator(text);
  if (!bundled?.files.length) return own;
  const others = new Map<string, SourceLocator>();
  let texts: Map<string, string> | undefined;
  const of = (file: string) => {
    let locator = others.get(file);
    if (!locator) {
      texts ??= new Map(bundled.files.map((f) => [f.file, f.text]));
      others.set(file, (locator = textLocator(texts.get(file) ?? '')));
    }
    return locator;
  };
  // A description reached through `$ref`s shows on many pages, each asking for its links' places: the answer
  // from the other files is remembered here, as each file remembers its own, so a document of thousands of
  // files is searched once per question, not once per page.
  const answers = new Map<string, SourcePosition | undefined>();
  const inFiles = (key: string, find: (locator: SourceLocator) => SourcePosition | undefined) => {
    if (answers.has(key)) return answers.get(key);
    let found: SourcePosition | undefined;
    for (const { file } of bundled.files) {
      const at = find(of(file));
      if (at) {
        found = { ...at, file };
        break;
      }
    }
    answers.set(key, found);
    return found;
  };
  return {
    locate(pointer) {
      const origin = originOf(bundled.origins, pointer);
      if (!origin) return own.locate(pointer);
      const at = of(origin.file).locate(origin.at);
      return at && { ...at, file: origin.file };
    },
    locateText: (needle) => own.locateText(needle) ?? inFiles(`\0text\0${needle}`, (l) => l.locateText(needle)),
    locateLink: (url) => own.locateLink(url) ?? inFiles(`\0link\0${url}`, (l) => l.locateLink(url)),
  };
}
