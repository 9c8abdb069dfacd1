import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { joinRoute } from '../../content/routes.js';
import { writeFileWhole } from '../../util/buildCache.js';
import { jsYaml } from '../../util/lazyPackages.js';

const isJsonSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * JSON text without the whitespace between its tokens (strings kept as written). A scan rather than a regular
 * expression: an alternation over a string megabytes long overflows the regular-expression engine's stack.
 */
export function minifyJson(text: string): string {
  const parts: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (isJsonSpace(code)) {
      if (i > start) parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts.join('');
}

/** Where the document is published, at a URL that does not change with its file name (`/api/openapi.yaml`). */
export function publishedTarget(file: string, routeBasePath: string): string {
  return `${joinRoute(routeBasePath, '')}openapi${/\.json$/i.test(file) ? '.json' : '.yaml'}`;
}

/**
 * The file published as the document, for readers who generate clients or import it into their tools. A JSON
 * document is published without its indentation, the same data at half the size (GitHub's is 13 MB indented,
 * 7 MB not): written once into `cacheDir`, named by its contents. A YAML document is published as written.
 */
export function publishedSource(file: string, source: string, cacheDir: string): string {
  if (!/\.json$/i.test(file)) return file;
  const minified = minifyJson(source);
  if (minified.length === source.length) return file;
  return writtenByContent(minified, '.json', cacheDir);
}

/** `text` written once into `cacheDir`, in a file named by its contents. */
function writtenByContent(text: string, extension: string, cacheDir: string): string {
  const written = path.join(cacheDir, `${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}${extension}`);
  if (!fs.existsSync(written)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    writeFileWhole(written, text);
  }
  return written;
}

/**
 * The file published as a document that takes parts from other files: the bundle, one self-contained document
 * in the format of its first file (JSON without indentation, or YAML). YAML is written by js-yaml, which wrote
 * DigitalOcean's 2,906-file bundle two to three times faster than `yaml`; a part shared by several places is
 * written out at each, as a reader of the file expects, not as an alias.
 */
export function publishedBundle(file: string, doc: unknown, cacheDir: string): string {
  return /\.json$/i.test(file)
    ? writtenByContent(JSON.stringify(doc), '.json', cacheDir)
    : writtenByContent(jsYaml().dump(doc, { noRefs: true, lineWidth: -1, skipInvalid: true }), '.yaml', cacheDir);
}
