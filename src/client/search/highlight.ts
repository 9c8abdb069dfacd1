import { normalizeTerm } from '../../shared/searchText.js';

/** A run of text, and whether it is a matched word (shown in a `<mark>`). */
export type Segment = [text: string, match: boolean];

const WORD_OR_FLAG = /--[\p{L}\p{N}][\p{L}\p{N}_-]*|(?<![\p{L}\p{N}.])\p{N}+(?:\.\p{N}+)+(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into plain and matched runs. A word matches when it normalises to one of the terms the index
 * matched, so "Drivers" lights up for the query `driver` and "VMs" for `vm`. Pure; rendering uses textContent,
 * so page text is never parsed as HTML.
 */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD_OR_FLAG)) {
    const term = normalizeTerm(found[0], true);
    if (!term || !terms.has(term)) continue;
    const at = found.index ?? 0;
    if (at > last) segments.push([text.slice(last, at), false]);
    segments.push([found[0], true]);
    last = at + found[0].length;
  }
  if (last < text.length) segments.push([text.slice(last), false]);
  return segments;
}

/** Where the first matched word of `text` starts, or -1: what an excerpt centres on. */
export function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const found of text.matchAll(WORD_OR_FLAG)) {
    const term = normalizeTerm(found[0], true);
    if (term && terms.has(term)) return found.index ?? 0;
  }
  return -1;
}
