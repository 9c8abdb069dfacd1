import crypto from 'node:crypto';
import fs from 'node:fs';
import type { GeneratorSource, SiteConfig } from '../config/types.js';
import { BuildCache, cacheKey } from '../util/buildCache.js';
import { setContentKey } from '../util/contentKeys.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';
import type { GeneratedContent } from './types.js';

interface CachedGeneration {
  /** Each file the generation read, with the hash of its contents then. */
  inputs: [string, string][];
  content: GeneratedContent;
}

function fileHash(file: string): string {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return '';
  }
}

/**
 * The config as the generated pages see it: where the output goes and how strictly links are checked change
 * no generated page, so a build into another folder and a dev session share the entries.
 */
function configKey(config: SiteConfig): string {
  const { outDir: _outDir, outPath: _outPath, onBrokenLinks: _links, onBrokenMarkdownLinks: _markdownLinks, ...rest } = config;
  return JSON.stringify(rest);
}

/** The generation's pages, each with the content key of the entry that holds it (its key, inputs and the page's id). */
function withContentKeys(entry: CachedGeneration, key: string): GeneratedContent {
  const generation = cacheKey(key, JSON.stringify(entry.inputs));
  for (const page of entry.content.pages) setContentKey(page, cacheKey(generation, page.id));
  return entry.content;
}

/**
 * Generated pages kept between builds: reused while docs-gen, the config, the generator's source entry and
 * every file the generation read are unchanged. Without a build id (running from source) nothing is kept.
 */
export class GeneratorCache {
  private readonly store?: BuildCache<CachedGeneration>;

  constructor(rootDir: string, enabled = true, locale?: string) {
    if (enabled && TOOL_BUILD_ID) this.store = new BuildCache(rootDir, 'generated-v1', true, locale);
  }

  async through(kind: string, config: SiteConfig, source: GeneratorSource, generate: () => Promise<GeneratedContent>): Promise<GeneratedContent> {
    const store = this.store;
    if (!store) return generate();
    const key = cacheKey(TOOL_BUILD_ID!, kind, configKey(config), JSON.stringify(source));
    const hit = store.get(key);
    if (hit?.inputs.every(([file, hash]) => fileHash(file) === hash)) return withContentKeys(hit, key);
    const content = await generate();
    const entry: CachedGeneration = { inputs: content.inputs.map((file) => [file, fileHash(file)]), content };
    store.set(key, entry);
    return withContentKeys(entry, key);
  }

  save(): void {
    this.store?.save();
  }
}
