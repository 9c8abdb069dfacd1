import { topLevels } from './treeLevels.js';
import { treeBytes } from './treeWeight.js';
import type { ApiOperationData, SchemaNodeView } from './types.js';

/**
 * Estimated bytes of schema trees an operation page may carry: with the page's frame (sidebar,
 * navigation, about 13 KB), its samples and description, a page stays under 40 KB of HTML.
 */
export const OPERATION_TREE_BYTES = 9_000;

/**
 * An API too small for tag pages shows its operations' trees whole up to this many estimated bytes (the pages of
 * such an API were written to be read whole, a create request beside its response); past it the page cannot stay
 * near 40 KB with its samples, and its trees are fitted to OPERATION_TREE_BYTES as a large API's are.
 */
export const WHOLE_TREES_BYTES = 2 * OPERATION_TREE_BYTES;

/**
 * Estimated bytes of the schema tree a schema page may carry (its frame is about 10 KB); the
 * largest parts of a larger one go to pages of their own (see splitTree).
 */
export const SCHEMA_PAGE_TREE_BYTES = 26_000;

/** A body's schema tree on an operation page, and what to call the page that shows it whole. */
export interface TreeSlot {
  tree: SchemaNodeView;
  place: (tree: SchemaNodeView) => void;
  /** `request body`, `200 response`, with the media type when the body has several. */
  what: string;
  /** The media type's anchor: names the whole tree's page. */
  id: string;
}

export function slotsOf(view: ApiOperationData): TreeSlot[] {
  const slots: TreeSlot[] = [];
  const add = (contents: { id: string; title: string; schema?: SchemaNodeView }[], what: string) => {
    for (const media of contents) {
      if (!media.schema) continue;
      slots.push({ tree: media.schema, place: (tree) => (media.schema = tree), what: contents.length > 1 ? `${what} (${media.title})` : what, id: media.id });
    }
  };
  if (view.requestBody) add(view.requestBody.contents, 'request body');
  for (const response of view.responses?.items ?? []) add(response.contents, `${response.status} response`);
  for (const callback of view.callbacks?.items ?? []) {
    if (callback.requestBody) add(callback.requestBody.contents, `${callback.title} request body`);
    for (const response of callback.responses?.items ?? []) add(response.contents, `${callback.title} ${response.status} response`);
  }
  return slots;
}

/**
 * Where the page showing a tree whole is: its component schema's page (or its items', for a list of one), or a
 * page made for it. Undefined when a tree cannot be linked (it is not shown in part then).
 */
export type WholeTreeRoute = (tree: SchemaNodeView, what: string, id: string) => string | undefined;

/**
 * Makes an operation page's body trees fit OPERATION_TREE_BYTES: the largest tree, one step at a time, is shown
 * down to its first level only, then as its root alone, each linking to the page that shows it whole, until
 * the trees fit or none can be shortened further. Small trees stay whole, so most pages are not changed; trees
 * within `keepWhole` bytes are not fitted at all.
 */
export function fitOperationTrees(
  view: ApiOperationData,
  wholeRoute: WholeTreeRoute,
  schemaRoute: (component: string) => string | undefined,
  budget = OPERATION_TREE_BYTES,
  keepWhole = budget,
): void {
  const slots = slotsOf(view).map((slot) => ({ ...slot, whole: slot.tree, depth: Number.POSITIVE_INFINITY, route: undefined as string | undefined }));
  const total = () => slots.reduce((sum, s) => sum + treeBytes(s.tree), 0);
  if (total() <= keepWhole) return;
  while (total() > budget) {
    const slot = slots.filter((s) => s.depth > 0).sort((a, b) => treeBytes(b.tree) - treeBytes(a.tree))[0];
    if (!slot) break;
    slot.route ??= wholeRoute(slot.whole, slot.what, slot.id);
    if (!slot.route) {
      slot.depth = 0;
      continue;
    }
    slot.depth = slot.depth === Number.POSITIVE_INFINITY ? 1 : slot.depth - 1;
    slot.tree = topLevels(slot.whole, slot.depth, slot.route, schemaRoute);
    slot.place(slot.tree);
  }
}
