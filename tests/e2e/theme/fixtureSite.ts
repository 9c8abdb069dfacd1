import path from 'node:path';
import type { Page } from 'playwright-core';
import { serveStatic } from '../../helpers/browser.js';
import { buildFixture } from '../../helpers/site.js';

export interface ServedSite {
  /** Origin of the static server, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The built output folder. */
  outDir: string;
  close(): Promise<void>;
}

/**
 * Builds a fixture site with the real binary (so `dist/` must be current: `node scripts/build-tool.mjs`) and
 * serves its output. A failed build fails the test file with the build's own report.
 */
export async function serveFixture(name: string): Promise<ServedSite> {
  const site = buildFixture(name);
  if (site.code !== 0) {
    site.cleanup();
    throw new Error(`Building the ${name} fixture failed:\n${site.stdout}\n${site.stderr}`);
  }
  const outDir = path.join(site.dir, 'build');
  const server = await serveStatic(outDir);
  return {
    url: server.url,
    outDir,
    async close() {
      await server.close();
      site.cleanup();
    },
  };
}

/** The colour mode the page shows, as mirrored on <html data-theme>. */
export function themeOf(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** The value stored under localStorage `theme` (null when absent). */
export function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate("localStorage.getItem('theme')") as Promise<string | null>;
}

/**
 * Evaluates a JavaScript expression in the page. Tests pass source strings rather than functions because the
 * test tsconfig has no DOM types (it type-checks Node code); the expressions stay one-liners.
 */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Scrolls so the element with `id` sits `offset` px below the top of the viewport. */
export function scrollToId(page: Page, id: string, offset = 100): Promise<void> {
  return inPage(page, `window.scrollTo(0, document.getElementById(${JSON.stringify(id)}).getBoundingClientRect().top + window.scrollY - ${offset})`);
}
