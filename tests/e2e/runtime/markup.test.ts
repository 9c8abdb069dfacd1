import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, sharedBuild, type SharedBuild } from '../../helpers/site.js';

/** What the runtime needs from the built HTML, and what a site without analytics or search must not carry. */
describe('runtime markup', () => {
  let full: SharedBuild;
  let plain: Awaited<ReturnType<typeof buildFixture>>;

  beforeAll(async () => {
    // The runtime browser tests serve the same build.
    full = await sharedBuild('runtime-site');
    plain = await buildFixture('runtime-plain');
    expect(full.code, full.stderr).toBe(0);
    expect(plain.code, plain.stderr).toBe(0);
  });
  afterAll(() => {
    full?.cleanup();
    plain?.cleanup();
  });

  it('renders the tag manager and gtag tags with the configured ids and IP anonymisation', () => {
    const html = full.html('/');
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"></script>');
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-TEST1"></script>');
    expect(html).toContain("event:'gtm.js',anonymize_ip:true");
    expect(html).toContain(`gtag('config',"G-TEST1",{"anonymize_ip":true})`);
  });

  it('renders no analytics tags, search button or index when they are not configured', () => {
    const html = plain.html('/');
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('dataLayer');
    expect(html).not.toContain('data-search-button');
    expect(fs.existsSync(path.join(plain.dir, 'build', 'assets', 'search'))).toBe(false);
  });

  it('gives the navbar a search button pointing at a hashed index manifest under assets/search/, beside its chunks', () => {
    const html = full.html('/guide/');
    const url = /data-search-index="([^"]+)"/.exec(html)?.[1];
    expect(url).toMatch(/^\/assets\/search\/manifest\.[0-9a-f]{10}\.json$/);
    expect(html).not.toContain('manifest.pending');
    const manifest = JSON.parse(full.read(path.join('build', url!))) as { terms: [string, string][]; fragments: [number, string][] };
    const fragments = manifest.fragments.map(([, file]) => JSON.parse(full.read(path.join('build', 'assets', 'search', file))) as { pages: [string][] });
    expect(fragments.flatMap((f) => f.pages.map((p) => p[0]))).toContain('/guide/');
    for (const [, file] of manifest.terms) expect(file).toMatch(/^terms\.[0-9a-f]{10}\.json$/);
  });

  it('names the docs version for the preferred-version setting', () => {
    expect(full.html('/')).toContain('<meta name="docs-gen:version" content="Next"/>');
  });
});
