/**
 * Highlighting is the slow part of generating API pages (shiki tokenizes every line once per theme), and
 * samples and examples of different operations mostly differ only in the text inside string literals.
 * So string contents are swapped for numbered placeholders before highlighting, the highlighted HTML of
 * the resulting template is cached, and the real text is put back into the HTML. Only plain text is
 * swapped: characters that grammars treat specially inside strings (escapes, `$`, `{`, `%`, quotes) keep
 * a value literal, so the HTML is exactly what highlighting the real code gives.
 */

import type { SampleRequest } from './sampleRequest.js';

const PLAIN = /^[A-Za-z0-9 _.,:/@+=?&-]*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MARK = /QzQ(\d+)QzQ/;
/** What every placeholder holds: code that already holds it cannot be masked, as its text would read as one. */
export const MARK_TEXT = 'QzQ';
/** A line of pretty-printed JSON: indent, an object's key, a value (or bracket) and a separating comma. */
const JSON_LINE = /^( *)(?:("(?:[^"\\]|\\.)*"): )?(.*?)(,?)$/;
/** Words a JavaScript grammar may colour as keywords even as object keys: never masked. */
const RESERVED = new Set(
  'await break case catch class const constructor continue debugger default delete do else enum export extends false finally for function get if implements import in instanceof interface let new null of package private protected public return set static super switch this throw true try typeof undefined var void while with yield async NaN Infinity prototype'.split(' '),
);

/** Collects texts and hands out placeholders for the plain ones. */
export class Masker {
  readonly texts: string[] = [];

  /** A placeholder for plain text; other text as it is. */
  text(value: string): string {
    if (!PLAIN.test(value) || value.includes(MARK_TEXT)) return value;
    this.texts.push(value);
    return `QzQ${this.texts.length - 1}QzQ`;
  }

  /** A key of an object literal: only identifiers, so a bare JavaScript key stays bare and a quoted one quoted. */
  key(name: string): string {
    return IDENTIFIER.test(name) && !RESERVED.has(name) ? this.text(name) : name;
  }

  /** Text that goes into a URL as it is and into Python as it is: only text URL encoding leaves alone. */
  urlText(value: string): string {
    return encodeURIComponent(value) === value ? this.text(value) : value;
  }

  /**
   * A line of pretty-printed JSON (`JSON.stringify(value, null, 2)`) masked as `data` masks the value: a long
   * example shows its first lines only, and masking those costs nothing like copying the whole value. Strings
   * come in the same order either way (a key before its value), so the placeholders are numbered alike.
   */
  jsonLine(line: string): string {
    const parts = JSON_LINE.exec(line);
    if (!parts) return line;
    const [, indent, key, value, comma] = parts;
    const maskedKey = key === undefined ? '' : `${this.jsonString(key, (name) => this.key(name))}: `;
    const maskedValue = value[0] === '"' ? this.jsonString(value, (text) => this.text(text)) : value;
    return `${indent}${maskedKey}${maskedValue}${comma}`;
  }

  /** A JSON string token masked by `mask`, or as it is when `mask` keeps its text. */
  private jsonString(token: string, mask: (text: string) => string): string {
    const text = JSON.parse(token) as string;
    const masked = mask(text);
    return masked === text ? token : JSON.stringify(masked);
  }

  /** JSON data with its plain strings (values and identifier keys) masked. */
  data(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((v) => this.data(v));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.key(k), this.data(v)]));
    return value;
  }
}

/** A copy of the request with its URL, query values, header values and body strings masked. */
export function maskSampleRequest(request: SampleRequest, masker: Masker): SampleRequest {
  return {
    ...request,
    url: masker.text(request.url),
    query: request.query.map((q) => ({ ...q, name: masker.urlText(q.name), values: q.values.map((v) => masker.urlText(v)), data: masker.data(q.data) })),
    headers: request.headers.map((h) => ({ ...h, values: h.values.map((v) => masker.text(v)) })),
    body: request.body && { ...request.body, value: masker.data(request.body.value) },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&#x26;', '<': '&#x3C;', '>': '&#x3E;', '"': '&#x22;' })[c]!);

/** Highlighted HTML cut at its placeholders: text at even indexes, placeholder numbers at odd ones. */
export type MaskedHtml = (string | number)[];

/** Cuts highlighted template HTML at its placeholders once, so filling it in is a plain join. */
export function splitMaskedHtml(html: string): MaskedHtml {
  return html.split(MARK).map((part, i) => (i % 2 ? Number(part) : part));
}

/** Puts the masked texts back into a template's HTML. */
export function fillMaskedHtml(parts: MaskedHtml, texts: string[]): string {
  let html = '';
  for (const part of parts) html += typeof part === 'number' ? escapeHtml(texts[part]) : part;
  return html;
}
