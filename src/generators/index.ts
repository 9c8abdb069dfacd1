import type { SiteConfig } from '../config/types.js';
import { checkPageRoutes } from '../content/routeSafety.js';
import { combineErrors } from '../errors/DocsGenError.js';
import type { GeneratedContent } from './types.js';

/** Runs the generators the config enables. Each is loaded only when used, to keep start-up fast. */
export async function runGenerators(config: SiteConfig): Promise<GeneratedContent> {
  const results: GeneratedContent[] = [];
  if (config.cliReference) {
    const { generateCliReference } = await import('./cli/generateCliReference.js');
    results.push(await generateCliReference(config, config.cliReference));
  }
  if (config.openapi) {
    const { generateApiReference } = await import('./openapi/generateApiReference.js');
    results.push(await generateApiReference(config, config.openapi));
  }
  const pages = results.flatMap((r) => r.pages);
  const routeErrors = checkPageRoutes(pages);
  if (routeErrors.length) throw combineErrors(routeErrors);
  return {
    pages,
    categories: results.flatMap((r) => r.categories),
    inputs: results.flatMap((r) => r.inputs),
  };
}
