import type { MediaTypeView, ResponseExampleView } from './types.js';

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

/**
 * A response sample with the same media type and example as an earlier one names that one instead of repeating
 * it: Box's operations answer up to seven error statuses with one error example, some 12 KB of a page.
 */
export function pointToSameExamples(examples: ResponseExampleView[]): void {
  const first = new Map<string, string>();
  for (const example of examples) {
    if (!example.code) continue;
    const key = `${example.mediaType} ${example.code.html}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, example.status);
      continue;
    }
    example.sameAs = earlier;
    delete example.code;
  }
}
