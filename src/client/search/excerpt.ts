import { firstMatch } from './highlight.js';

/** Characters of context shown before the first match, and in all. */
const BEFORE = 60;
const LENGTH = 200;

/**
 * The part of a section's text around its first matched word, cut at word boundaries, with "…" where text
 * was left out; the start of the text when no word of it matched (the page matched by its title). Pure.
 */
export function excerptAround(text: string, terms: ReadonlySet<string>): string {
  if (text.length <= LENGTH) return text;
  const at = Math.max(0, terms.size ? firstMatch(text, terms) : 0);
  let start = Math.max(0, at - BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const body = text.slice(start, end).replace(/…$/, '');
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
