import { BuildCache, cacheKey } from '../util/buildCache.js';
import { COMPILER_VERSION } from './compileMarkdown.js';
import type { CompiledMarkdown } from './types.js';

/** Compiled pages keyed by a hash of their path and body, so an unchanged page is never compiled twice. */
export class CompileCache extends BuildCache<CompiledMarkdown> {
  static open(rootDir: string, enabled = true): CompileCache {
    return new CompileCache(rootDir, `compile-v${COMPILER_VERSION}`, enabled);
  }

  /** `siteDir` is in the key: it changes what `@site/` imports and images resolve to. */
  static key(absPath: string, body: string, siteDir = ''): string {
    return cacheKey(COMPILER_VERSION, absPath, body, siteDir);
  }
}
