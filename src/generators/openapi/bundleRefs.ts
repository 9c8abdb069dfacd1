import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError, combineErrors } from '../../errors/DocsGenError.js';
import { parseDataFile } from '../../util/yaml.js';
import type { BundledDocument, BundledOrigin } from './bundledOrigins.js';
import { createSourceLocator, type SourceLocator } from './locate.js';
import { isRecord, NAME_MAP_FIELDS, pointerOf, segmentsOf } from './spec.js';

/** Components sections a part brought in from another file is kept under, by where its first `$ref` stands. */
type Section = 'schemas' | 'parameters' | 'responses' | 'requestBodies' | 'headers' | 'examples' | 'links' | 'callbacks' | 'securitySchemes';

/** What to do about a `$ref` to a URL. */
export const URL_HINT = 'Save what it names into a file beside the document and point the $ref at the file.';

/** Whether a `$ref` names a URL, which a build does not fetch. */
function isUrlRef(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref);
}

/**
 * The text of a document has a `$ref` to another file: a `$ref` key whose value does not start with `#`. Read
 * from the text, so a self-contained document (nearly all, GitHub's 11 MB among them) is never walked for it.
 */
export function mayReferToFiles(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"']/.test(text);
}

/**
 * What a value is, as far as a `$ref` standing in its place cares: a schema, a map of schemas (`properties`),
 * a map of names to other objects (`paths`, `responses`, `content`, a components section), or anything else.
 */
type Role = 'schema' | 'schemaMap' | 'names' | 'other';

/** Keys of a schema whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keys of a schema whose value is data, not a schema. */
const SCHEMA_DATA = new Set(['example', 'examples', 'default', 'enum', 'const', 'required', 'type', 'discriminator', 'xml', 'externalDocs']);

/** The role of the value at `key` of a value of role `parent` that is at `pointer`. */
function roleBelow(parent: Role, key: string, pointer: string): Role {
  switch (parent) {
    case 'schema':
      return SCHEMA_MAPS.has(key) ? 'schemaMap' : SCHEMA_DATA.has(key) ? 'other' : 'schema';
    case 'schemaMap':
      return 'schema';
    case 'names':
      return 'other';
    default:
      if (pointer === '/components') return key === 'schemas' ? 'schemaMap' : 'names';
      if (key === 'schema') return 'schema';
      return NAME_MAP_FIELDS.has(key) ? 'names' : 'other';
  }
}

/**
 * The components section a part belongs in, from where the first `$ref` to it stands: a schema's place, a
 * component's own, or the kind of object the place holds. A path item, an operation, a map of schemas and
 * anything else are written where the `$ref` stands.
 */
function sectionAt(segments: string[], role: Role): Section | undefined {
  if (role === 'schema') return 'schemas';
  if (role !== 'other') return undefined;
  if (segments[0] === 'components' && segments.length === 3) return segments[1] === 'pathItems' ? undefined : (segments[1] as Section);
  const [parent, last] = [segments[segments.length - 2], segments[segments.length - 1]];
  if (last === 'requestBody') return 'requestBodies';
  const byParent: Record<string, Section> = { parameters: 'parameters', responses: 'responses', headers: 'headers', examples: 'examples', links: 'links', callbacks: 'callbacks' };
  return byParent[parent];
}

/** A component name from a target: its pointer's last segment, else its file's name (`schemas/Pet.yaml` → `Pet`). */
function nameOf(file: string, fragment: string): string {
  const segments = segmentsOf(fragment);
  const base = segments.length ? segments[segments.length - 1] : path.basename(file, path.extname(file));
  return base.replace(/[^A-Za-z0-9._-]+/g, '_') || 'Part';
}

/**
 * Brings into one document (`doc`, changed in place, of `file` whose text is `text`) every part it takes from
 * other files through `$ref` (`paths/pets.yaml`, `schemas.yaml#/Pet`), as `redocly bundle` does. A schema,
 * parameter, response and the like is brought in once, under its components section (by the name its component
 * gives it, else its pointer's last segment or its file's name), so the pages link it as any component, and
 * every other `$ref` to it becomes a `$ref` within the document: a schema that refers to itself stays one. A path
 * item, an operation or a map of properties is written out where each `$ref` to it stands. `$ref`s inside a
 * brought-in part are read against its own file. A missing file or part, a file that does not parse and a `$ref`
 * to a URL (a build reads no network) are errors, each placed at its `$ref`.
 */
export function bundleExternalRefs(doc: unknown, file: string, text: string): BundledDocument {
  const root = path.resolve(file);
  const loaded = new Map<string, unknown>();
  const files: BundledDocument['files'] = [];
  const origins: BundledOrigin[] = [];
  const locators = new Map<string, SourceLocator>();
  /** An error placed at a pointer of a file read. */
  const placed = (message: string, at: { file: string; pointer: string }, hint?: string) => {
    let locator = locators.get(at.file);
    if (!locator) {
      const source = at.file === root ? text : files.find((f) => f.file === at.file)?.text;
      if (source !== undefined) locators.set(at.file, (locator = createSourceLocator(source)));
    }
    const position = locator?.locate(at.pointer);
    return new DocsGenError(message, { file: at.file, line: position?.line, column: position?.column, hint });
  };
  /** Where each part kept under components lives in the bundle, by `file#fragment`. */
  const homes = new Map<string, string>();
  /** The parts written out where they are referred to that are being brought in now, and where. */
  const bringing = new Map<string, string>();
  const problems: DocsGenError[] = [];
  const bundle = isRecord(doc) ? doc : {};
  const components = () => {
    if (!isRecord(bundle.components)) bundle.components = {};
    return bundle.components as Record<string, unknown>;
  };
  const taken = (section: string, name: string) => isRecord(components()[section]) && (components()[section] as Record<string, unknown>)[name] !== undefined;

  const dataOf = (target: string, ref: string, from: { file: string; pointer: string }): unknown => {
    if (!loaded.has(target)) {
      let source: string;
      try {
        source = fs.readFileSync(target, 'utf8');
      } catch (error) {
        const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'that does not exist' : `that cannot be read (${(error as Error).message})`;
        throw placed(`$ref ${ref} points to a file ${why}`, from);
      }
      files.push({ file: target, text: source });
      loaded.set(target, parseDataFile(source, target));
    }
    return loaded.get(target);
  };

  /** The value a `$ref` names in another file, and that file; throws a located error when there is none. */
  const targetOf = (ref: string, from: { file: string; pointer: string }): { file: string; fragment: string; value: unknown } => {
    const hash = ref.indexOf('#');
    const filePart = decodeURI(hash < 0 ? ref : ref.slice(0, hash));
    const fragment = hash < 0 || ref.length === hash + 2 ? '' : ref.slice(hash + 1);
    const target = filePart ? path.resolve(path.dirname(from.file), filePart) : from.file;
    // The document itself, named by its file: checked with its own refs.
    if (target === root) return { file: root, fragment, value: undefined };
    let value = dataOf(target, ref, from);
    for (const segment of segmentsOf(fragment)) {
      value = Array.isArray(value) ? value[Number(segment)] : isRecord(value) ? value[segment] : undefined;
      if (value === undefined) throw placed(`$ref ${ref}: ${path.basename(target)} has nothing at #${fragment}`, from);
    }
    return { file: target, fragment, value };
  };

  /**
   * Walks a value of `file` now at `pointer` in the bundle, bringing in what its `$ref`s name. `within` is the
   * pointer in its own file, for refs written as `#/…` there.
   */
  const walk = (value: unknown, pointer: string, file: string, within: string, role: Role): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, pointerOf(pointer, i), file, pointerOf(within, i), role === 'names' ? 'other' : role));
    if (!isRecord(value)) return value;
    const ref = value.$ref;
    // The document's own `#/…` refs, and its refs to URLs (reported together, see externalRefs.ts), stay as written.
    if (typeof ref === 'string' && (file !== root || (!ref.startsWith('#') && !isUrlRef(ref)))) {
      const replaced = refAt(value, ref, pointer, file, within, role);
      if (replaced !== undefined) return replaced;
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = walk(item, pointerOf(pointer, key), file, pointerOf(within, key), roleBelow(role, key, pointer));
    return out;
  };

  /** What a `$ref` object at `pointer` becomes; undefined when it stays as written. */
  const refAt = (value: Record<string, unknown>, ref: string, pointer: string, file: string, within: string, role: Role): unknown => {
    // Placed at the `$ref` key, as the document's own broken refs are.
    const from = { file, pointer: pointerOf(file === root ? pointer : within, '$ref') };
    if (isUrlRef(ref)) {
      problems.push(placed(`$ref points to a URL (${ref}); a build reads no network`, from, URL_HINT));
      return value;
    }
    let target: ReturnType<typeof targetOf>;
    try {
      target = targetOf(ref, from);
    } catch (error) {
      problems.push(error as DocsGenError);
      return value;
    }
    const { $ref: _, ...siblings } = value;
    // A `#/…` ref of the document itself, written in a part brought in from it.
    if (target.file === root) return { ...siblings, $ref: `#${target.fragment}` };
    const key = `${target.file}#${target.fragment}`;
    const home = homes.get(key);
    if (home !== undefined) return { ...siblings, $ref: `#${home}` };
    const segments = segmentsOf(pointer);
    const section = sectionAt(segments, role);
    // A component that is itself the `$ref` is the part's home, under its own name.
    const isComponent = file === root && segments[0] === 'components' && segments.length === 3;
    if (section && !isComponent) {
      const base = nameOf(target.file, target.fragment);
      let name = base;
      for (let n = 2; taken(section, name); n++) name = `${base}${n}`;
      const at = pointerOf('', 'components', section, name);
      homes.set(key, at);
      const list = components();
      if (!isRecord(list[section])) list[section] = {};
      // Reserved before its own refs are read, so one back to it finds it.
      (list[section] as Record<string, unknown>)[name] = {};
      (list[section] as Record<string, unknown>)[name] = bring(target, at, section === 'schemas' ? 'schema' : 'other');
      return { ...siblings, $ref: `#${at}` };
    }
    if (isComponent) {
      homes.set(key, pointer);
      const brought = bring(target, pointer, role);
      return isRecord(brought) ? { ...brought, ...siblings } : brought;
    }
    // Written out at each place that refers to it: a `$ref` may not stand for a map of schemas, nor in 3.0 for an
    // operation. Only a part that leads back to itself gets a `$ref`, to where it is being brought in.
    const open = bringing.get(key);
    if (open !== undefined) return { ...siblings, $ref: `#${open}` };
    bringing.set(key, pointer);
    const brought = bring(target, pointer, role);
    bringing.delete(key);
    return isRecord(brought) ? { ...brought, ...siblings } : brought;
  };

  const bring = (target: { file: string; fragment: string; value: unknown }, at: string, role: Role): unknown => {
    origins.push({ pointer: at, file: target.file, at: target.fragment });
    return walk(target.value, at, target.file, target.fragment, role);
  };

  if (isRecord(doc)) {
    // Components first: a part a component names is brought in there, under the component's name.
    const order = ['components', ...Object.keys(doc).filter((k) => k !== 'components')];
    for (const key of order) {
      if (!(key in doc)) continue;
      if (key === 'components' && isRecord(doc.components)) {
        const list = doc.components;
        for (const [section, entries] of Object.entries(list)) {
          if (!isRecord(entries)) continue;
          const at = (name: string) => pointerOf('', 'components', section, name);
          for (const [name, entry] of Object.entries(entries)) entries[name] = walk(entry, at(name), root, at(name), section === 'schemas' ? 'schema' : 'other');
        }
      } else {
        doc[key] = walk(doc[key], pointerOf('', key), root, pointerOf('', key), roleBelow('other', key, ''));
      }
    }
  }
  if (problems.length) throw combineErrors(problems);
  return { doc, files, origins };
}
