import path from 'node:path';
import { SourceMap } from 'node:module';
import type { SourceLocation } from '../errors/DocsGenError.js';

/** Frames of a bundled script as its `data:` URL names them, where a stack formatter ignores its `sourceURL` (source maps on). */
const DATA_URL_FRAME = 'data:text/javascript;base64,[A-Za-z0-9+/=]*';

/** Escapes a text for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where in the site's sources an error thrown by a bundled script was thrown: its stack mapped back
 * through the bundle's source map. The first frame in the site's own files wins over frames in packages.
 */
export function locateThrow(error: unknown, sourceMapText: string, bundleDir: string, bundleUrl: string): SourceLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(sourceMapText));
  } catch {
    return undefined;
  }
  const places: SourceLocation[] = [];
  // Frames of the bundle, which runs from a `data:` URL named by its `sourceURL` (see runBundledModule.ts).
  for (const frame of stack.matchAll(new RegExp(`(?:${literal(bundleUrl)}|${DATA_URL_FRAME}):(\\d+):(\\d+)`, 'g'))) {
    const entry = map.findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry?.originalSource || entry.originalLine === undefined) continue;
    const file = entry.originalSource.startsWith('file:') ? new URL(entry.originalSource).pathname : path.resolve(bundleDir, entry.originalSource);
    places.push({ file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 });
  }
  return places.find((p) => !p.file.split(path.sep).includes('node_modules')) ?? places[0];
}
