import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../../helpers/browser.js';
import { repoRoot, runDocsGen } from '../../helpers/site.js';
import type { ServedSite } from './fixtureSite.js';

/**
 * Builds the provider's real site (site/ + docs-gen.config.ts) for browser checks of the theme. The build runs
 * from a temporary copy of site/ (a symlink would give module paths two names) and of the config, whose broken-link policies are
 * relaxed to warnings: these tests judge rendering, accessibility and weight, and must not fail because a
 * generated section (CLI or API reference) is not there yet. Link checking has its own tests.
 */
export async function serveRealSite(): Promise<ServedSite & { routes: Set<string> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-real-'));
  fs.cpSync(path.join(repoRoot, 'site'), path.join(dir, 'site'), { recursive: true });
  const config = fs
    .readFileSync(path.join(repoRoot, 'docs-gen.config.ts'), 'utf8')
    .replace(/onBrokenLinks:\s*'throw'/, "onBrokenLinks: 'warn'")
    .replace(/onBrokenMarkdownLinks:\s*'throw'/, "onBrokenMarkdownLinks: 'warn'");
  fs.writeFileSync(path.join(dir, 'docs-gen.config.ts'), config);
  const result = runDocsGen(['build', dir]);
  if (result.code !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`Building the real site failed:\n${result.stdout}\n${result.stderr}`);
  }
  const outDir = path.join(dir, 'build');
  const server = await serveStatic(outDir);
  return {
    url: server.url,
    outDir,
    routes: new Set(listRoutes(outDir)),
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Routes of the built pages, e.g. `/cli/overview/`. */
function listRoutes(outDir: string): string[] {
  const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html'));
  return files.map((f) => `/${f.replace(/index\.html$/, '')}`.replace(/\\/g, '/'));
}

/** The first of `candidates` that the build produced; reference pages may not exist yet. */
export function firstBuilt(routes: Set<string>, candidates: string[]): string | undefined {
  return candidates.find((route) => routes.has(route));
}
