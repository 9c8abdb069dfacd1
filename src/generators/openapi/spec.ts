import type * as oas from 'openapi3-ts/oas31';

/**
 * The input side: the parts of an OpenAPI 3.0/3.1 document the generator reads. The document structure
 * comes from openapi3-ts; schemas get their own type because 3.0 and 3.1 spell some keywords differently
 * (`nullable`, boolean `exclusiveMinimum`, `type` lists) and the generator reads both.
 */
export type OpenApiDocument = oas.OpenAPIObject;
export type PathItem = oas.PathItemObject;
export type Operation = oas.OperationObject;
export type Parameter = oas.ParameterObject;
export type RequestBody = oas.RequestBodyObject;
export type Response = oas.ResponseObject;
export type MediaType = oas.MediaTypeObject;
export type Header = oas.HeaderObject;
export type SecurityScheme = oas.SecuritySchemeObject;
export type SecurityRequirement = oas.SecurityRequirementObject;
export type Server = oas.ServerObject;
export type Tag = oas.TagObject;
export type Example = oas.ExampleObject;
export type Reference = oas.ReferenceObject;

/** A value that may be written inline or as a `$ref`. */
export type MaybeRef<T> = T | Reference;

/** A Schema Object of either version; `$ref` may sit beside other keywords (3.1). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | boolean;
  prefixItems?: Schema[];
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  not?: Schema;
  if?: Schema;
  then?: Schema;
  else?: Schema;
  $defs?: Record<string, Schema>;
  dependentRequired?: Record<string, string[]>;
  unevaluatedProperties?: Schema | boolean;
  contentMediaType?: string;
  contentEncoding?: string;
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Reads a schema-valued field of the typed document as the version-neutral schema type. */
export function asSchema(value: oas.SchemaObject | oas.ReferenceObject | undefined): Schema | undefined {
  return value as Schema | undefined;
}

/**
 * Fields outside schemas whose keys are names (paths, status codes, media types, example names), not fields:
 * a parameter or header may be named `schema`. The sections of `components` are maps of names too.
 */
export const NAME_MAP_FIELDS: ReadonlySet<string> = new Set(['paths', 'webhooks', 'responses', 'content', 'headers', 'links', 'callbacks', 'encoding', 'variables', 'examples']);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON pointer of a path below `base`, escaping `~` and `/` as RFC 6901 asks. */
export function pointerOf(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((acc, s) => `${acc}/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`, base);
}

/** The segments of a JSON pointer (`/paths/~1vms/get` → `['paths', '/vms', 'get']`). */
export function segmentsOf(pointer: string): string[] {
  if (!pointer || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => decodePercent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `$ref` fragments (and anchors) are URI-encoded; a stray `%` is taken literally rather than failing. */
export function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
