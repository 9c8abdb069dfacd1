import { operationTitle, type OperationEntry, type TagEntry } from './collectOperations.js';
import { buildHeaders, statusTitle, type ContentContext } from './contentView.js';
import type { DocumentContext } from './operationView.js';
import type { PageScope } from './pageScope.js';
import { buildSchemeView } from './securityView.js';
import { formatValue } from './schemaView.js';
import type { Response } from './spec.js';
import type { ApiOverviewData, OperationLinkView, StatusView, TagGroupView } from './types.js';

function buildServers(dc: DocumentContext, scope: PageScope): ApiOverviewData['servers'] {
  const servers = dc.doc.servers ?? [];
  if (!servers.length) return undefined;
  return {
    ...scope.section('Servers', 2),
    items: servers.map((server) => ({
      url: server.url,
      descriptionHtml: scope.describe(server.description),
      variables: Object.entries(server.variables ?? {}).map(([name, v]) => ({
        name,
        defaultValue: formatValue(v.default),
        enumValues: v.enum?.map(formatValue),
        descriptionHtml: scope.describe(v.description),
      })),
    })),
  };
}

function buildAuthentication(dc: DocumentContext, scope: PageScope): ApiOverviewData['authentication'] {
  const schemes = Object.keys(dc.doc.components?.securitySchemes ?? {});
  if (!schemes.length) return undefined;
  const section = scope.section('Security schemes', 2);
  return {
    ...section,
    schemes: schemes.map((key) => buildSchemeView(key, [], dc.doc, dc.resolver, scope)),
    defaultAlternatives: (dc.doc.security ?? []).map((r) => Object.keys(r)),
  };
}

/** Every error status the operations return, with the description of its first (usually shared) response. */
function collectErrorResponses(operations: OperationEntry[], dc: DocumentContext): Map<string, Response> {
  const found = new Map<string, Response>();
  for (const op of operations) {
    for (const [status, raw] of Object.entries<Response>(op.operation.responses ?? {})) {
      if (/^[45]/.test(status) && !found.has(status)) found.set(status, dc.resolver.resolve<Response>(raw).value);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

function buildErrors(errors: Map<string, Response>, scope: PageScope): ApiOverviewData['errors'] {
  if (!errors.size) return undefined;
  const items = [...errors].map(([status, response]): StatusView => ({ status: statusTitle(status), descriptionHtml: scope.describe(response.description) }));
  return { ...scope.section('Error responses', 2), items };
}

function buildRateLimits(errors: Map<string, Response>, ctx: ContentContext): ApiOverviewData['rateLimits'] {
  const response = errors.get('429');
  if (!response) return undefined;
  const section = ctx.scope.section('Rate limiting', 2);
  return { ...section, descriptionHtml: ctx.scope.describe(response.description), headers: buildHeaders(response.headers, ctx) };
}

function linkOf(op: OperationEntry, route: string): OperationLinkView {
  return { method: op.method.toUpperCase(), path: op.path, summary: operationTitle(op), route, deprecated: op.operation.deprecated === true };
}

function buildOperationGroups(operations: OperationEntry[], tags: TagEntry[], routeOf: (op: OperationEntry) => string, scope: PageScope): TagGroupView[] {
  const groups: TagGroupView[] = tags.map((tag) => ({
    ...scope.section(tag.name, 3),
    descriptionHtml: scope.describe(tag.description),
    // An operation with several tags is listed under each; the sidebar files it under its first.
    operations: operations.filter((op) => op.operation.tags?.includes(tag.name)).map((op) => linkOf(op, routeOf(op))),
  }));
  const untagged = operations.filter((op) => !op.operation.tags?.length);
  if (untagged.length) groups.push({ ...scope.section(tags.length ? 'Other operations' : 'All operations', 3), operations: untagged.map((op) => linkOf(op, routeOf(op))) });
  return groups;
}

/** The data of the API's front page, built in the order `ApiOverview` renders it. */
export function buildOverviewView(
  operations: OperationEntry[],
  tags: TagEntry[],
  routeOf: (op: OperationEntry) => string,
  dc: DocumentContext,
  scope: PageScope,
): ApiOverviewData {
  const { info } = dc.doc;
  const view: ApiOverviewData = { version: info.version, openapiVersion: dc.doc.openapi };
  const summary = (info as { summary?: string }).summary;
  if (summary) view.summary = summary;
  const description = scope.describeSection(info.description).html;
  if (description) view.descriptionHtml = description;
  if (info.contact) view.contact = { name: info.contact.name, url: info.contact.url, email: info.contact.email };
  if (info.license) view.license = { name: info.license.name, url: info.license.url };
  if (info.termsOfService) view.termsOfService = info.termsOfService;
  const servers = buildServers(dc, scope);
  if (servers) view.servers = servers;
  const authentication = buildAuthentication(dc, scope);
  if (authentication) view.authentication = authentication;
  const errorResponses = collectErrorResponses(operations.filter((op) => !op.webhook), dc);
  const errors = buildErrors(errorResponses, scope);
  if (errors) view.errors = errors;
  const rateLimits = buildRateLimits(errorResponses, { resolver: dc.resolver, highlighter: dc.highlighter, scope, memo: dc.memo });
  if (rateLimits) view.rateLimits = rateLimits;
  const served = operations.filter((op) => !op.webhook);
  if (served.length) view.operations = { ...scope.section('Operations', 2), groups: buildOperationGroups(served, tags, routeOf, scope) };
  const webhooks = operations.filter((op) => op.webhook);
  if (webhooks.length) view.webhooks = { ...scope.section('Webhooks', 2), operations: webhooks.map((op) => linkOf(op, routeOf(op))) };
  return view;
}
