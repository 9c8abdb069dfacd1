import type { AsPlainObject } from 'minisearch';
import { SEARCH_FIELDS, decodeGaps, type SearchPayload } from '../../shared/searchIndexFormat.js';

/** Undoes the front coding of `SearchPayload.terms`. */
function decodeTerms(encoded: string): string[] {
  let previous = '';
  return encoded.split(' ').map((entry) => {
    previous = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
    return previous;
  });
}

/**
 * Turns the compact index file back into MiniSearch's serialised form (see SearchPayload), so
 * `MiniSearch.loadJS` restores the index without re-indexing anything in the browser. Pure.
 */
export function decodeIndex(payload: SearchPayload): AsPlainObject {
  const count = payload.excerpts.length;
  const terms = count ? decodeTerms(payload.terms) : [];
  const index: AsPlainObject['index'] = terms.map((term) => [term, {}]);
  payload.postings.forEach((field, fieldId) => {
    if (!count) return;
    field.split(' ').forEach((entry, t) => {
      if (!entry) return;
      const docs: Record<number, number> = {};
      let doc = -1;
      // Term counts are not stored (see encodeIndex): every occurrence counts once.
      for (const gap of decodeGaps(entry)) docs[(doc += gap + 1)] = 1;
      index[t][1][fieldId] = docs;
    });
  });
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  if (count) {
    payload.lengths.split(',').forEach((lengths, doc) => {
      documentIds[doc] = doc;
      fieldLength[doc] = lengths.split('.').map((n) => parseInt(n, 36));
    });
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: payload.averageLengths,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
