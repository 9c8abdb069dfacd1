import { fitParameters, parametersBytes, type ContinuedParameters, type MovedRows } from './fitParameters.js';
import { fitOperationTrees, OPERATION_TREE_BYTES, slotsOf, WHOLE_TREES_BYTES, type WholeTreeRoute } from './fitPageTrees.js';
import { bodyTreesBytes, PAGE_CONTENT_BYTES, pageBytes } from './pageWeight.js';
import type { ApiOperationData } from './types.js';

/** What a page too heavy for its budget still shows of its body trees and of its parameters, at least. */
const MIN_TREE_BYTES = 3_000;
const MIN_PARAMETER_BYTES = 3_000;

/** Where the parts of an operation page that do not fit go. */
export interface PageOverflow {
  /** The page showing a body tree whole. */
  wholeRoute: WholeTreeRoute;
  /** A component schema's page. */
  schemaRoute: (component: string) => string | undefined;
  /** The page listing a group's parameters that do not fit. */
  continued: ContinuedParameters;
}

/**
 * Fits an operation page to PAGE_CONTENT_BYTES. Its description, samples and responses are shown as they are
 * (long examples are already cut, see exampleFiles.ts); the body trees (see fitOperationTrees) and the parameter
 * lists (see fitParameters) share what they leave. A page within the budget with its trees as the API's size
 * rule has them (`large`: see tagPages.ts) keeps them so. Past it, parameters, read first, keep up to half the room and the
 * trees are fitted to the rest (on a large API; a small one's stay as its size rule has them); parameters still
 * too many go on on a page of their own. `fixed`: the estimated
 * bytes of what is shown as it is (see fixedBytes). Returns the parameter rows moved off the page.
 */
export function fitOperationPage(view: ApiOperationData, fixed: number, large: boolean, overflow: PageOverflow): MovedRows {
  const keepWhole = large ? OPERATION_TREE_BYTES : WHOLE_TREES_BYTES;
  // The page is weighed with its trees fitted as they would be without a page budget: a page that fits then
  // is left exactly as it was. One that does not is fitted again from its whole trees.
  const slots = slotsOf(view);
  const whole = slots.map((slot) => slot.tree);
  fitOperationTrees(view, overflow.wholeRoute, overflow.schemaRoute, OPERATION_TREE_BYTES, keepWhole);
  if (pageBytes(view, fixed) <= PAGE_CONTENT_BYTES) return new Map();
  slots.forEach((slot, i) => slot.place(whole[i]));
  const room = PAGE_CONTENT_BYTES - fixed;
  const parameters = Math.min(parametersBytes(view), room / 2);
  const treeBudget = Math.min(OPERATION_TREE_BYTES, Math.max(MIN_TREE_BYTES, room - parameters));
  // A small API's trees stay whole up to their usual size on a heavy page too, as its other pages show them:
  // only its parameters go on elsewhere.
  fitOperationTrees(view, overflow.wholeRoute, overflow.schemaRoute, treeBudget, large ? treeBudget : keepWhole);
  if (pageBytes(view, fixed) <= PAGE_CONTENT_BYTES) return new Map();
  return fitParameters(view, Math.max(MIN_PARAMETER_BYTES, room - bodyTreesBytes(view)), overflow.continued);
}
