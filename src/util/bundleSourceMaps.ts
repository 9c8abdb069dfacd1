import path from 'node:path';
import { SourceMap } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { SourceLocation } from '../errors/DocsGenError.js';

/**
 * The source maps of the bundles of site code that are loaded (React pages, site components), so that what
 * their code throws later, while a page renders, is placed in the site's file: the stack names only the
 * bundle's chunks, which are gone by then. One set per bundle of the same entries: a rebuild in dev replaces
 * the set it replaces, so the registry holds no more than the bundles in use.
 */
const bundles = new Map<string, Map<string, () => SourceMap | undefined>>();

/** A chunk's frame in a stack: `file:///…/chunk-ABC.js:12:5`. */
const FILE_FRAME = /(file:\/\/\/[^\s()]+?\.[cm]?js):(\d+):(\d+)/g;

/**
 * Keeps the maps of one bundle. `maps` gives each output chunk's path and its map's text; the map's sources are
 * relative to the chunk's folder. A map is parsed only when a throw is placed with it: every build bundles site
 * code, and few fail. A map that does not parse is left out: its chunk's throws stay unplaced.
 */
export function registerBundleMaps(entries: string[], maps: { chunk: string; text: string }[]): void {
  const byUrl = new Map<string, () => SourceMap | undefined>();
  for (const { chunk, text } of maps) {
    let parsed: SourceMap | null | undefined;
    byUrl.set(pathToFileURL(chunk).href, () => {
      if (parsed === undefined) {
        try {
          const payload = JSON.parse(text) as { sources: string[] };
          // Absolute sources: the chunk's folder is removed once the bundle is loaded.
          payload.sources = payload.sources.map((source) => path.resolve(path.dirname(chunk), source));
          parsed = new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]);
        } catch {
          parsed = null;
        }
      }
      return parsed ?? undefined;
    });
  }
  bundles.set([...entries].sort().join('\0'), byUrl);
}

/**
 * Where in the site's files an error thrown by bundled site code was thrown: the first frame of its stack in a
 * site file (a package's own frames give way to the site code that called it), else the first mapped frame.
 */
export function locateBundledThrow(error: unknown): SourceLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const places: SourceLocation[] = [];
  for (const [, url, line, column] of stack.matchAll(FILE_FRAME)) {
    for (const maps of bundles.values()) {
      const entry = maps.get(url)?.()?.findEntry(Number(line) - 1, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
      if (!entry?.originalSource || entry.originalLine === undefined) continue;
      places.push({ file: entry.originalSource, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 });
      break;
    }
  }
  return places.find((p) => !p.file.split(path.sep).includes('node_modules')) ?? places[0];
}
