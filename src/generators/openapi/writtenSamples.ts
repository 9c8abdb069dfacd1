import { HTTP_METHODS, isRecord, pointerOf } from './spec.js';
import type { Problem } from './structure.js';

/**
 * The request samples an operation's authors wrote, as Redoc reads them: `x-codeSamples` (or the older
 * `x-code-samples`), a list of `{ lang, label?, source }`.
 */
export interface WrittenSample {
  lang: string;
  label?: string;
  source: string;
}

const KEYS = ['x-codeSamples', 'x-code-samples'] as const;

const isWritten = (value: unknown): value is WrittenSample =>
  isRecord(value) && typeof value.lang === 'string' && typeof value.source === 'string' && (value.label === undefined || typeof value.label === 'string');

/** The samples an operation's authors wrote; an entry that is not one is reported by `codeSampleProblems`. */
export function writtenSamplesOf(operation: object): WrittenSample[] {
  const record = operation as Record<string, unknown>;
  const list = record[KEYS[0]] ?? record[KEYS[1]];
  return Array.isArray(list) ? list.filter(isWritten) : [];
}

/** Written samples that are not a list of `{ lang, label?, source }` with text values, placed at the entry at fault. */
export function codeSampleProblems(doc: unknown): Problem[] {
  const problems: Problem[] = [];
  forEachOperation(doc, (operation, at) => {
    for (const key of KEYS) {
      const list = (operation as Record<string, unknown>)[key];
      if (list === undefined) continue;
      if (!Array.isArray(list)) {
        problems.push({ pointer: pointerOf(at, key), message: `${key} must be a list of code samples, each { lang, label, source }` });
        continue;
      }
      list.forEach((entry, i) => {
        if (isWritten(entry)) return;
        const field = !isRecord(entry) ? undefined : typeof entry.lang !== 'string' ? 'lang' : typeof entry.source !== 'string' ? 'source' : 'label';
        problems.push({
          pointer: field && isRecord(entry) && field in entry ? pointerOf(at, key, i, field) : pointerOf(at, key, i),
          message: field ? `Code sample ${i + 1} of ${key}: "${field}" must be text` : `Code sample ${i + 1} of ${key} must be a mapping of lang, label and source`,
          hint: 'A code sample is written as { lang: Go, label: Go SDK, source: "…" }; label is optional.',
        });
      });
    }
  });
  return problems;
}

/** Calls `visit` with each operation of the document's paths and webhooks, and its pointer. */
export function forEachOperation(doc: unknown, visit: (operation: Record<string, unknown>, at: string) => void): void {
  if (!isRecord(doc)) return;
  for (const section of ['paths', 'webhooks'] as const) {
    const items = doc[section];
    if (!isRecord(items)) continue;
    for (const [name, item] of Object.entries(items)) {
      if (!isRecord(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (isRecord(operation)) visit(operation, pointerOf('', section, name, method));
      }
    }
  }
}
