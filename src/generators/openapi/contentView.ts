import { STATUS_CODES } from 'node:http';
import { exampleOfMediaType } from './examples.js';
import type { CodeHighlighter } from './highlight.js';
import { languageOfMediaType } from './highlight.js';
import type { PageScope } from './pageScope.js';
import type { TreeCompactor } from './compactTree.js';
import { EXAMPLE_LINES, type ExampleFiles } from './exampleFiles.js';
import type { RefResolver } from './refs.js';
import { buildResponseLinks, type LinkTargets } from './responseLinks.js';
import { buildSchemaView, type MemoizedTree, type SchemaDirection, type SchemaViewContext } from './schemaView.js';
import type { Header, MaybeRef, MediaType, RequestBody, Response, Schema } from './spec.js';
import type { CodeView, HeaderView, MediaTypeView, RequestBodyView, ResponseExampleView, ResponseView, SectionView } from './types.js';

/** What building the content views of one page needs. */
export interface ContentContext {
  resolver: RefResolver;
  highlighter: CodeHighlighter;
  scope: PageScope;
  memo: Map<string, MemoizedTree>;
  compactor?: TreeCompactor;
  /** Where long examples are published whole; without it examples are shown whole. */
  examples?: ExampleFiles;
  /** The pages response links lead to; without it links name their operation only. */
  linkTargets?: LinkTargets;
}

function schemaContext(ctx: ContentContext): SchemaViewContext {
  return { resolver: ctx.resolver, describe: ctx.scope.describe, memo: ctx.memo, compactor: ctx.compactor };
}

/**
 * An example highlighted for its media type: strings of text formats as they are, anything else as JSON,
 * pretty-printed. A long JSON example shows its first lines (see exampleFiles.ts) and links to the whole one,
 * published as a file: a form's or multipart body's example is data shown as JSON too (Discord's message forms
 * showed 800 lines whole beside the JSON example cut to 15).
 */
export function highlightExample(value: unknown, mediaType: string, ctx: ContentContext): CodeView {
  const { highlighter } = ctx;
  const language = languageOfMediaType(mediaType);
  if (typeof value === 'string' && language !== 'json') return highlighter.highlight(value, language);
  const json = JSON.stringify(value, null, 2);
  const lines = json === undefined ? 0 : lineCount(json);
  const shown = ctx.examples?.linesToShow(json) ?? EXAMPLE_LINES;
  if (!ctx.examples || lines <= shown) return highlighter.highlightJson(json);
  const asset = ctx.examples.publish(json);
  ctx.scope.addAsset(asset);
  return { ...highlighter.highlightJson(json, shown), full: { route: asset.target, lines, shown } };
}

export function lineCount(text: string): number {
  let n = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
}

function buildMediaTypes(content: Record<string, MediaType> | undefined, idPrefix: string, direction: SchemaDirection, ctx: ContentContext): MediaTypeView[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    // Ids are prefixed so `application/json` under two responses gets two telling anchors.
    const view: MediaTypeView = { id: ctx.scope.anchor(`${idPrefix} ${mediaType}`), title: mediaType };
    if (media.schema) view.schema = buildSchemaView(media.schema as Schema, schemaContext(ctx), direction);
    const example = exampleOfMediaType(media, ctx.resolver, direction);
    if (example !== undefined) view.example = highlightExample(example, mediaType, ctx);
    return view;
  });
}

export function buildHeaders(headers: Record<string, MaybeRef<Header>> | undefined, ctx: ContentContext): HeaderView[] {
  return Object.entries(headers ?? {})
    .filter(([name]) => name.toLowerCase() !== 'content-type')
    .map(([name, raw]) => {
      const header = ctx.resolver.resolve<Header>(raw).value;
      const view: HeaderView = { name, required: header.required === true, deprecated: header.deprecated === true };
      const description = ctx.scope.describe(header.description);
      if (description) view.descriptionHtml = description;
      if (header.schema) view.schema = buildSchemaView(header.schema as Schema, schemaContext(ctx), 'response');
      return view;
    });
}

/**
 * Where a body or response sits in the page's outline: its heading's level, and what its ids are slugged from
 * (a callback's are prefixed with its name, so they do not take the operation's own ids' numbered twins).
 */
export interface Placement {
  level: number;
  idPrefix: string;
}

const OPERATION_PLACEMENT: Placement = { level: 2, idPrefix: '' };

const prefixed = (placement: Placement, text: string) => (placement.idPrefix ? `${placement.idPrefix} ${text}` : text);

export function buildRequestBody(raw: MaybeRef<RequestBody> | undefined, ctx: ContentContext, placement = OPERATION_PLACEMENT): RequestBodyView | undefined {
  if (!raw) return undefined;
  const body = ctx.resolver.resolve<RequestBody>(raw).value;
  const section = ctx.scope.section('Request body', placement.level, prefixed(placement, 'Request body'));
  const view: RequestBodyView = { ...section, required: body.required === true, contents: [] };
  const description = ctx.scope.describe(body.description);
  if (description) view.descriptionHtml = description;
  view.contents = buildMediaTypes(body.content, prefixed(placement, 'request body'), 'request', ctx);
  return view;
}

/** `200 OK`, `4XX Client error`, `default`. */
export function statusTitle(status: string): string {
  if (status === 'default') return 'Default response';
  const range = /^([1-5])XX$/i.exec(status);
  if (range) return `${status.toUpperCase()} ${['Informational', 'Success', 'Redirection', 'Client error', 'Server error'][Number(range[1]) - 1]}`;
  const phrase = STATUS_CODES[status];
  return phrase ? `${status} ${phrase}` : status;
}

/** One response: its description, headers and bodies; `section` is its heading (or its anchor on the overview). */
export function buildResponse(status: string, response: Response, section: SectionView, ctx: ContentContext, idPrefix = `response ${status}`): ResponseView {
  const view: ResponseView = { ...section, status, success: /^[123]/.test(status), headers: [], contents: [] };
  const description = ctx.scope.describe(response.description);
  if (description) view.descriptionHtml = description;
  view.headers = buildHeaders(response.headers, ctx);
  view.contents = buildMediaTypes(response.content, idPrefix, 'response', ctx);
  const links = buildResponseLinks(response.links, ctx.resolver, ctx.scope, ctx.linkTargets);
  if (links.length) view.links = links;
  return view;
}

/** Each response as a section of the page, in the document's order, a level below the `Responses` heading. */
export function buildResponses(responses: [string, MaybeRef<Response>][], ctx: ContentContext, placement = OPERATION_PLACEMENT): ResponseView[] {
  return responses.map(([status, raw]) => {
    const id = prefixed(placement, `response ${status}`);
    const section = ctx.scope.section(statusTitle(status), placement.level + 1, id);
    return buildResponse(status, ctx.resolver.resolve<Response>(raw).value, section, ctx, id);
  });
}

/** The first example of a response, highlighted, for the samples beside the reference; none for a response without a body. */
export function responseExampleOf(status: string, response: Response, ctx: ContentContext): ResponseExampleView {
  const view: ResponseExampleView = { status, title: statusTitle(status), success: /^[123]/.test(status) };
  for (const [mediaType, media] of Object.entries(response.content ?? {})) {
    view.mediaType ??= mediaType;
    const example = exampleOfMediaType(media, ctx.resolver, 'response');
    if (example === undefined) continue;
    return { ...view, mediaType, code: highlightExample(example, mediaType, ctx) };
  }
  return view;
}
