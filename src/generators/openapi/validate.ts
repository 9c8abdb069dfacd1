import type { Validator } from '@seriousme/openapi-schema-validator';
import { pathToFileURL } from 'node:url';
import { DocsGenError, combineErrors } from '../../errors/DocsGenError.js';
import { workerScript } from '../../util/workerScript.js';
import { findDescriptionProblems } from '../descriptionLimits.js';
import type { SourceLocator } from './locate.js';
import { externalRefProblem } from './externalRefs.js';
import { findBrokenRefs } from './refs.js';
import { findStructureProblems, type Problem } from './structure.js';
import { isRecord, pointerOf, type OpenApiDocument } from './spec.js';

const SUPPORTED_VERSION = /^3\.[01]\.\d+(-[\w.]+)?$/;

/** Ajv's error shape, taken from the validator's own types rather than from its dependency. */
type ErrorObject = Exclude<Awaited<ReturnType<Validator['validate']>>['errors'], string | undefined>[number];

/** One validator per process: compiling the OpenAPI meta-schemas is the slow part. */
let validator: Validator | undefined;

/** A check of one official schema, as Ajv compiles it: true when valid, else its errors are on the function. */
type SchemaCheck = ((doc: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The bundled tool's checks of the official 3.0 and 3.1 schemas, compiled when it was built (scripts/openapi-schema-checks.mjs). */
interface SchemaChecks {
  check30: SchemaCheck;
  check31: SchemaCheck;
}

let precompiled: Promise<SchemaChecks | undefined> | undefined;

/** The precompiled checks, or undefined when running from source: the validator package then compiles the schemas. */
function precompiledChecks(): Promise<SchemaChecks | undefined> {
  const file = workerScript('openapi-schema-checks');
  precompiled ??= file ? (import(pathToFileURL(file).href) as Promise<SchemaChecks>) : Promise.resolve(undefined);
  return precompiled;
}

/** Ajv's errors for a document of a supported version, from the precompiled check or else the validator package. */
async function officialErrors(doc: Record<string, unknown>): Promise<ErrorObject[] | undefined> {
  const checks = await precompiledChecks();
  if (checks) {
    const check = String(doc.openapi).startsWith('3.1') ? checks.check31 : checks.check30;
    return check(doc) ? undefined : (check.errors ?? undefined);
  }
  // The official schemas are valid: checking them against their meta-schema first only cost start-up time.
  validator ??= new (await import('@seriousme/openapi-schema-validator')).Validator({ validateSchema: false, allErrors: true });
  const result = await validator.validate(doc);
  // A string is the library's own message (its $ref check); broken refs were reported already.
  return result.valid || typeof result.errors === 'string' ? undefined : result.errors;
}

/** Ajv reports every branch of every `oneOf`; the deepest errors that are not branch summaries say what is wrong. */
function pickUsefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter(
    (e) => !['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword) && !(e.keyword === 'required' && e.params.missingProperty === '$ref'),
  );
  const list = specific.length ? specific : errors;
  const deepest = list.filter((e) => !list.some((o) => o !== e && o.instancePath.startsWith(`${e.instancePath}/`)));
  const seen = new Set<string>();
  return deepest.filter((e) => {
    const key = `${e.instancePath} ${e.keyword}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required property "${String(params.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown property "${String(params.additionalProperty)}"`;
    case 'unevaluatedProperties':
      return `unknown property "${String(params.unevaluatedProperty)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** The version and the top-level fields everything else hangs on; nothing else is checked without them. */
function checkVersion(doc: unknown): Problem[] {
  if (!isRecord(doc)) return [{ pointer: '', message: 'The OpenAPI document must be a mapping (an object) at the top level' }];
  if (doc.swagger !== undefined) {
    return [{ pointer: '/swagger', message: `Swagger ${String(doc.swagger)} documents are not supported`, hint: 'Convert it to OpenAPI 3.0 or 3.1.' }];
  }
  if (doc.openapi === undefined) return [{ pointer: '', message: 'Missing required field "openapi" (the OpenAPI version, e.g. 3.1.0)' }];
  if (typeof doc.openapi !== 'string' || !SUPPORTED_VERSION.test(doc.openapi)) {
    return [{ pointer: '/openapi', message: `Unsupported OpenAPI version ${JSON.stringify(doc.openapi)}`, hint: 'docs-gen reads OpenAPI 3.0.x and 3.1.x documents.' }];
  }
  // Checked here rather than left to the official schema, whose validator would name only the first.
  const missing: Problem[] = [];
  if (!isRecord(doc.info)) missing.push({ pointer: '', message: 'Missing required field "info" (the title and version of the API)' });
  // 3.1 documents may describe only webhooks.
  const hasWebhooks = doc.openapi.startsWith('3.1') && isRecord(doc.webhooks);
  if (!isRecord(doc.paths) && !hasWebhooks) missing.push({ pointer: '', message: 'Missing required field "paths": the document describes no operations to document' });
  return missing;
}

function refProblems(doc: unknown): Problem[] {
  const broken = findBrokenRefs(doc);
  const external = externalRefProblem(broken.filter((b) => b.reason === 'external'));
  const local = broken
    .filter((b) => b.reason !== 'external')
    .map(({ at, ref, reason }) => ({
      pointer: at,
      message: reason === 'loop' ? `$ref at #${at} (${ref}) only leads to other $refs in a loop` : `Unresolved $ref at #${at}: ${ref} does not exist in the document`,
    }));
  return external ? [external, ...local] : local;
}

/** What the official OpenAPI schema finds wrong with a document (the slow check). */
async function schemaProblems(doc: Record<string, unknown>): Promise<Problem[]> {
  // Loaded here: a thread that leaves this check to another never loads the checks.
  const errors = await officialErrors(doc);
  if (!errors) return [];
  return pickUsefulErrors(errors).map((e) => ({
    pointer: e.instancePath,
    message: `Invalid OpenAPI document at #${e.instancePath}: ${describeAjvError(e)}`,
    hint: hintOf(e),
  }));
}

/** What to write instead, for a slip the official schema's message does not explain. */
function hintOf(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  const name = String(params.additionalProperty ?? params.unevaluatedProperty ?? '');
  // A response range in lower case (`4xx`) reads as an unknown property: only `4XX` is a range.
  if (error.instancePath.endsWith('/responses') && /^[1-5]xx$/i.test(name) && name !== name.toUpperCase()) {
    return `A range of status codes is written in capitals: "${name.toUpperCase()}".`;
  }
  return undefined;
}

/**
 * Checks that the loaded YAML is an OpenAPI 3.0/3.1 document the generator can read: supported version,
 * every `$ref` resolvable, the structure valid against the official schema, and what a reference needs
 * beyond that (paths, responses, schema types). Throws one error listing every problem, each located.
 */
export async function validateDocument(doc: unknown, file: string, locator: SourceLocator): Promise<OpenApiDocument> {
  const checked = await validateDocumentAhead(doc, file, locator, laterProblems);
  await checked.confirmed;
  return checked.doc;
}

/**
 * The checks that need only the parsed document once its version and refs are sound, so another thread may
 * run them: the official schema's, ours of what a reference needs, and the descriptions' limits.
 */
export interface LaterProblems {
  official: Problem[];
  ours: Problem[];
  described: Problem[];
}

export async function laterProblems(doc: Record<string, unknown>): Promise<LaterProblems> {
  const official = await schemaProblems(doc);
  const described = findDescriptionProblems(doc).map((p) => ({ pointer: pointerOf('', ...p.path), message: p.message, hint: p.hint }));
  return { official, ours: findStructureProblems(doc), described };
}

/**
 * `validateDocument` with the checks after the version and refs (`later`, which may run on another thread)
 * left to finish later: the document is returned once its version and refs are sound, and `confirmed`
 * rejects with the same error `validateDocument` throws when the later checks find problems.
 */
export async function validateDocumentAhead(
  doc: unknown,
  file: string,
  locator: SourceLocator,
  later: (doc: Record<string, unknown>) => Promise<LaterProblems>,
): Promise<{ doc: OpenApiDocument; confirmed: Promise<void> }> {
  let problems = checkVersion(doc);
  if (!problems.length) problems = refProblems(doc);
  if (problems.length) throw locatedProblems(problems, file, locator);
  const confirmed = later(doc as Record<string, unknown>).then(({ official, ours, described }) => {
    // One mistake seen by both checks (ajv at `…/schema/type`, ours at `…/schema`) is reported once, in our
    // words, which name the value at fault; ajv reports every error, so only those at the same place or at a
    // keyword of it are the same mistake.
    const samePlace = (a: string, b: string) => a === b || (a.startsWith(`${b}/`) && !a.slice(b.length + 1).includes('/'));
    const covered = (o: Problem) => ours.some((p) => samePlace(o.pointer, p.pointer) || samePlace(p.pointer, o.pointer));
    const found = [...official.filter((o) => !covered(o)), ...ours, ...described];
    if (found.length) throw locatedProblems(found, file, locator);
  });
  // Looked at later; until then a failure must not count as unhandled.
  confirmed.catch(() => {});
  return { doc: doc as OpenApiDocument, confirmed };
}

/** Every problem is located and counted; the CLI prints the first few of a kind with many (see condense.ts). */
function locatedProblems(problems: Problem[], file: string, locator: SourceLocator): DocsGenError {
  const errors = problems.map((p) => {
    const at = locator.locate(p.pointer) ?? { line: 1, column: 1 };
    return new DocsGenError(p.message, { file: at.file ?? file, line: at.line, column: at.column, hint: p.hint });
  });
  return combineErrors(errors);
}
