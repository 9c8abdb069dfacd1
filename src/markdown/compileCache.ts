import { BuildCache, cacheKey } from '../util/buildCache.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';
import type { CompiledMarkdown } from './types.js';

/** Bump when compileMarkdown's output changes shape, so cached pages are compiled again. */
export const COMPILER_VERSION = 14;

/**
 * Compiled pages keyed by a hash of their path and body and the docs-gen build that compiled them, so an
 * unchanged page is never compiled twice and a new docs-gen (a highlighter fix, say) compiles every page again.
 */
export class CompileCache extends BuildCache<CompiledMarkdown> {
  static open(rootDir: string, enabled = true, locale?: string): CompileCache {
    return new CompileCache(rootDir, `compile-v${COMPILER_VERSION}`, enabled, locale);
  }

  /** `siteDir` is in the key: it changes what `@site/` imports and images resolve to. */
  static key(absPath: string, body: string, siteDir = ''): string {
    return cacheKey(COMPILER_VERSION, TOOL_BUILD_ID ?? '', absPath, body, siteDir);
  }
}
