import path from 'node:path';
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
 * One problem for all `$ref`s to other files: a document split over files (as DigitalOcean's, with hundreds
 * of them) is one thing to fix, by bundling it, not hundreds. It is placed at the first such ref.
 */
export function externalRefProblem(refs: BrokenRef[], file: string): Problem | undefined {
  const [first, ...rest] = refs;
  if (!first) return undefined;
  const targets = [...new Set(refs.map((r) => targetOf(r.ref)))];
  const others = rest.length
    ? `, as ${rest.length === 1 ? 'does 1 more $ref' : `do ${rest.length} more $refs`} of this document (to ${listed(targets)})`
    : '';
  const name = path.basename(file);
  const bundled = `${path.basename(file, path.extname(file))}.bundled${path.extname(file) || '.yaml'}`;
  return {
    pointer: first.at,
    message: `$ref at #${first.at} points to another file (${first.ref})${others}; docs-gen reads one self-contained document and does not follow $refs to other files`,
    hint: `Bundle the document into one file (for example \`npx @redocly/cli bundle ${name} -o ${bundled}\`) and set openapi.file to it.`,
  };
}
