import type { OperationEntry } from './collectOperations.js';
import { buildCallbacks } from './callbackView.js';
import { withWrittenSamples } from './codeSamples.js';
import { buildRequestBody, buildResponses, highlightExample, lineCount, responseExampleOf, statusTitle, type ContentContext } from './contentView.js';
import type { CodeHighlighter } from './highlight.js';
import { MARK_TEXT, Masker, maskSampleRequest } from './maskValues.js';
import { operationDescription } from './operationSummary.js';
import type { PageScope } from './pageScope.js';
import type { TreeCompactor } from './compactTree.js';
import type { ExampleFiles } from './exampleFiles.js';
import type { RefResolver } from './refs.js';
import type { LinkTargets } from './responseLinks.js';
import { bodyKind, buildRequestSamples, type RequestSample } from './requestSamples.js';
import { buildSampleRequest, serverUrlOf, statedExampleOfParameter } from './sampleRequest.js';
import { buildSchemaView, formatValue, type MemoizedTree } from './schemaView.js';
import { buildSecurityView } from './securityView.js';
import { pointToSameBodies, pointToSameExamples } from './sameBodies.js';
import type { SharedErrors } from './sharedErrors.js';
import type { MaybeRef, OpenApiDocument, Response, Schema } from './spec.js';
import { writtenSamplesOf } from './writtenSamples.js';
import type { ApiOperationData, ParameterGroupView, ParameterLocation, ParameterView, RequestSamplesView, ResponseSamplesView } from './types.js';

/** What every page of one document shares: the document, its refs, the highlighter and built schema trees. */
export interface DocumentContext {
  doc: OpenApiDocument;
  resolver: RefResolver;
  highlighter: CodeHighlighter;
  memo: Map<string, MemoizedTree>;
  /** Shortens large schema trees, linking nested schemas to their pages (see compactTree.ts). */
  compactor?: TreeCompactor;
  /** Where long examples are published whole (see exampleFiles.ts). */
  examples?: ExampleFiles;
  /** Request samples made ahead, by operation, so their blocks can be highlighted ahead too. */
  requestSamples?: Map<OperationEntry, MaskedSamples>;
  /** The operation pages response links lead to. */
  linkTargets?: LinkTargets;
}

/** Errors described once on the overview: which they are, and where each is described. */
export interface SharedErrorLinks {
  errors: SharedErrors;
  overviewRoute: string;
  /** The overview's anchor of each shared status. */
  anchors: Map<string, string>;
  /**
   * A large API (see tagPages.ts), whose pages are made lighter: the response samples leave the shared errors out
   * (their examples are on the overview), and a response with the same bodies as an earlier one points to it.
   */
  large?: boolean;
}

const LOCATIONS: { location: ParameterLocation; title: string }[] = [
  { location: 'path', title: 'Path parameters' },
  { location: 'query', title: 'Query parameters' },
  { location: 'header', title: 'Header parameters' },
  { location: 'cookie', title: 'Cookie parameters' },
];

function buildParameterGroups(entry: OperationEntry, dc: DocumentContext, scope: PageScope): ApiOperationData['parameters'] {
  if (!entry.parameters.length) return undefined;
  const section = scope.section('Parameters', 2);
  const groups: ParameterGroupView[] = [];
  for (const { location, title } of LOCATIONS) {
    const list = entry.parameters.filter((p) => p.parameter.in === location);
    if (!list.length) continue;
    const group: ParameterGroupView = { ...scope.section(title, 3), location, parameters: [] };
    group.parameters = list.map(({ parameter }): ParameterView => {
      const schema = (parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {}) as Schema;
      const view: ParameterView = {
        id: scope.anchor(`parameter ${parameter.name}`),
        name: parameter.name,
        in: location,
        // Path parameters are always required, whatever the document says.
        required: location === 'path' || parameter.required === true,
        deprecated: parameter.deprecated === true,
        schema: buildSchemaView(schema, { resolver: dc.resolver, describe: scope.describe, memo: dc.memo, compactor: dc.compactor }, 'request'),
      };
      const description = scope.describe(parameter.description);
      if (description) view.descriptionHtml = description;
      const example = statedExampleOfParameter(parameter, dc.resolver);
      if (example !== undefined) view.example = formatValue(example);
      return view;
    });
    groups.push(group);
  }
  return { ...section, groups };
}

/**
 * On a large API, a JSON request body longer than this is shown once above the samples, which read it from a
 * file, instead of being written out in each language.
 */
export const SHARED_BODY_LINES = 10;

/** Or longer than this in characters (one line may hold a long encoded file). */
export const SHARED_BODY_CHARS = 1_000;

/**
 * On a smaller API, whose samples are written out whole as a rule, a body longer than these is shown once too:
 * written out in three languages, a 90-line rule configuration alone made a page of 65 KB.
 */
const SMALL_API_SHARED_BODY_LINES = 30;
const SMALL_API_SHARED_BODY_CHARS = 3_000;

/** The file name the samples read a shared body from. */
const BODY_FILE = 'body.json';

/**
 * An operation's request samples: those its authors wrote (see codeSamples.ts), and those docs-gen makes for the
 * languages they leave out, with their plain texts masked (see maskValues.ts), ready to highlight.
 */
export interface MaskedSamples {
  written: RequestSample[];
  samples: RequestSample[];
  /** The masked texts; undefined when the samples are not masked (their data holds what a placeholder holds). */
  texts?: string[];
  /** The JSON body the samples read from BODY_FILE, shown once (see SHARED_BODY_LINES). */
  sharedBody?: { mediaType: string; value: unknown };
}

/**
 * The request samples of an operation, as made ahead for the whole document when they were (see
 * `DocumentContext`). A long JSON body is shown once (see SHARED_BODY_LINES); `large`: the API is large.
 */
export function maskedRequestSamples(entry: OperationEntry, dc: DocumentContext, large: boolean): MaskedSamples {
  const known = dc.requestSamples?.get(entry);
  if (known) return known;
  const masker = new Masker();
  const request = buildSampleRequest(entry, dc.doc, dc.resolver);
  const body = request.body;
  const json = body && bodyKind(body.mediaType) === 'json' ? (JSON.stringify(body.value, null, 2) ?? '') : '';
  const [lines, chars] = large ? [SHARED_BODY_LINES, SHARED_BODY_CHARS] : [SMALL_API_SHARED_BODY_LINES, SMALL_API_SHARED_BODY_CHARS];
  const shared = json.length > chars || lineCount(json) > lines;
  const options = shared ? { bodyFile: BODY_FILE } : {};
  const sharedBody = shared && body ? { sharedBody: { mediaType: body.mediaType, value: body.value } } : {};
  const unmasked = JSON.stringify(request).includes(MARK_TEXT);
  const { written, made } = withWrittenSamples(writtenSamplesOf(entry.operation), buildRequestSamples(unmasked ? request : maskSampleRequest(request, masker), options));
  return { written, samples: made, ...(!unmasked && { texts: masker.texts }), ...sharedBody };
}

/** The request samples sit in the examples column beside the reference: a heading there, not an outline entry. */
function buildSamplesView(entry: OperationEntry, dc: DocumentContext, content: ContentContext, large: boolean): RequestSamplesView {
  const section = { id: content.scope.anchor('Request samples'), title: 'Request samples' };
  const { written, samples: made, texts, sharedBody } = maskedRequestSamples(entry, dc, large);
  const view: RequestSamplesView = {
    ...section,
    samples: [
      ...written.map((s) => ({ value: s.value, label: s.label, code: dc.highlighter.highlightLater(s.code, s.lang) })),
      ...made.map((s) => ({
        value: s.value,
        label: s.label,
        code: texts ? dc.highlighter.highlightMaskedLater(s.code, s.lang, texts) : dc.highlighter.highlight(s.code, s.lang),
      })),
    ],
  };
  // The body file is read by the samples docs-gen makes: written ones send their own.
  if (sharedBody && made.length) view.body = { fileName: BODY_FILE, mediaType: sharedBody.mediaType, code: highlightExample(sharedBody.value, sharedBody.mediaType, content) };
  return view;
}

/**
 * The example of each response, the first success selected (shown without JavaScript); on a large API, an
 * example an earlier status shows already is named, not repeated.
 */
function buildResponseSamples(responses: [string, MaybeRef<Response>][], content: ContentContext, large: boolean): ResponseSamplesView {
  const examples = responses.map(([status, raw]) => responseExampleOf(status, content.resolver.resolve<Response>(raw).value, content));
  if (large) pointToSameExamples(examples);
  const view: ResponseSamplesView = { id: content.scope.anchor('Response samples'), title: 'Response samples', examples };
  const selected = examples.find((e) => e.success) ?? examples[0];
  if (selected) view.selected = selected.status;
  return view;
}

/** The response example the samples column shows (its first) is not repeated beside its schema. */
function withoutExampleOf<T extends { contents: { example?: unknown }[] }>(view: T): T {
  const shown = view.contents.find((media) => media.example !== undefined);
  if (shown) delete shown.example;
  return view;
}

/**
 * The data of one operation's page. Sections are built in the order `ApiOperation` renders them, so the
 * page scope records ids and headings in page order: description, samples (request samples not for
 * webhooks, which the reader receives), authorization, parameters, request body, responses (optional in
 * 3.1), the shared errors it links to, and its callbacks.
 */
export function buildOperationView(entry: OperationEntry, dc: DocumentContext, scope: PageScope, shared?: SharedErrorLinks): ApiOperationData {
  const { operation } = entry;
  const view: ApiOperationData = {
    method: entry.method.toUpperCase(),
    path: entry.path,
    deprecated: operation.deprecated === true,
  };
  if (entry.webhook) view.webhook = true;
  if (operation.operationId) view.operationId = operation.operationId;
  // A webhook goes to the endpoint the reader registers: the API's base URL is not where it is sent.
  const server = entry.webhook ? '' : serverUrlOf(entry.servers);
  if (server) view.serverUrl = server;
  const description = scope.describeSection(operationDescription(operation)).html;
  if (description) view.descriptionHtml = description;
  if (operation.externalDocs) view.externalDocs = { url: operation.externalDocs.url, description: operation.externalDocs.description };
  const content: ContentContext = {
    resolver: dc.resolver,
    highlighter: dc.highlighter,
    scope,
    memo: dc.memo,
    compactor: dc.compactor,
    examples: dc.examples,
    linkTargets: dc.linkTargets,
  };
  const responses = Object.entries<MaybeRef<Response>>(operation.responses ?? {});
  const isShared = ([status, raw]: [string, MaybeRef<Response>]) => shared?.errors.isShared(status, raw) === true;
  if (!entry.webhook) view.samples = buildSamplesView(entry, dc, content, shared?.large === true);
  const sampled = shared?.large ? responses.filter((r) => !isShared(r)) : responses;
  if (sampled.length) view.responseSamples = buildResponseSamples(sampled, content, shared?.large === true);
  if (!entry.webhook || operation.security) view.security = buildSecurityView(entry.security, dc.doc, dc.resolver, scope);
  const parameters = buildParameterGroups(entry, dc, scope);
  if (parameters) view.parameters = parameters;
  const requestBody = buildRequestBody(operation.requestBody, content);
  if (requestBody) {
    // The request samples send the first media type's example, so it is not shown again beside its schema.
    if (requestBody.contents[0] && !entry.webhook) delete requestBody.contents[0].example;
    view.requestBody = requestBody;
  }
  if (responses.length) {
    const own = responses.filter((r) => !isShared(r));
    // The section first: the page's headings are recorded in the order they render.
    const section = scope.section('Responses', 2);
    const items = buildResponses(own, content).map(withoutExampleOf);
    if (shared?.large) pointToSameBodies(items);
    view.responses = { ...section, items };
    const common = responses.filter(isShared);
    if (shared && common.length) {
      view.responses.shared = {
        ...scope.section('Common errors', 3),
        items: common.map(([status]) => ({ status, title: statusTitle(status), route: shared.overviewRoute, anchor: shared.anchors.get(status)! })),
      };
    }
  }
  const callbacks = buildCallbacks(operation, content);
  if (callbacks) view.callbacks = callbacks;
  return view;
}
