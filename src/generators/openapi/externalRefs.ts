import { URL_HINT } from './bundleRefs.js';
import type { BrokenRef } from './refs.js';
import type { Problem } from './structure.js';

/** The file (or URL) part of a `$ref` to another document: `paths/pets.yaml#/list` → `paths/pets.yaml`. */
function targetOf(ref: string): string {
  const hash = ref.indexOf('#');
  return hash < 0 ? ref : ref.slice(0, hash);
}

function listed(names: string[]): string {
  const shown = names.slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
}

/**
 * One problem for all `$ref`s to URLs (a document's refs to other files are brought in, see bundleRefs.ts): a
 * document that takes its parts from a server is one thing to fix, not hundreds. It is placed at the first.
 */
export function externalRefProblem(refs: BrokenRef[]): Problem | undefined {
  const [first, ...rest] = refs;
  if (!first) return undefined;
  const targets = [...new Set(refs.map((r) => targetOf(r.ref)))];
  const others = rest.length
    ? `, as ${rest.length === 1 ? 'does 1 more $ref' : `do ${rest.length} more $refs`} of this document (to ${listed(targets)})`
    : '';
  return {
    pointer: first.at,
    message: `$ref at #${first.at} points to a URL (${first.ref})${others}; a build reads no network`,
    hint: URL_HINT,
  };
}
