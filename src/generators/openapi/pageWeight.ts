import { parametersBytes } from './fitParameters.js';
import { slotsOf } from './fitPageTrees.js';
import { MARK_TEXT } from './maskValues.js';
import { rowsBytes } from './treeWeight.js';
import type { MaskedSamples } from './operationView.js';
import type { ApiOperationData, CodeView } from './types.js';

/**
 * Estimated HTML bytes an operation page's article may carry: the page's frame (head, navigation bar, sidebar,
 * breadcrumbs, table of contents, footer) takes about 13 KB of the 40 KB a page may weigh. Estimates, measured
 * on built pages: the generator cannot render the theme's components itself.
 */
export const PAGE_CONTENT_BYTES = 28_000;

/** The tabs and frames of the request samples, and what highlighting adds to each character of their code. */
const SAMPLES_MARKUP = 3_300;
const HIGHLIGHT_FACTOR = 2.85;
/** A response sample's tab and frame; a response's or a section's heading and frame. */
const EXAMPLE_MARKUP = 250;
const SECTION_MARKUP = 300;

const codeBytes = (code: CodeView | undefined) => (code ? code.html.length : 0);

/** A masked text's placeholder in a sample's plain code (see Masker.text). */
const PLACEHOLDER = new RegExp(`${MARK_TEXT}(\\d+)${MARK_TEXT}`, 'g');

/**
 * The request samples' bytes once highlighted. Their highlighting may still be pending (it is done beside the
 * pages, see highlightMaskedLater), so it is told from their plain code, each made sample's placeholders with
 * their texts put back: the masked texts include those of a body the samples read from a file, which none of
 * them shows.
 */
function requestSamplesBytes(masked: MaskedSamples | undefined): number {
  if (!masked) return 0;
  const texts = masked.texts ?? [];
  const plain = (code: string) => code.replace(PLACEHOLDER, (_, i: string) => texts[Number(i)] ?? '').length;
  return SAMPLES_MARKUP + [...masked.written, ...masked.samples].reduce((sum, s) => sum + HIGHLIGHT_FACTOR * plain(s.code), 0);
}

/**
 * The estimated bytes of the parts of an operation page that are not fitted to its budget: description,
 * samples, responses without their trees. The parameters and body trees are weighed on their own.
 */
export function fixedBytes(view: ApiOperationData, masked: MaskedSamples | undefined): number {
  let bytes = (view.descriptionHtml?.length ?? 0) + requestSamplesBytes(view.samples && masked) + codeBytes(view.samples?.body?.code);
  bytes += (view.requestBody?.descriptionHtml?.length ?? 0) + (view.requestBody?.contents.reduce((sum, m) => sum + codeBytes(m.example), 0) ?? 0);
  for (const example of view.responseSamples?.examples ?? []) bytes += EXAMPLE_MARKUP + codeBytes(example.code);
  bytes += view.security ? SECTION_MARKUP + view.security.alternatives.flat().reduce((sum, s) => sum + SECTION_MARKUP + (s.descriptionHtml?.length ?? 0), 0) : 0;
  const responses = [...(view.responses?.items ?? []), ...(view.callbacks?.items.flatMap((c) => c.responses?.items ?? []) ?? [])];
  for (const response of responses) {
    bytes += SECTION_MARKUP + (response.descriptionHtml?.length ?? 0) + response.contents.reduce((sum, m) => sum + EXAMPLE_MARKUP + codeBytes(m.example), 0);
    bytes += response.headers.reduce((sum, h) => sum + SECTION_MARKUP + (h.descriptionHtml?.length ?? 0), 0);
  }
  bytes += (view.responses?.shared?.items.length ?? 0) * EXAMPLE_MARKUP;
  return bytes;
}

/** The estimated bytes of an operation page's body trees, as they stand. */
export function bodyTreesBytes(view: ApiOperationData): number {
  return slotsOf(view).reduce((sum, s) => sum + rowsBytes(s.tree), 0);
}

/** The estimated bytes of an operation page's article: what is fitted to PAGE_CONTENT_BYTES and what is not. */
export function pageBytes(view: ApiOperationData, fixed: number): number {
  return fixed + parametersBytes(view) + bodyTreesBytes(view);
}
