import { normalizeTerm, tokenizeDocument, tokenTerms } from '../shared/searchText.js';

/** Remembers a pure function's result per string argument. */
function memoized<T>(fn: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      value = fn(key);
      known.set(key, value);
    }
    return value as T;
  };
}

/**
 * The tokenizer and term normaliser of one index build, remembering each distinct word: a site's text
 * repeats a few thousand words tens of thousands of times, and splitting and normalising each occurrence
 * anew was most of the index's build time. The results are those of tokenizeDocument and normalizeTerm.
 * Made per build, so a long `dev` session does not keep every word it ever indexed.
 */
export function indexTokenizer(): { tokenize: (text: string, field?: string) => string[]; processTerm: (term: string) => string | null } {
  const expand = memoized(tokenTerms);
  return {
    tokenize: (text, field) => tokenizeDocument(text, field, expand),
    processTerm: memoized((term) => normalizeTerm(term)),
  };
}
