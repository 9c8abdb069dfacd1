import { contextFor } from '../render/renderPages.js';
import type { RenderInput } from '../render/types.js';
import { SIDEBAR_FILES_DIR } from '../shared/emittedFiles.js';
import type { OutputFile } from '../shared/types.js';
import { resolveUrl, urlContextOf } from '../shared/url.js';
import { contentHash } from './assets.js';

/** A sidebar's name as a file name: sidebars files may name sidebars with any characters. */
const fileNameOf = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-') || 'sidebar';

/**
 * The shared file of each sidebar the theme cuts down on pages (`Theme.sidebarFile`), content-hashed so that
 * browsers keep it for good, and its URL by sidebar name for the pages to name.
 */
export function createSidebarFiles(input: RenderInput): { files: OutputFile[]; urls: Record<string, string> } {
  const files: OutputFile[] = [];
  const urls: Record<string, string> = {};
  const make = input.theme.sidebarFile;
  if (!make) return { files, urls };
  const ctx = contextFor(input, '');
  const urlCtx = urlContextOf(input.config);
  for (const [name, items] of Object.entries(input.sidebars)) {
    const json = make(items, ctx);
    if (json === undefined) continue;
    const file = { path: `${SIDEBAR_FILES_DIR}/${fileNameOf(name)}.${contentHash(json)}.json`, contents: json };
    files.push(file);
    urls[name] = resolveUrl(`/${file.path}`, urlCtx);
  }
  return { files, urls };
}
