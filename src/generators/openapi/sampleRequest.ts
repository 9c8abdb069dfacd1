import type { OperationEntry } from './collectOperations.js';
import { exampleFromSchema, exampleOfMediaType, firstNamedExample } from './examples.js';
import { flattenSchema } from './flattenSchema.js';
import { formFields } from './formFields.js';
import type { RefResolver } from './refs.js';
import { isRecord, type OpenApiDocument, type Parameter, type RequestBody, type Response, type Schema, type SecurityScheme, type Server } from './spec.js';

/** A header or query value: literal, or read from an environment variable (credentials never appear in samples). */
export interface SampleValue {
  name: string;
  /** Literal values as text (several for an exploded array query parameter). */
  values: string[];
  /** The example value itself, for languages that write it as data (Python's `params`). */
  data?: unknown;
  /** Environment variable holding the value, written after `prefix` (`Bearer `). */
  env?: { variable: string; prefix: string };
}

/** One concrete request, from which the curl, Python and JavaScript samples are written. */
export interface SampleRequest {
  method: string;
  /** Server URL and path with path parameters filled in, without the query. */
  url: string;
  query: SampleValue[];
  headers: SampleValue[];
  /**
   * `files`: the positions, among the body's fields, of those a multipart body sends as files (a binary string);
   * their value is the file's name. Positions, not names, as masking (see maskValues.ts) renames the keys.
   */
  body?: { mediaType: string; value: unknown; files?: number[] };
  /** What the success response carries, so the samples decode JSON, print text or just the status. */
  response: 'json' | 'text' | 'none';
}

/** The parameter's own `example`, else the first of its `examples`. */
function ownExample(parameter: Parameter, resolver: RefResolver): { value: unknown } | undefined {
  if (parameter.example !== undefined) return { value: parameter.example };
  return firstNamedExample(parameter.examples, resolver);
}

/**
 * The example a parameter's description gives, for its row: its own, its media type's, or its schema's
 * `example`; undefined when it gives none. A value made up from the type (`string`) is for the samples
 * only: on the row it read as the document's (`Example: string` beside a pattern of digits).
 */
export function statedExampleOfParameter(parameter: Parameter, resolver: RefResolver): unknown {
  const own = ownExample(parameter, resolver);
  if (own) return own.value;
  const media = parameter.content ? Object.values(parameter.content)[0] : undefined;
  if (media?.example !== undefined) return media.example;
  const namedOfMedia = firstNamedExample(media?.examples, resolver);
  if (namedOfMedia) return namedOfMedia.value;
  const schema = media?.schema ?? parameter.schema;
  return schema ? flattenSchema(schema as Schema, resolver).schema.example : undefined;
}

/** Example value of a parameter: its own example(s), else its schema's. */
export function exampleOfParameter(parameter: Parameter, resolver: RefResolver): unknown {
  const own = ownExample(parameter, resolver);
  if (own) return own.value;
  const media = parameter.content ? Object.values(parameter.content)[0] : undefined;
  if (media) return exampleOfMediaType(media, resolver, 'request');
  return parameter.schema ? exampleFromSchema(parameter.schema as Schema, resolver, 'request') : 'value';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The base URL of the first server, with its variables at their defaults. */
export function serverUrlOf(servers: Server[]): string {
  const server = servers[0];
  if (!server) return '';
  const url = server.url.replace(/\{([^}]+)\}/g, (m, name: string) => server.variables?.[name]?.default?.toString() ?? m);
  return url.replace(/\/+$/, '');
}

/**
 * The environment variable a credential is read from. A scheme whose description shows one in shell form
 * (`Bearer $ACME_TOKEN`) names it; otherwise a name by kind.
 */
function envVariableOf(scheme: SecurityScheme): string {
  const named = /\$([A-Z][A-Z0-9_]*)/.exec(scheme.description ?? '');
  if (named) return named[1];
  if (scheme.type === 'apiKey') return 'API_KEY';
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'API_CREDENTIALS';
  return 'API_TOKEN';
}

/** `X-Client-Id`, `clientId` → `X_CLIENT_ID`, `CLIENT_ID`: a name in the form of a shell variable. */
function constantCase(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[A-Z]/.test(words) ? words : `KEY_${words}`;
}

/**
 * The variable of each scheme a requirement names together. Named by kind, several would read one variable
 * (three API keys all from `$API_KEY`, as if one credential went in three headers); each of those is named
 * after what it is instead: an API key by the header, query parameter or cookie it goes in, another by its scheme.
 */
function envVariablesOf(schemes: [string, SecurityScheme][]): Map<string, string> {
  const byKind = new Map(schemes.map(([name, scheme]) => [name, envVariableOf(scheme)]));
  const uses = new Map<string, number>();
  for (const variable of byKind.values()) uses.set(variable, (uses.get(variable) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const [name, scheme] of schemes) {
    const variable = byKind.get(name)!;
    out.set(name, uses.get(variable)! > 1 ? constantCase(scheme.type === 'apiKey' && scheme.name ? scheme.name : name) : variable);
  }
  return out;
}

function addCredentials(request: SampleRequest, entry: OperationEntry, doc: OpenApiDocument, resolver: RefResolver): void {
  // The first alternative is the one to show; an empty one means the call works without credentials.
  const requirement = entry.security[0];
  const schemes: [string, SecurityScheme][] = [];
  for (const name of Object.keys(requirement ?? {})) {
    const raw = doc.components?.securitySchemes?.[name];
    if (raw) schemes.push([name, resolver.resolve<SecurityScheme>(raw).value]);
  }
  const variables = envVariablesOf(schemes);
  for (const [name, scheme] of schemes) {
    const variable = variables.get(name)!;
    if (scheme.type === 'apiKey' && scheme.name) {
      const value: SampleValue = { name: scheme.name, values: [], env: { variable, prefix: '' } };
      if (scheme.in === 'query') request.query.push(value);
      else if (scheme.in === 'cookie') request.headers.push({ name: 'Cookie', values: [], env: { variable, prefix: `${scheme.name}=` } });
      else request.headers.push(value);
    } else {
      const basic = scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic';
      request.headers.push({ name: 'Authorization', values: [], env: { variable, prefix: basic ? 'Basic ' : 'Bearer ' } });
    }
  }
}

function successResponse(entry: OperationEntry, resolver: RefResolver): Response | undefined {
  const responses: Record<string, Response> = entry.operation.responses ?? {};
  const status = Object.keys(responses).find((code) => /^2/.test(code)) ?? Object.keys(responses).find((c) => c === 'default');
  return status ? resolver.resolve<Response>(responses[status]).value : undefined;
}

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType) || mediaType === '*/*';

/** A string a multipart body carries as a file's bytes: `format: binary` (3.0), a `contentMediaType` (3.1). */
function isFile(schema: Schema): boolean {
  return schema.format === 'binary' || (schema.contentMediaType !== undefined && schema.contentEncoding === undefined);
}

/**
 * Marks the fields of a multipart body that are files, each sent from a file named after its field: an
 * upload showed `-F 'file=string'`, the made-up text of a string, for the file's bytes.
 */
function markFiles(body: NonNullable<SampleRequest['body']>, schema: Schema, resolver: RefResolver): void {
  const value = body.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const properties = flattenSchema(schema, resolver).schema.properties ?? {};
  const fields = Object.keys(value);
  const files = fields.flatMap((name, i) => {
    const property = properties[name] && flattenSchema(properties[name] as Schema, resolver).schema;
    if (!property) return [];
    // An array of files is a part per file (`-F files=@files-1 -F files=@files-2`).
    const items = property.type === 'array' && property.items ? flattenSchema(property.items as Schema, resolver).schema : undefined;
    return isFile(property) || (items && isFile(items)) ? [i] : [];
  });
  if (!files.length) return;
  const fileNames = (name: string, example: unknown) => {
    if (!Array.isArray(example)) return name;
    return example.length > 1 ? example.map((_, k) => `${name}-${k + 1}`) : [name];
  };
  const fieldValue = (name: string) => (value as Record<string, unknown>)[name];
  body.value = Object.fromEntries(fields.map((name, i) => [name, files.includes(i) ? fileNames(name, fieldValue(name)) : fieldValue(name)]));
  body.files = files;
}

/** The request the samples show: required parameters with example values, the body example, credentials. */
export function buildSampleRequest(entry: OperationEntry, doc: OpenApiDocument, resolver: RefResolver): SampleRequest {
  let path = entry.path;
  const query: SampleValue[] = [];
  const headers: SampleValue[] = [];
  const cookies: string[] = [];
  const documented: SampleValue[] = [];
  for (const { parameter } of entry.parameters) {
    // Optional parameters are documented in the table; the sample stays the shortest call that works.
    if (!parameter.required && parameter.in !== 'path') continue;
    const example = exampleOfParameter(parameter, resolver);
    const values = Array.isArray(example) ? example.map(textOf) : [textOf(example)];
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(values.join(',')));
    else if (parameter.in === 'query') query.push({ name: parameter.name, values, data: example });
    else if (parameter.in === 'header') documented.push({ name: parameter.name, values: [values.join(',')] });
    else cookies.push(`${parameter.name}=${values.join(',')}`);
  }
  headers.push(...documented);
  if (cookies.length) headers.push({ name: 'Cookie', values: [cookies.join('; ')] });
  const request: SampleRequest = { method: entry.method.toUpperCase(), url: serverUrlOf(entry.servers) + path, query, headers, response: 'none' };
  const responseType = Object.keys(successResponse(entry, resolver)?.content ?? {})[0];
  if (responseType) {
    request.response = isJson(responseType) ? 'json' : 'text';
    // The first media type is the one documented first; ask for it when it is not the JSON default.
    if (request.response === 'text') headers.push({ name: 'Accept', values: [responseType] });
  }
  const body = entry.operation.requestBody ? resolver.resolve<RequestBody>(entry.operation.requestBody).value : undefined;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (mediaType && media) request.body = { mediaType, value: exampleOfMediaType(media, resolver, 'request') ?? {} };
  if (request.body && /x-www-form-urlencoded/i.test(request.body.mediaType) && isRecord(request.body.value)) {
    request.body.value = formFields(request.body.value, media?.encoding);
  }
  if (request.body && media?.schema && /^multipart\//i.test(request.body.mediaType)) markFiles(request.body, media.schema as Schema, resolver);
  addCredentials(request, entry, doc, resolver);
  dropHeadersSetAnyway(request, documented);
  return request;
}

/**
 * A header parameter is left out where the sample sets that header itself, from the response's media type, the
 * body's or a security scheme (OpenAPI says to ignore `Accept`, `Content-Type` and `Authorization` parameters; an
 * API key's header may be documented as a parameter too): sent as documented as well, a body's `Content-Type` went
 * out twice, and a multipart body's would lose the boundary its client adds.
 */
function dropHeadersSetAnyway(request: SampleRequest, documented: SampleValue[]): void {
  const own = new Set(request.headers.filter((h) => !documented.includes(h)).map((h) => h.name.toLowerCase()));
  if (request.body) own.add('content-type');
  request.headers = request.headers.filter((h) => !documented.includes(h) || !own.has(h.name.toLowerCase()));
}
