import { collectTraitTags, type OperationEntry, type TagEntry } from './collectOperations.js';
import { buildHeaders, buildResponse, statusTitle, type ContentContext } from './contentView.js';
import { splitDescription } from './descriptionSections.js';
import type { DocumentContext } from './operationView.js';
import type { PageScope } from './pageScope.js';
import { buildSchemeView } from './securityView.js';
import { formatValue } from './schemaView.js';
import type { SharedErrors } from './sharedErrors.js';
import { pointToSameBodies } from './sameBodies.js';
import { operationLink } from './tagPages.js';
import type { ApiOverviewData, ErrorsView, HeaderView, MediaTypeView, OverviewSectionView, ServerView, SharedErrorView, TagGroupView, TagLinkView } from './types.js';

/** The concepts the generator has facts about, each with the headings a description names it by. */
type Concept = 'servers' | 'authentication' | 'errors' | 'rateLimits';

const CONCEPTS: { concept: Concept; title: string; names: string[] }[] = [
  { concept: 'servers', title: 'Servers', names: ['servers', 'server', 'base url', 'base urls', 'hosts', 'environments'] },
  { concept: 'authentication', title: 'Authentication', names: ['authentication', 'authorization', 'auth', 'security', 'security schemes', 'api keys'] },
  { concept: 'errors', title: 'Errors', names: ['errors', 'error responses', 'error handling', 'error codes', 'status codes'] },
  { concept: 'rateLimits', title: 'Rate limits', names: ['rate limits', 'rate limit', 'rate limiting', 'throttling'] },
];

const normalise = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

function conceptOf(title: string): Concept | undefined {
  const name = normalise(title);
  return CONCEPTS.find((c) => c.names.includes(name))?.concept;
}

function buildServers(dc: DocumentContext, scope: PageScope): ServerView[] | undefined {
  const servers = dc.doc.servers ?? [];
  if (!servers.length) return undefined;
  return servers.map((server) => ({
    url: server.url,
    descriptionHtml: scope.describe(server.description),
    variables: Object.entries(server.variables ?? {}).map(([name, v]) => ({
      name,
      defaultValue: formatValue(v.default),
      enumValues: v.enum?.map(formatValue),
      descriptionHtml: scope.describe(v.description),
    })),
  }));
}

function buildAuthentication(dc: DocumentContext, scope: PageScope): OverviewSectionView['authentication'] {
  const schemes = Object.keys(dc.doc.components?.securitySchemes ?? {});
  if (!schemes.length) return undefined;
  return {
    schemes: schemes.map((key) => buildSchemeView(key, [], dc.doc, dc.resolver, scope)),
    defaultAlternatives: (dc.doc.security ?? []).map((r) => Object.keys(r)),
  };
}

/** The same in every list (by its rendered data), or undefined. */
function alike<T>(values: T[]): T | undefined {
  const first = JSON.stringify(values[0]);
  return values.length > 1 && values.every((v) => JSON.stringify(v) === first) ? values[0] : undefined;
}

/** The headers every response has alike (same name and definition). */
function commonHeaders(lists: HeaderView[][]): HeaderView[] {
  if (lists.length < 2) return [];
  const keys = lists.map((list) => new Set(list.map((h) => JSON.stringify(h))));
  return lists[0].filter((h) => keys.every((set) => set.has(JSON.stringify(h))));
}

/** Each shared error as an item; the headers and body that all of them have alike are told once. */
function buildErrors(shared: SharedErrors, ctx: ContentContext): { view?: ErrorsView; anchors: Map<string, string> } {
  const anchors = new Map<string, string>();
  if (!shared.byStatus.size) return { anchors };
  const items = [...shared.byStatus.values()].map((error): SharedErrorView => {
    // A heading of the page outline, so the table of contents and search find each shared error by its status.
    const { id } = ctx.scope.section(statusTitle(error.status), 3, `error ${error.status}`);
    anchors.set(error.status, id);
    const response = buildResponse(error.status, error.response, { id, title: statusTitle(error.status) }, ctx);
    return { id, status: error.status, title: response.title, descriptionHtml: response.descriptionHtml, operations: error.operations, headers: response.headers, contents: response.contents };
  });
  const headers = commonHeaders(items.map((i) => i.headers));
  const contents = alike(items.map((i) => i.contents.map(({ id: _, example: __, ...media }) => media)));
  // Examples made from the one schema are alike too (Box's seven shared errors showed one example seven times).
  const examples = contents && alike(items.map((i) => i.contents.map((media) => media.example ?? null)));
  const view: ErrorsView = { items };
  if (headers.length || contents) {
    const told = new Set(headers.map((h) => JSON.stringify(h)));
    const common = (media: MediaTypeView) => ({ ...media, id: ctx.scope.anchor(`error body ${media.title}`) });
    view.common = { headers, contents: contents ? items[0].contents.map(({ example, ...media }) => common(examples ? { ...media, example } : media)) : [] };
    for (const item of items) {
      item.headers = item.headers.filter((h) => !told.has(JSON.stringify(h)));
      // The schema is shown once, and the example too when every error's is the same; else each keeps its own.
      if (contents) item.contents = examples ? [] : item.contents.map(({ schema: _, ...media }) => media);
    }
  }
  if (!contents) pointToSameBodies(items);
  return { view, anchors };
}

function buildRateLimits(shared: SharedErrors, ctx: ContentContext): OverviewSectionView['rateLimits'] {
  const response = shared.byStatus.get('429')?.response;
  if (!response?.headers) return undefined;
  return { headers: buildHeaders(response.headers, ctx) };
}

function buildOperationGroups(operations: OperationEntry[], tags: TagEntry[], routeOf: (op: OperationEntry) => string, scope: PageScope): TagGroupView[] {
  const groups: TagGroupView[] = tags.map((tag) => ({
    ...scope.section(tag.title, 3, tag.name),
    descriptionHtml: scope.describe(tag.description),
    // An operation with several tags is listed under each; the sidebar files it under its first.
    operations: operations.filter((op) => op.operation.tags?.includes(tag.name)).map((op) => operationLink(op, routeOf(op))),
  }));
  const untagged = operations.filter((op) => !op.operation.tags?.length);
  if (untagged.length) groups.push({ ...scope.section(tags.length ? 'Other operations' : 'All operations', 3), operations: untagged.map((op) => operationLink(op, routeOf(op))) });
  return groups;
}

/**
 * Headers every shared error has are told with the errors only, not again under rate limits; the rate-limit
 * headers of the 429 error are told under rate limits, not again in the errors list, which points there.
 */
function tellHeadersOnce(sections: OverviewSectionView[]): void {
  const section = sections.find((s) => s.rateLimits?.headers.length);
  const limits = section?.rateLimits;
  const errors = sections.find((s) => s.errors)?.errors;
  if (!limits || !section || !errors) return;
  const keyOf = (h: HeaderView) => JSON.stringify(h);
  const common = new Set((errors.common?.headers ?? []).map(keyOf));
  limits.headers = limits.headers.filter((h) => !common.has(keyOf(h)));
  const tooMany = errors.items.find((e) => e.status === '429');
  if (!tooMany) return;
  const told = new Set(limits.headers.map(keyOf));
  tooMany.headers = tooMany.headers.filter((h) => !told.has(keyOf(h)));
  tooMany.seeAlso = { id: section.id, title: section.title };
}

/** The Markdown the overview shows as written: its intro, and each section's by id (for the search text). */
export interface OverviewMarkdown {
  intro: string;
  sections: Map<string, string>;
}

/**
 * The overview's sections, one per concept: the description's own sections in their order, each given
 * the generated facts of the concept its heading names; concepts the description does not name follow,
 * under their own heading.
 */
function buildSections(
  description: string | undefined,
  shared: SharedErrors,
  dc: DocumentContext,
  ctx: ContentContext,
): { intro: { html?: string }; sections: OverviewSectionView[]; anchors: Map<string, string>; written: OverviewMarkdown } {
  const { scope } = ctx;
  const { intro, sections: parts } = splitDescription(description);
  const written: OverviewMarkdown = { intro, sections: new Map() };
  const introHtml = scope.describeSection(intro).html;
  const placed = new Set<Concept>();
  const sections: OverviewSectionView[] = [];
  let anchors = new Map<string, string>();
  const addFacts = (section: OverviewSectionView, concept: Concept | undefined) => {
    if (!concept || placed.has(concept)) return;
    placed.add(concept);
    if (concept === 'servers') section.servers = buildServers(dc, scope);
    else if (concept === 'authentication') section.authentication = buildAuthentication(dc, scope);
    else if (concept === 'rateLimits') section.rateLimits = buildRateLimits(shared, ctx);
    else {
      const errors = buildErrors(shared, ctx);
      anchors = errors.anchors;
      section.errors = errors.view;
    }
  };
  // The description's own sections, then those of its trait tags (Redoc's way to write an introduction).
  for (const part of [...parts, ...collectTraitTags(dc.doc).map((trait) => ({ title: trait.title, markdown: trait.description }))]) {
    const section: OverviewSectionView = scope.section(part.title, 2);
    written.sections.set(section.id, part.markdown);
    const html = scope.describeSection(part.markdown, 3).html;
    if (html) section.descriptionHtml = html;
    addFacts(section, conceptOf(part.title));
    sections.push(section);
  }
  const hasFacts: Record<Concept, boolean> = {
    servers: Boolean(dc.doc.servers?.length),
    authentication: Object.keys(dc.doc.components?.securitySchemes ?? {}).length > 0,
    errors: shared.byStatus.size > 0,
    rateLimits: Boolean(shared.byStatus.get('429')?.response.headers),
  };
  for (const { concept, title } of CONCEPTS) {
    if (placed.has(concept) || !hasFacts[concept]) continue;
    const section: OverviewSectionView = scope.section(title, 2);
    if (concept === 'rateLimits') section.descriptionHtml = scope.describe(shared.byStatus.get('429')?.response.description);
    addFacts(section, concept);
    sections.push(section);
  }
  tellHeadersOnce(sections);
  return { intro: { html: introHtml }, sections, anchors, written };
}

/**
 * The data of the API's front page, built in the order `ApiOverview` renders it, and the anchors of its shared
 * errors. `tagLinks`, for a large API: the overview lists these tags, whose pages list the operations.
 */
export function buildOverviewView(
  operations: OperationEntry[],
  tags: TagEntry[],
  routeOf: (op: OperationEntry) => string,
  shared: SharedErrors,
  dc: DocumentContext,
  scope: PageScope,
  tagLinks?: TagLinkView[],
): { view: ApiOverviewData; errorAnchors: Map<string, string>; written: OverviewMarkdown } {
  const { info } = dc.doc;
  const view: ApiOverviewData = { version: info.version, openapiVersion: dc.doc.openapi, sections: [] };
  const summary = (info as { summary?: string }).summary;
  if (summary) view.summary = summary;
  if (info.contact) view.contact = { name: info.contact.name, url: info.contact.url, email: info.contact.email };
  if (info.license) view.license = { name: info.license.name, url: info.license.url };
  if (info.termsOfService) view.termsOfService = info.termsOfService;
  const ctx: ContentContext = { resolver: dc.resolver, highlighter: dc.highlighter, scope, memo: dc.memo, compactor: dc.compactor, examples: dc.examples };
  const { intro, sections, anchors, written } = buildSections(info.description, shared, dc, ctx);
  if (intro.html) view.introHtml = intro.html;
  view.sections = sections;
  const served = operations.filter((op) => !op.webhook);
  if (served.length) {
    const section = scope.section('Operations', 2);
    view.operations = tagLinks ? { ...section, groups: [], tags: tagLinks } : { ...section, groups: buildOperationGroups(served, tags, routeOf, scope) };
  }
  const webhooks = operations.filter((op) => op.webhook);
  if (webhooks.length) view.webhooks = { ...scope.section('Webhooks', 2), operations: webhooks.map((op) => operationLink(op, routeOf(op))) };
  return { view, errorAnchors: anchors, written };
}
