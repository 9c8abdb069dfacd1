import type { SiteConfig } from '../../config/types.js';
import { idPrefix, joinRoute } from '../../content/routes.js';
import { selectToc } from '../../markdown/toc.js';
import type { Page, PageSection } from '../../shared/types.js';
import { operationTitle, type OperationEntry } from './collectOperations.js';
import { operationDescription } from './operationSummary.js';
import type { PageScope } from './pageScope.js';
import type { TagPagePlan } from './tagPages.js';
import type { ApiOperationData, ApiOverviewData, ApiSchemaData, SchemaNodeView } from './types.js';

/** Where generated pages go: ids and folder ids under the source's route, and its sidebar. */
export interface PagePlacement {
  config: SiteConfig;
  routeBasePath: string;
  sidebar: string;
  file: string;
}

/** Ids the request-sample tabs get: `ApiOperation` resets the Tabs counter, so they are the page's first. */
const SAMPLE_TAB_IDS = (values: string[]) => values.flatMap((v) => [v, `tabs-1-tab-${v}`, `tabs-1-panel-${v}`]);

function rootDirId(placement: PagePlacement): string {
  return idPrefix(placement.routeBasePath).replace(/\/$/, '');
}

function firstSentences(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 40 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')}…`;
}

function pageBase(placement: PagePlacement, slug: string, scope: PageScope) {
  const { toc } = placement.config;
  return {
    id: idPrefix(placement.routeBasePath) + slug,
    route: joinRoute(placement.routeBasePath, slug),
    sourceFile: placement.file,
    defaultSidebar: placement.sidebar,
    frontMatter: {},
    toc: selectToc(scope.headings, toc.minHeadingLevel, toc.maxHeadingLevel),
    links: scope.foundLinks(),
    assets: scope.assets,
    hasOwnH1: false,
  };
}

/** The plain text of the overview's description, for search: before its first heading, and each section's by id. */
export interface OverviewText {
  intro: string;
  sections: Map<string, string>;
}

/** The API's front page: first in the sidebar, in the API's root folder. */
export function buildOverviewPage(view: ApiOverviewData, title: string, text: OverviewText, scope: PageScope, placement: PagePlacement): Page {
  const descriptionText = text.intro;
  const sections: PageSection[] = [{ anchor: '', headings: [], text: [view.summary, descriptionText].filter(Boolean).join(' ') }];
  for (const section of view.sections) {
    const body = text.sections.get(section.id);
    if (body) sections.push({ anchor: section.id, headings: [section.title], text: body });
  }
  for (const group of view.operations?.groups ?? []) {
    sections.push({ anchor: group.id, headings: [view.operations!.title, group.title], text: group.operations.map((o) => `${o.method} ${o.path} ${o.summary}`).join(' ') });
  }
  if (view.operations?.tags) {
    sections.push({ anchor: view.operations.id, headings: [view.operations.title], text: view.operations.tags.map((t) => t.name).join(' ') });
  }
  if (view.webhooks) {
    sections.push({ anchor: view.webhooks.id, headings: [view.webhooks.title], text: view.webhooks.operations.map((o) => `${o.path} ${o.summary}`).join(' ') });
  }
  return {
    ...pageBase(placement, 'overview', scope),
    title,
    description: view.summary ?? (firstSentences(descriptionText) || undefined),
    sidebarLabel: 'Overview',
    sidebarPosition: 0,
    dirId: rootDirId(placement),
    anchors: scope.anchors,
    sections,
    body: { type: 'component', name: 'ApiOverview', props: view as unknown as Record<string, unknown> },
  };
}

/** What the search index knows of an operation: its call, summary and description, then each section's names. */
function operationSections(entry: OperationEntry, view: ApiOperationData, title: string, scope: PageScope): PageSection[] {
  const call = `${view.method} ${view.path}`;
  const sections: PageSection[] = [{ anchor: '', headings: [], text: [call, title, scope.textOf(operationDescription(entry.operation))].filter(Boolean).join(' ') }];
  if (view.parameters) {
    const text = entry.parameters.map(({ parameter: p }) => [p.name, scope.textOf(p.description)].filter(Boolean).join(' ')).join(' ');
    sections.push({ anchor: view.parameters.id, headings: [view.parameters.title], text });
  }
  if (view.requestBody) {
    const names = view.requestBody.contents.flatMap((c) => (c.schema?.properties ?? []).map((p) => p.name ?? ''));
    sections.push({ anchor: view.requestBody.id, headings: [view.requestBody.title], text: names.join(' ') });
  }
  if (view.responses) {
    const statuses = [...view.responses.items, ...(view.responses.shared?.items ?? [])].map((r) => r.title);
    sections.push({ anchor: view.responses.id, headings: [view.responses.title], text: statuses.join(' ') });
  }
  if (view.callbacks) {
    const calls = view.callbacks.items.map((c) => `${c.name} ${c.method} ${c.expression}`);
    sections.push({ anchor: view.callbacks.id, headings: [view.callbacks.title], text: calls.join(' ') });
  }
  return sections;
}

/** One operation's page, filed in the sidebar under its first tag with its method as badge. */
export function buildOperationPage(
  entry: OperationEntry,
  view: ApiOperationData,
  scope: PageScope,
  placement: PagePlacement,
  layout: { tagSlug?: string; position: number },
): Page {
  const title = operationTitle(entry);
  const descriptionText = scope.textOf(operationDescription(entry.operation));
  const keywords = [`${view.method} ${view.path}`, view.path, ...(view.operationId ? [view.operationId] : [])];
  return {
    ...pageBase(placement, entry.slug, scope),
    title,
    description: firstSentences(descriptionText) || title,
    keywords: entry.operation.tags,
    sidebarLabel: title,
    sidebarPosition: layout.position,
    dirId: layout.tagSlug ? idPrefix(placement.routeBasePath) + layout.tagSlug : rootDirId(placement),
    anchors: [...scope.anchors, ...SAMPLE_TAB_IDS(view.samples?.samples.map((s) => s.value) ?? [])],
    sections: operationSections(entry, view, title, scope),
    body: { type: 'component', name: 'ApiOperation', props: view as unknown as Record<string, unknown> },
    sidebarBadge: view.method,
    searchKeywords: keywords,
  };
}

/** Property names of a tree down to its links, for search. */
function propertyNames(node: SchemaNodeView, out: string[] = []): string[] {
  for (const p of node.properties ?? []) {
    if (p.name) out.push(p.name);
    propertyNames(p, out);
  }
  for (const option of node.variants?.options ?? []) propertyNames(option, out);
  if (node.items) propertyNames(node.items, out);
  return out;
}

/** The page of one component schema, which large trees link to; in the sidebar's Schemas category, by name. */
export function buildSchemaPage(view: ApiSchemaData, slug: string, scope: PageScope, placement: PagePlacement, layout: { dirId: string; position: number }): Page {
  const text = [view.name, view.tree.title === view.name ? '' : view.tree.title, ...propertyNames(view.tree)].filter(Boolean).join(' ');
  return {
    ...pageBase(placement, slug, scope),
    title: view.name,
    description: `The ${view.name} schema`,
    sidebarLabel: view.name,
    sidebarPosition: layout.position,
    dirId: layout.dirId,
    anchors: scope.anchors,
    sections: [{ anchor: '', headings: [], text }],
    body: { type: 'component', name: 'ApiSchema', props: view as unknown as Record<string, unknown> },
  };
}

/**
 * A page of a large API's operations under one tag. The first is its tag's sidebar category's target; the
 * pages continuing a long list, and those of untagged operations, are unlisted, reached from the overview
 * and their neighbours.
 */
export function buildTagPage(plan: TagPagePlan, scope: PageScope, placement: PagePlacement): Page {
  const page = pageBase(placement, plan.slug, scope);
  const count = plan.view.part?.total ?? plan.view.operations.length;
  return {
    ...page,
    frontMatter: plan.first && plan.tagSlug ? {} : { unlisted: true },
    title: plan.title,
    description: `${count} ${count === 1 ? 'operation' : 'operations'} of the ${plan.view.name} tag`,
    sidebarLabel: plan.title,
    sidebarPosition: 0,
    dirId: plan.tagSlug ? idPrefix(placement.routeBasePath) + plan.tagSlug : rootDirId(placement),
    anchors: scope.anchors,
    sections: [{ anchor: '', headings: [], text: plan.text }],
    body: { type: 'component', name: 'ApiTag', props: plan.view as unknown as Record<string, unknown> },
  };
}
