import type { SiteConfig } from '../config/types.js';
import { checkPageRoutes } from '../content/routeSafety.js';
import { combineErrors } from '../errors/DocsGenError.js';
import { GeneratorCache } from './generatorCache.js';
import type { GeneratedContent } from './types.js';

/**
 * Runs the generators the config enables. Each is loaded only when used, to keep start-up fast. `tick` hears
 * how many of an API's operations have their pages, for the progress display.
 */
export async function runGenerators(
  config: SiteConfig,
  cache = new GeneratorCache(config.rootDir, false),
  tick?: (done: number, total: number) => void,
): Promise<GeneratedContent> {
  const results: GeneratedContent[] = [];
  const { cliReference, openapi } = config;
  if (cliReference) {
    results.push(
      await cache.through('cli', config, cliReference, async () => {
        const { generateCliReference } = await import('./cli/generateCliReference.js');
        return generateCliReference(config, cliReference);
      }),
    );
  }
  if (openapi) {
    results.push(
      await cache.through('openapi', config, openapi, async () => {
        const { generateApiReference } = await import('./openapi/generateApiReference.js');
        return generateApiReference(config, openapi, tick);
      }),
    );
  }
  cache.save();
  const pages = results.flatMap((r) => r.pages);
  const routeErrors = checkPageRoutes(pages);
  if (routeErrors.length) throw combineErrors(routeErrors);
  return {
    pages,
    categories: results.flatMap((r) => r.categories),
    inputs: results.flatMap((r) => r.inputs),
    redirects: results.flatMap((r) => r.redirects),
  };
}
