import { getHighlighter } from '../../markdown/highlighter.js';
import { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import type { OpenApiSource, SiteConfig } from '../../config/types.js';
import { idPrefix, joinRoute } from '../../content/routes.js';
import type { Warning } from '../../shared/types.js';
import type { CategoryMeta } from '../../content/types.js';
import { DocsGenError } from '../../errors/DocsGenError.js';
import type { Page } from '../../shared/types.js';
import type { GeneratedContent } from '../types.js';
import { buildOperationPage, buildOverviewPage, type PagePlacement } from './buildPages.js';
import { collectOperations, collectTags, WEBHOOKS_SLUG, type OperationEntry } from './collectOperations.js';
import { CodeHighlighter } from './highlight.js';
import { createDescriptionLinkMapper, linkBaseOf } from './linkBase.js';
import { loadDocument, type LoadedDocument } from './loadDocument.js';
import { buildOperationView, type DocumentContext } from './operationView.js';
import { buildOverviewView } from './overviewView.js';
import { PageScope } from './pageScope.js';
import { createRefResolver } from './refs.js';

/** A failure while building one page is a bug or an input the validator let through: name the operation. */
function locatedFailure(error: unknown, loaded: LoadedDocument, pointer: string, what: string): DocsGenError {
  if (error instanceof DocsGenError) return error;
  const at = loaded.locator.locate(pointer);
  return new DocsGenError(`Cannot generate the page of ${what}: ${(error as Error).message}`, { file: loaded.file, line: at?.line, column: at?.column, cause: error });
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
      file: loaded.file,
      line: at?.line,
      column: at?.column,
    });
  });
  return warnings;
}

/**
 * Generates the REST API reference from an OpenAPI 3.0/3.1 document: an overview page and one page per
 * operation, grouped by tag into sidebar categories (the folder of each tag), each page rendered by a
 * theme component from plain view data with descriptions, examples and samples already turned into HTML.
 */
export async function generateApiReference(config: SiteConfig, source: OpenApiSource): Promise<GeneratedContent> {
  const [loaded, highlighter] = await Promise.all([loadDocument(source.absPath), CodeHighlighter.create()]);
  const { doc } = loaded;
  const resolver = createRefResolver(doc);
  const mapUrl = createDescriptionLinkMapper(config, linkBaseOf(source, doc));
  // Descriptions are rendered as pages' Markdown is, with the grammars their fences name loaded.
  const markdown = new MarkdownHtmlRenderer({ highlighter: await getHighlighter(loaded.source.replace(/\\n/g, '\n')), mapUrl });
  const dc: DocumentContext = { doc, resolver, highlighter, memo: new Map() };
  const placement: PagePlacement = { config, routeBasePath: source.routeBasePath, sidebar: source.sidebar, file: loaded.file };
  const operations = collectOperations(doc, resolver);
  const tags = collectTags(doc, operations);
  const tagSlugs = new Map(tags.map((t) => [t.name, t.slug]));
  const routeOf = (op: OperationEntry) => joinRoute(source.routeBasePath, op.slug);

  const positions = new Map<string, number>();
  const duplicates = duplicateOperationIds(operations, loaded);
  const pages: Page[] = operations.map((entry, index) => {
    const group = entry.webhook ? WEBHOOKS_SLUG : (entry.tag ?? '');
    // Untagged operations sit in the root folder, after the overview and the tag categories.
    const position = (positions.get(group) ?? (entry.tag || entry.webhook ? 0 : tags.length)) + 1;
    positions.set(group, position);
    const folder = entry.webhook ? WEBHOOKS_SLUG : entry.tag ? tagSlugs.get(entry.tag) : undefined;
    try {
      const scope = new PageScope(markdown, loaded.locator, mapUrl);
      const view = buildOperationView(entry, dc, scope);
      const page = buildOperationPage(entry, view, scope, placement, { tagSlug: folder, position });
      return duplicates.has(index) ? { ...page, warnings: [duplicates.get(index)!] } : page;
    } catch (error) {
      throw locatedFailure(error, loaded, entry.pointer, `${entry.method.toUpperCase()} ${entry.path}`);
    }
  });

  const scope = new PageScope(markdown, loaded.locator, mapUrl);
  const overview = buildOverviewView(operations, tags, routeOf, dc, scope);
  const descriptionText = scope.textOf(doc.info.description);
  pages.unshift(buildOverviewPage(overview, doc.info.title, descriptionText, scope, placement));

  const prefix = idPrefix(source.routeBasePath);
  const categories: CategoryMeta[] = tags.map((tag, i) => ({ dirId: prefix + tag.slug, file: loaded.file, label: tag.name, position: i + 1, collapsed: false }));
  if (operations.some((op) => op.webhook)) {
    // Webhooks come last in the API's folder, after the tags and the untagged operations.
    categories.push({ dirId: prefix + WEBHOOKS_SLUG, file: loaded.file, label: 'Webhooks', position: (positions.get('') ?? tags.length) + 1, collapsed: false });
  }
  // Where a sidebar is generated from the site root, the API's own folder shows as one category named after it.
  if (prefix) categories.push({ dirId: prefix.slice(0, -1), file: loaded.file, label: doc.info.title, collapsed: false });
  return { pages, categories, inputs: [loaded.file] };
}
