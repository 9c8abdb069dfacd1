import type { MediaTypeView } from './types.js';

/** A response (or shared error) whose bodies may be told by an earlier one of its list. */
interface WithBodies {
  id: string;
  status: string;
  contents: MediaTypeView[];
  sameBodyAs?: { id: string; status: string };
}

/**
 * An item whose bodies (media types, schemas and examples) an earlier item of the list has too points to that one
 * instead of repeating them: GitHub's operations answer 400, 403, 404 and 422 with one error schema, and its
 * shared errors nearly all send the same `basic-error`.
 */
export function pointToSameBodies(items: WithBodies[]): void {
  const first = new Map<string, WithBodies>();
  for (const item of items) {
    if (!item.contents.length) continue;
    const key = JSON.stringify(item.contents.map(({ id: _, ...media }) => media));
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, item);
      continue;
    }
    item.sameBodyAs = { id: earlier.id, status: earlier.status };
    item.contents = [];
  }
}
