import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Of two doc files at one route, the one Docusaurus serves is built: the first by id. Capacitor's v2 docs have
 * `cli/index.md` and `cli/README.md`, `plugins.md` and `plugins/README.md`; the README's bare link list was built.
 */
describe('two docs at one route', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Dupes' });\n");
    site.write('docs/cli/index.md', '# CLI Overview\n\nThe overview.\n');
    site.write('docs/cli/README.md', '# CLI readme\n\n- [Overview](./index.md)\n');
    site.write('docs/plugins.md', '# Plugins\n\nThe plugins.\n');
    site.write('docs/plugins/README.md', '# Plugins readme\n\nA list.\n');
    site.write('docs/intro.md', '# Intro\n\n[The readme](./cli/README.md) and [the other](./plugins/README.md).\n');
    build = await runDocsGenAsync(['build', site.dir]);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds the doc whose id comes first, and says so', () => {
    expect(build.code).toBe(0);
    expect(site.read('build/cli/index.html')).toMatch(/<h1[^>]*>CLI Overview<\/h1>/);
    expect(site.read('build/plugins/index.html')).toMatch(/<h1[^>]*>Plugins<\/h1>/);
    expect(build.stderr).toMatch(/Duplicate route \/cli\/: docs\/cli\/index\.md and docs\/cli\/README\.md both produce it; docs\/cli\/index\.md is built/);
    expect(build.stderr).toMatch(/Duplicate route \/plugins\/: .* both produce it; docs\/plugins\.md is built/);
  });

  it('leads links to the other file to the page built at its route', () => {
    const intro = site.read('build/intro/index.html');
    expect(intro).toContain('href="/cli/"');
    expect(intro).toContain('href="/plugins/"');
  });
});
