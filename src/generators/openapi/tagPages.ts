import { joinRoute } from '../../content/routes.js';
import { operationTitle, type OperationEntry, type TagEntry } from './collectOperations.js';
import { firstParagraph } from './descriptionSections.js';
import type { PageScope } from './pageScope.js';
import { uniqueSlugs } from './slug.js';
import type { ApiTagData, OperationLinkView, TagLinkView } from './types.js';

/**
 * From this many operations, the overview lists the tags (each with a count and a link) instead of every
 * operation, and each tag gets pages of its own listing its operations: the overview of GitHub's 1,200
 * operations would otherwise be half a megabyte. A smaller API keeps its one overview listing them all,
 * unless that list alone would be too heavy (see OVERVIEW_LIST_BYTES).
 */
export const TAG_PAGES_FROM = 150;

/**
 * The estimated HTML of the overview's list of operations past which the tags take it over, as from
 * TAG_PAGES_FROM: with the page's chrome, the API's description and its shared errors, the overview then stays
 * near 40 KB. An API of long summaries, or of operations listed under several tags each (Spotify's 149 list
 * 43 KB), passes it before 150 operations.
 */
const OVERVIEW_LIST_BYTES = 24_000;

/** One row's markup besides its route, summary and path (list item, link, method badge, path code). */
const LIST_ROW_MARKUP = 170;

/** What a path parameter adds to a row's path (`<span class="api-path-param">…</span>`). */
const PATH_PARAM_MARKUP = 36;

/** The estimated bytes of one row of the overview's list, as operationLink gives it. */
function listRowBytes(op: OperationEntry): number {
  const title = operationTitle(op);
  const params = op.path.match(/\{[^}]*\}/g)?.length ?? 0;
  // The route is about as long as the summary made a slug; a deprecated one carries a flag.
  return LIST_ROW_MARKUP + 2 * title.length + op.path.length + params * PATH_PARAM_MARKUP + (op.operation.deprecated === true ? 60 : 0);
}

/** A tag page lists at most this many operations; a larger tag continues on numbered pages (`…/2/`). */
export const TAG_PAGE_OPERATIONS = 50;

/** The folder of the tag pages, below the API's route (operation slugs are one segment, so never clash). */
const TAGS_SLUG = 'tags';

/** The route of a tag's first page, where its sidebar category leads. */
export function tagPageRoute(routeBase: string, tagSlug: string): string {
  return joinRoute(routeBase, `${TAGS_SLUG}/${tagSlug}`);
}

export function usesTagPages(operations: OperationEntry[]): boolean {
  const served = operations.filter((op) => !op.webhook);
  if (served.length >= TAG_PAGES_FROM) return true;
  // The overview lists an operation under each of its tags.
  const listed = served.reduce((sum, op) => sum + Math.max(1, op.operation.tags?.length ?? 0) * listRowBytes(op), 0);
  return listed > OVERVIEW_LIST_BYTES;
}

export function operationLink(op: OperationEntry, route: string): OperationLinkView {
  return { method: op.method.toUpperCase(), path: op.path, summary: operationTitle(op), route, deprecated: op.operation.deprecated === true };
}

/** One page of a tag's list, with what the page needs besides its view. */
export interface TagPagePlan {
  /** The tag's sidebar folder (undefined for untagged operations, which sit in the API's root folder). */
  tagSlug?: string;
  slug: string;
  title: string;
  view: ApiTagData;
  /** The plain text search knows the page by: its operations' calls and summaries. */
  text: string;
  /** The first page of a tag is the target of its sidebar category; the others are reached from it. */
  first: boolean;
}

/** A tag's list cut into pages of TAG_PAGE_OPERATIONS, each linking to its neighbours. */
function pagesOfTag(name: string, slug: string, tagSlug: string | undefined, links: OperationLinkView[], descriptionHtml: string | undefined, routeBase: string, overviewRoute: string): TagPagePlan[] {
  const count = Math.max(1, Math.ceil(links.length / TAG_PAGE_OPERATIONS));
  const slugOf = (n: number) => (n === 1 ? `${TAGS_SLUG}/${slug}` : `${TAGS_SLUG}/${slug}/${n}`);
  const plans: TagPagePlan[] = [];
  for (let n = 1; n <= count; n++) {
    const from = (n - 1) * TAG_PAGE_OPERATIONS;
    const operations = links.slice(from, from + TAG_PAGE_OPERATIONS);
    const view: ApiTagData = { name, operations, overviewRoute };
    if (n === 1 && descriptionHtml) view.descriptionHtml = descriptionHtml;
    if (count > 1) {
      view.part = { number: n, of: count, from: from + 1, total: links.length };
      if (n > 1) view.part.prev = joinRoute(routeBase, slugOf(n - 1));
      if (n < count) view.part.next = joinRoute(routeBase, slugOf(n + 1));
    }
    plans.push({
      tagSlug,
      slug: slugOf(n),
      title: count > 1 && n > 1 ? `${name} (${n} of ${count})` : name,
      view,
      text: operations.map((o) => `${o.method} ${o.path} ${o.summary}`).join(' '),
      first: n === 1,
    });
  }
  return plans;
}

/**
 * The overview's list of tags and the tag pages of a large API: a tag's operations are those naming it (an
 * operation with several tags is listed under each, as on a small API's overview); untagged operations get a
 * page of their own, "Other operations".
 */
export function planTagPages(
  operations: OperationEntry[],
  tags: TagEntry[],
  routeOf: (op: OperationEntry) => string,
  scope: PageScope,
  routeBase: string,
  overviewRoute: string,
): { tags: TagLinkView[]; pages: TagPagePlan[] } {
  const served = operations.filter((op) => !op.webhook);
  const groups = tags.map((tag) => ({
    name: tag.title,
    slug: tag.slug,
    tagSlug: tag.folder as string | undefined,
    descriptionHtml: scope.describe(tag.description),
    // The overview lists every tag: it shows the first paragraph of each, the tag's page the whole description.
    summaryHtml: scope.describe(firstParagraph(tag.description)),
    ops: served.filter((op) => op.operation.tags?.includes(tag.name)),
  }));
  const untagged = served.filter((op) => !op.operation.tags?.length);
  if (untagged.length) {
    const name = tags.length ? 'Other operations' : 'All operations';
    const [slug] = uniqueSlugs(['other-operations'], tags.map((t) => t.slug));
    groups.push({ name, slug, tagSlug: undefined, descriptionHtml: undefined, summaryHtml: undefined, ops: untagged });
  }
  const links: TagLinkView[] = [];
  const pages: TagPagePlan[] = [];
  for (const group of groups) {
    const plans = pagesOfTag(group.name, group.slug, group.tagSlug, group.ops.map((op) => operationLink(op, routeOf(op))), group.descriptionHtml, routeBase, overviewRoute);
    links.push({ name: group.name, route: joinRoute(routeBase, plans[0].slug), operations: group.ops.length, ...(group.summaryHtml && { descriptionHtml: group.summaryHtml }) });
    pages.push(...plans);
  }
  return { tags: links, pages };
}
