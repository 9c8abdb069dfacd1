import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_FILE } from '../shared/emittedFiles.js';
import { routeListOf } from '../shared/nearestRoutes.js';
import type { CollectedLinks, Page, PageSection } from '../shared/types.js';
import { asciiJson, cacheDirOf, cacheKey, readJsonFile, writeFileWhole } from '../util/buildCache.js';
import { contentKeyOf } from '../util/contentKeys.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';
import type { RenderInput } from './types.js';

/** Bumped when what a cached render holds changes shape. */
export const RENDER_CACHE_VERSION = 3;
const NAME = `render-v${RENDER_CACHE_VERSION}`;

/** How long a temporary file may be some build's write under way: far longer than any save takes. */
const WRITE_GRACE_MS = 10 * 60_000;

function isLeftBehind(file: string): boolean {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats !== undefined && Date.now() - stats.mtimeMs > WRITE_GRACE_MS;
}

/** HTML kept at most, in bytes: the cache's HTML is read whole. Pages past it are rendered every time. */
const MAX_CACHED_BYTES = 200_000_000;

/** A page as rendered: its HTML as written, with the sections the search index reads from it. */
export interface CachedRender {
  /** The output file, relative to the output folder. */
  file: string;
  html: Buffer;
  sections?: PageSection[];
  /** Where the HTML holds the search manifest's stand-in (buildSite.ts), as offsets into its bytes. */
  standIns?: number[];
  /** What the page's Links registered, which the link check reads after rendering (renderedLinks.ts). */
  collected?: CollectedLinks;
}

/** A cached page in the index file: where its HTML sits in the HTML file. */
interface StoredRender {
  file: string;
  sections?: PageSection[];
  standIns?: number[];
  collected?: CollectedLinks;
  at: number;
  length: number;
}

/** The index file: the HTML file it goes with, that file's length, and the pages by key. */
interface RenderIndex {
  html: string;
  bytes: number;
  pages: Record<string, StoredRender>;
}

/** Maps serialise as their entries, so sidebars and navigation are part of a key like plain objects. */
function withMaps(_key: string, value: unknown): unknown {
  return value instanceof Map ? [...value] : value;
}

/**
 * Everything a page's render reads besides the page itself: the config (less where the output goes), the
 * sidebars, the navbar's routes, the asset URLs, the site's components, and the route and source file of
 * every page and static file (what the link resolver writes). The theme is part of the tool, so its build id
 * stands for it.
 */
function siteKeyOf(input: RenderInput, componentsFingerprint: string, staticFiles: string[]): string {
  const { outDir: _outDir, outPath: _outPath, ...config } = input.config;
  const targets = input.pages.map((p) => [p.route, p.sourceFile]);
  return cacheKey(
    RENDER_CACHE_VERSION,
    TOOL_BUILD_ID ?? '',
    JSON.stringify(config, withMaps),
    JSON.stringify(input.sidebars, withMaps),
    JSON.stringify(input.navRoutes, withMaps),
    JSON.stringify(input.versionNavRoutes, withMaps),
    JSON.stringify(input.docsVersions, withMaps),
    JSON.stringify(input.assets),
    componentsFingerprint,
    JSON.stringify(targets),
    JSON.stringify(staticFiles),
  );
}

/** The index saved by an earlier build, or an empty one. */
function readIndex(file: string): RenderIndex | undefined {
  try {
    const index = readJsonFile(file) as RenderIndex;
    return typeof index.html === 'string' && typeof index.bytes === 'number' && index.pages ? index : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rendered pages kept between builds, keyed by the page (its compiled body, front matter and data), its
 * place in the navigation and everything site-wide the layout reads (siteKeyOf): an unchanged page of an
 * unchanged site is not rendered again. React page modules are always rendered (their code is not in the
 * key), and so is everything when running from source (no build id stands for the theme).
 *
 * The HTML is kept as bytes in a file of its own beside a small JSON index, and a hit hands out the bytes as
 * they are to be written: kept as strings in the JSON, reading them back (decoding megabytes of UTF-8, then
 * parsing them) was the largest part of an unchanged rebuild. The HTML file's name is new at each save and the
 * index names it, so an index is never read with another save's HTML; older HTML files are deleted after.
 */
export class RenderCache {
  private readonly dir?: string;
  private readonly index?: RenderIndex;
  private html?: Buffer;
  private readonly siteKey: string;
  /** The entries the next save keeps: this build's hits and new renders. */
  private readonly kept = new Map<string, CachedRender>();
  private bytes = 0;
  private changed = false;

  /** `locale`: the locale built on its own, whose pages have a cache of their own (see cacheDirOf). */
  constructor(rootDir: string, input: RenderInput, options: { enabled: boolean; componentsFingerprint?: string; staticFiles: string[]; locale?: string }) {
    this.siteKey = '';
    if (!options.enabled || !TOOL_BUILD_ID || options.componentsFingerprint === undefined) return;
    this.siteKey = siteKeyOf(input, options.componentsFingerprint, options.staticFiles);
    this.dir = cacheDirOf(rootDir, options.locale);
    this.index = readIndex(path.join(this.dir, `${NAME}.json`));
  }

  /** Whether a build of the site at `rootDir` has saved rendered pages (when none has, every page will render). */
  static saved(rootDir: string, locale?: string): boolean {
    return fs.existsSync(path.join(cacheDirOf(rootDir, locale), `${NAME}.json`));
  }

  /**
   * The page's key, or undefined when its render is not cached. A page whose content has a key (contentKeys.ts)
   * is hashed as that key and the rest of the page; any other page whole.
   */
  keyOf(page: Page, input: RenderInput): string | undefined {
    if (!this.dir || page.layout === 'page') return undefined;
    const content = contentKeyOf(page);
    let data: string;
    if (content === undefined) data = JSON.stringify(page);
    else {
      const { body: _body, sections: _sections, links: _links, anchors: _anchors, assets: _assets, assetProblems: _problems, ...rest } = page;
      data = JSON.stringify(rest);
    }
    return cacheKey(this.siteKey, content ?? '', data, JSON.stringify(input.navigation.get(page.id) ?? null));
  }

  /**
   * The 404 page's key. It reads what every page reads, and the list of routes it suggests from: a file whose
   * URL (in the site key) names its contents, or, without that file, the routes and titles written into it.
   */
  notFoundKeyOf(input: RenderInput): string | undefined {
    if (!this.dir) return undefined;
    return cacheKey(this.siteKey, NOT_FOUND_FILE, input.assets.routeList ? '' : JSON.stringify(routeListOf(input.pages, input.config.trailingSlash)));
  }

  get(key: string | undefined): CachedRender | undefined {
    const stored = key === undefined ? undefined : this.index?.pages[key];
    const html = stored && this.savedHtml();
    if (!key || !stored || !html || stored.at + stored.length > html.byteLength) return undefined;
    const hit = { file: stored.file, html: html.subarray(stored.at, stored.at + stored.length), sections: stored.sections, standIns: stored.standIns, ...(stored.collected ? { collected: stored.collected } : {}) };
    this.keep(key, hit);
    return hit;
  }

  /** Keeps a page's render, unless the cache already holds as much HTML as it reads at once. */
  set(key: string | undefined, value: CachedRender): void {
    if (key === undefined || !this.dir) return;
    this.changed = true;
    this.keep(key, value);
  }

  /** Writes the HTML this build kept, then the index naming it, then deletes older files. */
  save(): void {
    if (!this.dir || (!this.changed && this.kept.size === Object.keys(this.index?.pages ?? {}).length)) return;
    const pages: Record<string, StoredRender> = {};
    const parts: Buffer[] = [];
    let at = 0;
    for (const [key, { file, html, sections, standIns, collected }] of this.kept) {
      pages[key] = { file, sections, standIns, ...(collected ? { collected } : {}), at, length: html.byteLength };
      parts.push(html);
      at += html.byteLength;
    }
    const name = `${NAME}-${crypto.randomBytes(6).toString('hex')}.html`;
    fs.mkdirSync(this.dir, { recursive: true });
    writeFileWhole(path.join(this.dir, name), Buffer.concat(parts, at));
    writeFileWhole(path.join(this.dir, `${NAME}.json`), asciiJson({ html: name, bytes: at, pages } satisfies RenderIndex));
    // Earlier saves' HTML, and the files of older formats. A file still being written is another build's of the
    // same site (a `check` beside a `build`, say), and deleting it would fail that build's save: it is left
    // alone until it is old enough to be what a stopped build left behind.
    for (const entry of fs.readdirSync(this.dir)) {
      if (!entry.startsWith('render-v') || entry === name || entry === `${NAME}.json`) continue;
      const file = path.join(this.dir, entry);
      if (entry.endsWith('.tmp') && !isLeftBehind(file)) continue;
      fs.rmSync(file, { force: true });
    }
  }

  private keep(key: string, value: CachedRender): void {
    if (this.kept.has(key) || this.bytes + value.html.byteLength > MAX_CACHED_BYTES) return;
    this.bytes += value.html.byteLength;
    this.kept.set(key, value);
  }

  /** The saved HTML, read at the first hit; undefined when it is missing or not the index's. */
  private savedHtml(): Buffer | undefined {
    if (this.html === undefined && this.index && this.dir) {
      try {
        const html = fs.readFileSync(path.join(this.dir, path.basename(this.index.html)));
        this.html = html.byteLength === this.index.bytes ? html : Buffer.alloc(0);
      } catch {
        this.html = Buffer.alloc(0);
      }
    }
    return this.html?.byteLength ? this.html : undefined;
  }
}
