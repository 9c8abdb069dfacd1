import fs from 'node:fs';
import path from 'node:path';
import { type Migration, type Obj, isObj, sitePath, str } from './migration.js';
import { toPosix } from '../util/posixPath.js';

/** Whether a preset is Redocusaurus, which renders OpenAPI documents with Redoc. */
export const isRedocusaurus = (name: string | undefined) => !!name && /(^|\/)redocusaurus$/.test(name);

const isUrl = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value);

/** A Redocusaurus route (`/api/`) as a docs-gen `routeBasePath` (`/api`). */
const routeBasePath = (route: string) => `/${route.replace(/^\/+|\/+$/g, '')}`;

/** The documents Redocusaurus loads from a folder when it is given no specs: `openapi.*` and `*.openapi.*`, in name order. */
function folderSpecs(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /(^|[/\\.])openapi\.(ya?ml|json)$/i.test(file))
    .map((file) => toPosix(file))
    .sort();
}

/**
 * The Redocusaurus preset: its first spec that is a file of the site becomes `openapi` (`spec` → `file`, `route`
 * → `routeBasePath`, which serves the reference's overview as Redoc's page was served). docs-gen builds one
 * reference, from a file: other specs, one read from a URL, and Redoc's theme options are listed. Without
 * specs, Redocusaurus reads the documents of a folder (`openapi/` by default): the first is carried.
 */
export function migrateRedocusaurus(m: Migration, preset: unknown, options: Obj, at: string): void {
  m.track.carried(Array.isArray(preset) ? `${at}[0]` : at);
  const o = `${at}[1]`;
  const list = options.specs === undefined ? [] : Array.isArray(options.specs) ? options.specs : [options.specs];
  const specAt = (i: number) => (Array.isArray(options.specs) ? `${o}.specs[${i}]` : `${o}.specs`);
  list.forEach((spec, i) => {
    const where = specAt(i);
    const file = isObj(spec) ? str(spec.spec) : undefined;
    if (!isObj(spec) || file === undefined) return m.track.notCarried(where, spec, 'not a Redocusaurus spec ({ spec, route })');
    if (m.out.openapi) return m.track.notCarried(where, spec, 'docs-gen builds one API reference: the first spec read from a file');
    if (isUrl(file)) {
      return m.track.notCarried(where, spec, 'docs-gen reads the document from a file of the site, not from the network: save it beside the config and set `openapi.file`');
    }
    m.out.openapi = { file: sitePath(m, file), ...(typeof spec.route === 'string' && { routeBasePath: routeBasePath(spec.route) }) };
    for (const key of ['spec', 'route', 'id']) if (spec[key] !== undefined) m.track.carried(`${where}.${key}`);
    if (spec.url !== undefined) m.track.notCarried(`${where}.url`, spec.url, 'docs-gen publishes the document it builds from, at `<routeBasePath>/openapi.yaml`, and links it as the download');
    if (spec.layout !== undefined) m.track.notCarried(`${where}.layout`, spec.layout, "the reference's pages take their titles and descriptions from the document");
  });
  const folder = isObj(options.openapi) ? options.openapi : list.length ? undefined : {};
  if (folder && !m.out.openapi) {
    const dir = str(folder.path) ?? 'openapi';
    const found = folderSpecs(path.resolve(m.siteDir, dir));
    if (found.length) {
      m.out.openapi = { file: sitePath(m, path.join(dir, found[0])), routeBasePath: routeBasePath(str(folder.routeBasePath) ?? '/api') };
      if (found.length > 1) m.warnings.push(`docs-gen builds one API reference: ${path.join(dir, found[0])}. Not built: ${found.slice(1).map((f) => path.join(dir, f)).join(', ')}.`);
    }
    for (const key of ['path', 'routeBasePath']) if (isObj(options.openapi) && options.openapi[key] !== undefined) m.track.carried(`${o}.openapi.${key}`);
  }
  if (options.theme !== undefined) m.track.notCarried(`${o}.theme`, options.theme, "docs-gen's theme renders the reference, in the site's colours (customCss)");
  if (options.config !== undefined) m.track.notCarried(`${o}.config`, options.config, 'docs-gen reads no redocly.yaml: the document is read as written');
  if (options.debug !== undefined) m.track.carried(`${o}.debug`);
  if (options.id !== undefined) m.track.carried(`${o}.id`);
}
