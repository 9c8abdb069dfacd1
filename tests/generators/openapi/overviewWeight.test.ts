import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const TAGS = ['albums', 'artists', 'library', 'player', 'playlists'];

/**
 * An API of fewer than 150 operations (where tag pages start by count), each listed under `tagsPerOperation` of
 * five tags (Spotify's are under two), with summaries of `summaryWords` words.
 */
function document(operations: number, summaryWords: number, tagsPerOperation: number) {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < operations; i++) {
    const words = Array.from({ length: summaryWords }, (_, w) => ['get', 'the', 'saved', 'items', 'of', 'a', 'user', 'by', 'market'][(i + w) % 9]);
    paths[`/things/${i}/{id}`] = {
      get: {
        operationId: `thing${i}`,
        summary: `${words.join(' ')} ${i}`,
        tags: Array.from({ length: tagsPerOperation }, (_, t) => TAGS[(i + t) % TAGS.length]),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'OK' } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Music API', version: '1.0.0' }, paths };
}

describe("an API's overview under 150 operations", () => {
  const heavy = tempSite();
  const light = tempSite();
  const results: Awaited<ReturnType<typeof runDocsGenAsync>>[] = [];
  beforeAll(async () => {
    for (const [site, doc] of [
      [heavy, document(120, 8, 2)],
      [light, document(70, 2, 1)],
    ] as const) {
      site.write('docs/index.md', '# Home\n');
      site.write('api.json', JSON.stringify(doc));
      site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Music', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    }
    results.push(...(await Promise.all([heavy, light].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])))));
  }, 60_000);
  afterAll(() => {
    heavy.cleanup();
    light.cleanup();
  });

  it('lists the tags, with pages of their own, when the list of every operation would make it too heavy', () => {
    expect(results[0].code, results[0].stderr).toBe(0);
    const html = heavy.read('build/api/overview/index.html');
    expect(Buffer.byteLength(html)).toBeLessThan(40 * 1024);
    const overview = articleOf(html);
    expect(overview).toContain('<a href="/api/tags/albums/">albums</a> <span class="api-tag-count">48 operations</span>');
    expect(overview).not.toContain('/api/thing-0/');
    // Every operation is on its tag's page.
    expect(articleOf(heavy.read('build/api/tags/albums/index.html'))).toContain('href="/api/thing-0/"');
  });

  it('keeps one overview listing every operation when that list is light', () => {
    expect(results[1].code, results[1].stderr).toBe(0);
    const overview = articleOf(light.read('build/api/overview/index.html'));
    expect(overview).toContain('href="/api/thing-0/"');
    expect(overview).not.toContain('api-tag-count');
    expect(light.exists('build/api/tags/albums/index.html')).toBe(false);
  });
});
