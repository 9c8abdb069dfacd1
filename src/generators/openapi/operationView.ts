import type { OperationEntry } from './collectOperations.js';
import { buildRequestBody, buildResponses, type ContentContext } from './contentView.js';
import type { CodeHighlighter } from './highlight.js';
import { Masker, maskSampleRequest } from './maskValues.js';
import type { PageScope } from './pageScope.js';
import type { RefResolver } from './refs.js';
import { buildRequestSamples } from './requestSamples.js';
import { buildSampleRequest, exampleOfParameter, serverUrlOf } from './sampleRequest.js';
import { buildSchemaView, formatValue, type MemoizedTree } from './schemaView.js';
import { buildSecurityView } from './securityView.js';
import type { OpenApiDocument, Schema } from './spec.js';
import type { ApiOperationData, ParameterGroupView, ParameterLocation, ParameterView, RequestSamplesView } from './types.js';

/** What every page of one document shares: the document, its refs, the highlighter and built schema trees. */
export interface DocumentContext {
  doc: OpenApiDocument;
  resolver: RefResolver;
  highlighter: CodeHighlighter;
  memo: Map<string, MemoizedTree>;
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
        name: parameter.name,
        in: location,
        // Path parameters are always required, whatever the document says.
        required: location === 'path' || parameter.required === true,
        deprecated: parameter.deprecated === true,
        schema: buildSchemaView(schema, { resolver: dc.resolver, describe: scope.describe, memo: dc.memo }, 'request'),
      };
      const description = scope.describe(parameter.description);
      if (description) view.descriptionHtml = description;
      const example = exampleOfParameter(parameter, dc.resolver);
      if (example !== undefined) view.example = formatValue(example);
      return view;
    });
    groups.push(group);
  }
  return { ...section, groups };
}

function buildSamplesView(entry: OperationEntry, dc: DocumentContext, scope: PageScope): RequestSamplesView {
  const section = scope.section('Request samples', 2);
  const masker = new Masker();
  const samples = buildRequestSamples(maskSampleRequest(buildSampleRequest(entry, dc.doc, dc.resolver), masker));
  return {
    ...section,
    samples: samples.map((s) => ({ value: s.value, label: s.label, code: dc.highlighter.highlightMasked(s.code, s.lang, masker.texts) })),
  };
}

/**
 * The data of one operation's page. Sections are built in the order `ApiOperation` renders them, so the
 * page scope records ids and headings in page order: description, request samples (not for webhooks,
 * which the reader receives), authorization, parameters, request body, responses (optional in 3.1).
 */
export function buildOperationView(entry: OperationEntry, dc: DocumentContext, scope: PageScope): ApiOperationData {
  const { operation } = entry;
  const view: ApiOperationData = {
    method: entry.method.toUpperCase(),
    path: entry.path,
    deprecated: operation.deprecated === true,
  };
  if (entry.webhook) view.webhook = true;
  if (operation.operationId) view.operationId = operation.operationId;
  const server = serverUrlOf(entry.servers);
  if (server) view.serverUrl = server;
  const description = scope.describeSection(operation.description).html;
  if (description) view.descriptionHtml = description;
  if (operation.externalDocs) view.externalDocs = { url: operation.externalDocs.url, description: operation.externalDocs.description };
  if (!entry.webhook) view.samples = buildSamplesView(entry, dc, scope);
  if (!entry.webhook || operation.security) view.security = buildSecurityView(entry.security, dc.doc, dc.resolver, scope);
  const parameters = buildParameterGroups(entry, dc, scope);
  if (parameters) view.parameters = parameters;
  const content: ContentContext = { resolver: dc.resolver, highlighter: dc.highlighter, scope, memo: dc.memo };
  const requestBody = buildRequestBody(operation.requestBody, content);
  if (requestBody) view.requestBody = requestBody;
  if (operation.responses && Object.keys(operation.responses).length) {
    view.responses = { ...scope.section('Responses', 2), items: buildResponses(operation.responses, content) };
  }
  return view;
}
