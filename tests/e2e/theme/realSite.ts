import { builtRoutes, requireBuiltSite } from '../../helpers/builtSite.js';
import { serveStatic } from '../../helpers/browser.js';
import type { ServedSite } from './fixtureSite.js';

/**
 * Serves the provider's real site for browser checks of the theme: the `build/` that the test run made of
 * site/ and docs-gen.config.ts before any test started (see tests/globalSetup.ts). It is only read, so every
 * test file serves the same output instead of building the site again.
 */
export async function serveRealSite(): Promise<ServedSite & { routes: Set<string> }> {
  const outDir = requireBuiltSite();
  const server = await serveStatic(outDir);
  return {
    url: server.url,
    outDir,
    routes: new Set(builtRoutes(outDir)),
    close: () => server.close(),
  };
}

/** The first of `candidates` that the build produced. */
export function firstBuilt(routes: Set<string>, candidates: string[]): string | undefined {
  return candidates.find((route) => routes.has(route));
}
