import path from 'node:path';
import { getHighlighter } from '../../markdown/highlighter.js';
import { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import { assertReadOutsideOutput } from '../../config/outputFolder.js';
import type { OpenApiSource, SiteConfig } from '../../config/types.js';
import { idPrefix, joinRoute } from '../../content/routes.js';
import type { Warning } from '../../shared/types.js';
import type { CategoryMeta } from '../../content/types.js';
import { DocsGenError } from '../../errors/DocsGenError.js';
import type { Page } from '../../shared/types.js';
import type { GeneratedContent } from '../types.js';
import { buildOperationPage, buildOverviewPage, buildSchemaPage, buildTagPage, type OverviewText, type PagePlacement } from './buildPages.js';
import { TreeCompactor } from './compactTree.js';
import { EXAMPLE_LINES, ExampleFiles, LARGE_API_EXAMPLE_CHARS, LARGE_API_EXAMPLE_LINES } from './exampleFiles.js';
import { cacheDirOf } from '../../util/buildCache.js';
import { buildSchemaPageView } from './schemaView.js';
import { DetachedTrees } from './detachedTrees.js';
import { SCHEMA_PAGE_TREE_BYTES } from './fitPageTrees.js';
import { fitOperationPage } from './fitOperationPage.js';
import { retargetMovedRows, treeAnchors } from './fitParameters.js';
import { fixedBytes } from './pageWeight.js';
import { splitTree } from './treeLevels.js';
import type { SchemaNodeView } from './types.js';
import { isRecord } from './spec.js';
import { kebabCase, uniqueSlugs } from './slug.js';
import { collectOperations, collectTags, operationTitle, WEBHOOKS_SLUG, type OperationEntry } from './collectOperations.js';
import { CodeHighlighter, SAMPLE_LANGUAGES } from './highlight.js';
import { createDescriptionLinkMapper, linkBaseOf, linkHintOf } from './linkBase.js';
import { createDocumentLinkResolver } from './documentLinks.js';
import { writtenSampleFences } from './codeSamples.js';
import { loadDocument, type LoadedDocument } from './loadDocument.js';
import { fenceLines } from './fenceLines.js';
import { helperJobsOf, requestSamplesAhead } from './helperJobs.js';
import { HelperThread } from '../../markdown/helperThread.js';
import { buildOperationView, type DocumentContext, type SharedErrorLinks } from './operationView.js';
import { buildOverviewView } from './overviewView.js';
import { PageScope } from './pageScope.js';
import { publishedTarget } from './publishedDocument.js';
import { createRefResolver } from './refs.js';
import { linkTargetsOf } from './responseLinks.js';
import { findSharedErrors } from './sharedErrors.js';
import { planTagPages, tagPageRoute, usesTagPages } from './tagPages.js';
import { groupTags } from './tagGroups.js';
import { HeadingSlugger } from '../../markdown/headingSlugger.js';

/** The slug of the API's front page. */
const OVERVIEW_SLUG = 'overview';

/** The folder of the pages of component schemas, below the API's route. */
const SCHEMAS_SLUG = 'schemas';

/** A failure while building one page is a bug or an input the validator let through: name the operation. */
function locatedFailure(error: unknown, loaded: LoadedDocument, pointer: string, what: string): DocsGenError {
  if (error instanceof DocsGenError) return error;
  const at = loaded.locator.locate(pointer);
  return new DocsGenError(`Cannot generate the page of ${what}: ${(error as Error).message}`, { file: at?.file ?? loaded.file, line: at?.line, column: at?.column, cause: error });
}

/**
 * Operations whose `operationId` an earlier operation already has, by index, each with a warning at its
 * `operationId:`. Ids are meant to be unique (clients and links use them); the pages still get distinct slugs.
 */
function duplicateOperationIds(operations: OperationEntry[], loaded: LoadedDocument): Map<number, Warning> {
  const firstWith = new Map<string, OperationEntry>();
  const warnings = new Map<number, Warning>();
  operations.forEach((entry, index) => {
    const id = entry.operation.operationId;
    if (!id) return;
    const first = firstWith.get(id);
    if (!first) {
      firstWith.set(id, entry);
      return;
    }
    const at = loaded.locator.locate(`${entry.pointer}/operationId`);
    warnings.set(index, {
      message: `Duplicate operationId "${id}": ${entry.method.toUpperCase()} ${entry.path} and ${first.method.toUpperCase()} ${first.path} both have it`,
      file: at?.file ?? loaded.file,
      line: at?.line,
      column: at?.column,
    });
  });
  return warnings;
}

/** Operation pages built between two looks at what the helper thread has sent. */
const HELPER_BATCH = 4;

/**
 * Generates the REST API reference from an OpenAPI 3.0/3.1 document: an overview page and one page per
 * operation, grouped by tag into sidebar categories (the folder of each tag), each page rendered by a
 * theme component from plain view data with descriptions, examples and samples already turned into HTML.
 */
export async function generateApiReference(config: SiteConfig, source: OpenApiSource, tick?: (done: number, total: number) => void): Promise<GeneratedContent> {
  // Started first: the thread loads its highlighter while this one reads the document.
  const helper = HelperThread.prepare(source.absPath, SAMPLE_LANGUAGES, config.codeThemes);
  let loaded: LoadedDocument;
  let highlighter: CodeHighlighter;
  try {
    [loaded, highlighter] = await Promise.all([loadDocument(source.absPath, path.join(cacheDirOf(config.rootDir), 'openapi-documents')), CodeHighlighter.create(config.codeThemes)]);
    assertReadOutsideOutput(config, loaded.otherFiles, 'The OpenAPI document');
  } catch (error) {
    await helper?.close();
    throw error;
  }
  try {
    const content = await referenceOf(config, source, loaded, highlighter, helper, tick);
    await loaded.confirmed;
    return content;
  } catch (error) {
    await helper?.close();
    // The official schema's check may still have been running: a document it rejects is reported as invalid,
    // whatever building its pages ran into.
    await loaded.confirmed;
    throw error;
  }
}

async function referenceOf(
  config: SiteConfig,
  source: OpenApiSource,
  loaded: LoadedDocument,
  highlighter: CodeHighlighter,
  started: HelperThread | undefined,
  tick?: (done: number, total: number) => void,
): Promise<GeneratedContent> {
  const { doc } = loaded;
  const resolver = createRefResolver(doc);
  // Component schemas large trees link to, by name → slug, in the order first linked.
  const schemaSlugs = new Map<string, string>();
  const schemaSlugsTaken = new Set<string>();
  const takeSchemaSlug = (wanted: string) => {
    const slug = uniqueSlugs([kebabCase(wanted) || 'schema'], [...schemaSlugsTaken])[0];
    schemaSlugsTaken.add(slug);
    return `${SCHEMAS_SLUG}/${slug}`;
  };
  const schemaRoute = (name: string) => {
    if (!isRecord(doc.components?.schemas?.[name])) return undefined;
    let slug = schemaSlugs.get(name);
    if (!slug) {
      slug = takeSchemaSlug(name);
      schemaSlugs.set(name, slug);
    }
    return joinRoute(source.routeBasePath, slug);
  };
  const compactor = new TreeCompactor(schemaRoute);
  // The page of a tree that is a component schema, or a list of one (its whole list adds nothing to read).
  const componentRouteOf = (tree: SchemaNodeView) => {
    const named = tree.component ? tree : tree.items && !tree.properties?.length && !tree.variants ? tree.items : undefined;
    return named?.component && !named.circular ? schemaRoute(named.component) : undefined;
  };
  // Large trees without a schema page of their own get one.
  const detached = new DetachedTrees(takeSchemaSlug, (slug) => joinRoute(source.routeBasePath, slug));
  const operations = collectOperations(doc, resolver);
  const large = usesTagPages(operations);
  // Tags in groups (x-tagGroups) sit in their group's folder; the groups and the other tags are the API's categories.
  const { groups, tags, top: topCategories } = groupTags(doc, collectTags(doc, operations), [WEBHOOKS_SLUG, SCHEMAS_SLUG]);
  const routeOf = (op: OperationEntry) => joinRoute(source.routeBasePath, op.slug);
  const overviewRoute = joinRoute(source.routeBasePath, OVERVIEW_SLUG);
  const linkBase = linkBaseOf(source, doc);
  const documentLink = createDocumentLinkResolver({
    operations,
    tags,
    fileName: path.basename(loaded.file),
    routeOf,
    tagRoute: (tag) => (large ? tagPageRoute(source.routeBasePath, tag.slug) : `${overviewRoute}#${new HeadingSlugger(config.anchorsMaintainCase).slug(tag.name)}`),
    maintainCase: config.anchorsMaintainCase,
    overviewRoute,
    schemaRoute,
  });
  const siteLink = createDescriptionLinkMapper(config, linkBase);
  const mapUrl = (url: string) => {
    const route = documentLink(url);
    return route === undefined ? siteLink(url) : `${config.baseUrl}${route.slice(1)}`;
  };
  const linkHint = linkHintOf(linkBase);
  // Descriptions are rendered as pages' Markdown is, with the grammars their fences name loaded; and those of the written samples.
  const markdown = new MarkdownHtmlRenderer({ highlighter: await getHighlighter(`${fenceLines(loaded.source)}\n${writtenSampleFences(doc)}`, config.codeThemes), mapUrl });
  const examples = new ExampleFiles(path.join(cacheDirOf(config.rootDir), 'openapi-examples'), source.routeBasePath, ...(large ? [LARGE_API_EXAMPLE_LINES, LARGE_API_EXAMPLE_CHARS] : [EXAMPLE_LINES]));
  const dc: DocumentContext = { doc, resolver, highlighter, memo: new Map(), compactor, examples };
  const placement: PagePlacement = { config, routeBasePath: source.routeBasePath, sidebar: source.sidebar, file: loaded.file };
  const tagByName = new Map(tags.map((t) => [t.name, t]));
  dc.linkTargets = linkTargetsOf(operations, routeOf);

  // Webhooks are sent by the API, not answered by it: their responses are no errors a caller sees.
  const sharedErrors = findSharedErrors(operations.filter((op) => !op.webhook), resolver);
  // Every page's ids come from heading text as the site's pages' do.
  const newScope = () => new PageScope(markdown, loaded.locator, mapUrl, linkHint, config.anchorsMaintainCase);
  const overviewScope = newScope();
  const tagPlan = large ? planTagPages(operations, tags, routeOf, overviewScope, source.routeBasePath, overviewRoute) : undefined;
  const overview = buildOverviewView(operations, tags, routeOf, sharedErrors, dc, overviewScope, tagPlan?.tags);
  const download = publishedTarget(loaded.file, source.routeBasePath);
  overview.view.download = { route: download, fileName: path.basename(download) };
  const shared: SharedErrorLinks = { errors: sharedErrors, overviewRoute, anchors: overview.errorAnchors, large };

  const positions = new Map<string, number>();
  const duplicates = duplicateOperationIds(operations, loaded);
  dc.requestSamples = requestSamplesAhead(operations, dc, large);
  const helper = HelperThread.start(helperJobsOf(dc.requestSamples, doc, markdown), (await getHighlighter('', config.codeThemes)).getLoadedLanguages(), config.codeThemes, started);
  highlighter.useHelper(helper);
  markdown.useAhead(helper?.markdown);
  const stopHelper = async () => {
    highlighter.useHelper(undefined);
    markdown.useAhead(undefined);
    await (helper ?? started)?.close();
  };
  const pages: Page[] = [];
  for (const [index, entry] of operations.entries()) {
    // Lets what the helper thread made meanwhile come in.
    if (helper && index % HELPER_BATCH === 0) await helper.receive();
    const group = entry.webhook ? WEBHOOKS_SLUG : (entry.tag ?? '');
    // Untagged operations sit in the root folder, after the overview and the tag categories.
    const position = (positions.get(group) ?? (entry.tag || entry.webhook ? 0 : topCategories)) + 1;
    positions.set(group, position);
    const folder = entry.webhook ? WEBHOOKS_SLUG : entry.tag ? tagByName.get(entry.tag)?.folder : undefined;
    try {
      const scope = newScope();
      const view = buildOperationView(entry, dc, scope, shared);
      // A smaller API may have bodies too large for one page too (a payment request of a hundred fields, each
      // described at length); its trees are fitted only past WHOLE_TREES_BYTES, or when the page is too heavy.
      const moved = fitOperationPage(view, fixedBytes(view, dc.requestSamples.get(entry)), large, {
        wholeRoute: (tree, what, id) => componentRouteOf(tree) ?? detached.routeFor(tree, `${operationTitle(entry)}: ${what}`, `${entry.slug}-${id}`),
        schemaRoute,
        continued: (group, rest) => detached.routeFor(rest, `${operationTitle(entry)}: ${group.title.toLowerCase()}`, `${entry.slug}-${group.id}`),
      });
      scope.moveAnchors(moved);
      const page = buildOperationPage(entry, retargetMovedRows(view, moved), scope, placement, { tagSlug: folder, position });
      pages.push(duplicates.has(index) ? { ...page, warnings: [duplicates.get(index)!] } : page);
      tick?.(index + 1, operations.length);
    } catch (error) {
      await stopHelper();
      throw locatedFailure(error, loaded, entry.pointer, `${entry.method.toUpperCase()} ${entry.path}`);
    }
  }
  // The request samples' blocks the helper has not sent, highlighted here (see highlightMaskedLater).
  await highlighter.highlightPending();
  await stopHelper();

  const text: OverviewText = {
    intro: overviewScope.textOf(overview.written.intro),
    sections: new Map([...overview.written.sections].map(([id, markdown]) => [id, overviewScope.textOf(markdown)])),
  };
  pages.unshift({ ...buildOverviewPage(overview.view, doc.info.title, text, overviewScope, placement), assets: [{ source: await loaded.publishedFile(), target: download }, ...overviewScope.assets] });

  const prefix = idPrefix(source.routeBasePath);
  const tagPages = (tagPlan?.pages ?? []).map((plan) => buildTagPage(plan, newScope(), placement));
  pages.push(...tagPages);
  // A large API's tag categories lead to their tag pages, which list all their operations.
  const tagTargets = new Map(tagPages.filter((page, i) => tagPlan!.pages[i].first && !page.frontMatter.unlisted).map((page) => [page.dirId, page.id]));
  const categories: CategoryMeta[] = [
    ...groups.map((group, i) => ({ dirId: prefix + group.slug, file: loaded.file, label: group.name, position: i + 1, collapsed: false })),
    ...tags.map((tag) => {
      const dirId = prefix + tag.folder;
      return { dirId, file: loaded.file, label: tag.title, position: tag.position, collapsed: false, ...(tagTargets.has(dirId) && { linkDocId: tagTargets.get(dirId) }) };
    }),
  ];
  if (schemaSlugs.size || detached.pages.size) {
    // A part of a schema page too large for one page is linked to its component's page, or gets a page of its own
    // named after the schema and the part.
    const partOf = (title: string, slug: string) => (node: SchemaNodeView, key: string) =>
      componentRouteOf(node) ?? detached.routeFor(node, `${title} › ${node.name ?? node.title ?? key}`, `${slug.slice(SCHEMAS_SLUG.length + 1)}-${key}`);
    // A schema page may link to further schemas: pages are made until none is missing.
    const schemaDir = prefix + uniqueSlugs([SCHEMAS_SLUG], [...tags.map((t) => t.slug), ...groups.map((g) => g.slug)])[0];
    const schemaPages: Page[] = [];
    // A map's iteration visits the entries added while it runs: the schemas these pages link to.
    for (const [name, slug] of schemaSlugs) {
      const scope = newScope();
      try {
        const compacted = buildSchemaPageView(name, { resolver, describe: scope.describe, memo: dc.memo }, compactor);
        const tree = splitTree(compacted, SCHEMA_PAGE_TREE_BYTES, partOf(name, slug));
        schemaPages.push(buildSchemaPage({ name, tree }, slug, scope, placement, { dirId: schemaDir, position: 0 }));
      } catch (error) {
        throw locatedFailure(error, loaded, `/components/schemas/${name}`, `the ${name} schema`);
      }
    }
    // Pages of large inline trees, reached from the pages showing them in part; unlisted, as operations' parts.
    const partPages: Page[] = [];
    for (const part of detached.pages.values()) {
      const scope = newScope();
      const tree = splitTree(part.tree, SCHEMA_PAGE_TREE_BYTES, partOf(part.title, part.slug));
      // A parameter list continued here keeps its rows' ids, which the operation's descriptions may link to.
      scope.anchors.push(...treeAnchors(tree));
      const page = buildSchemaPage({ name: part.title, tree }, part.slug, scope, placement, { dirId: schemaDir, position: 0 });
      partPages.push({ ...page, frontMatter: { unlisted: true } });
    }
    // Listed by name, where a reader looks one up.
    schemaPages.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    pages.push(...schemaPages.map((page, i) => ({ ...page, sidebarPosition: i + 1 })), ...partPages);
    // Last in the API's folder, after the untagged operations and the webhooks.
    const position = (positions.get('') ?? topCategories) + (operations.some((op) => op.webhook) ? 2 : 1);
    categories.push({ dirId: schemaDir, file: loaded.file, label: 'Schemas', position, collapsed: true });
  }
  if (operations.some((op) => op.webhook)) {
    // Webhooks come last in the API's folder, after the tags and the untagged operations.
    categories.push({ dirId: prefix + WEBHOOKS_SLUG, file: loaded.file, label: 'Webhooks', position: (positions.get('') ?? topCategories) + 1, collapsed: false });
  }
  // Where a sidebar is generated from the site root, the API's own folder shows as one category named after it.
  if (prefix) categories.push({ dirId: prefix.slice(0, -1), file: loaded.file, label: doc.info.title, collapsed: false });
  // The reference's own route leads to its overview.
  const redirects = [{ route: joinRoute(source.routeBasePath), target: overviewRoute, sourceFile: loaded.file }];
  return { pages, categories, inputs: [loaded.file, ...loaded.otherFiles], redirects };
}
