import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, requireBuiltSite } from '../helpers/builtSite.js';
import { repoRoot } from '../helpers/site.js';

const articleOf = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
const tocOf = (html: string) => /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x26;|&amp;/g, '&');

/** The API reference of the OGC site as `npm test` built it (build/): layout data, shared errors, overview, TOC. */
describe('the OGC API reference', () => {
  const dir = requireBuiltSite();
  const routes = builtRoutes(dir).filter((r) => r.startsWith('/api/'));
  const read = (route: string) => fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
  const operations = routes.filter((r) => r !== '/api/overview/');
  const overview = articleOf(read('/api/overview/'));

  it('has the overview and every operation of the SPEC', () => {
    const spec = fs.readFileSync(path.join(repoRoot, 'tests/site/routes.txt'), 'utf8').split('\n').filter((r) => r.startsWith('/api/'));
    expect(routes).toEqual(spec.sort());
  });

  it('puts each operation\'s request samples and response examples in a column after the description, the first success shown', () => {
    for (const route of operations) {
      const html = articleOf(read(route));
      const aside = /<aside class="api-samples" aria-label="Examples">[\s\S]*?<\/aside>/.exec(html)?.[0];
      expect(aside, route).toBeDefined();
      expect(html.indexOf('class="api-intro"'), route).toBeLessThan(html.indexOf('<aside'));
      expect(html.indexOf('</aside>'), route).toBeLessThan(html.indexOf('class="api-reference"'));
      expect(aside, route).toContain('data-group-id="api-language"');
      const selected = [...aside!.matchAll(/role="tab"[^>]*aria-selected="true"[^>]*data-value="([^"]+)"/g)].map((m) => m[1]);
      // One language and one status are selected; the status is a success.
      expect(selected, route).toHaveLength(2);
      expect(selected[1], route).toMatch(/^2/);
    }
  });

  it('describes the errors many operations share once on the overview, and links them from each operation', () => {
    const errors = /<section class="api-overview-section" aria-labelledby="errors">[\s\S]*?<\/section>/.exec(overview)?.[0] ?? '';
    const described = [...errors.matchAll(/<h3 id="(error-\d+)"/g)].map((m) => m[1]);
    expect(described).toEqual(['error-400', 'error-401', 'error-403', 'error-404', 'error-409', 'error-429', 'error-500']);
    // Their body is shown once, not per status.
    expect(errors.match(/class="schema"/g)).toHaveLength(1);
    let links = 0;
    for (const route of operations) {
      const html = articleOf(read(route));
      for (const [, anchor] of html.matchAll(/href="\/api\/overview\/#([^"]+)"/g)) {
        expect(described, `${route} links #${anchor}`).toContain(anchor);
        expect(html, route).not.toContain(`id="response-${anchor.slice('error-'.length)}"`);
        links++;
      }
    }
    expect(links).toBeGreaterThan(200);
    // create-vm: one response of its own (202) instead of seven blocks.
    expect([...articleOf(read('/api/create-vm/')).matchAll(/<div class="api-response">/g)]).toHaveLength(1);
  });

  it('has one overview section per concept and a link to the OpenAPI document', () => {
    const sections = [...overview.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['base-url', 'authentication', 'pagination', 'errors', 'rate-limits', 'idempotency', 'operations']);
    expect(textOf(overview)).toContain('bearerAuth: HTTP bearer token');
    expect(overview).toContain('<a href="/api/openapi.yaml" download="openapi.yaml">openapi.yaml</a>');
    expect(fs.readFileSync(path.join(dir, 'api/openapi.yaml'), 'utf8')).toBe(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8'));
  });

  it('writes the shared errors into the overview\'s Markdown, a folded property as name, type and markers', () => {
    const markdown = fs.readFileSync(path.join(dir, 'api/overview/index.md'), 'utf8');
    expect(markdown).toMatch(/^## Errors$/m);
    expect(markdown).toMatch(/^- `error` · object · required$/m);
    expect(markdown).toMatch(/^### 409 Conflict\n\nReturned by \d+ operations\.$/m);
    expect(markdown).not.toMatch(/\*\*\w+object(required)?\*\*/);
  });

  it('lists only the page\'s real headings in the table of contents, never a media type', () => {
    for (const route of routes) {
      const html = read(route);
      const ids = [...tocOf(html).matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length, route).toBeGreaterThan(0);
      for (const id of ids) expect(articleOf(html), `${route} #${id}`).toMatch(new RegExp(`<h[2-4] id="${id}"`));
      expect(textOf(tocOf(html)), route).not.toMatch(/application\/|text\/plain/);
    }
  });

  it('writes enum values with separators, so they wrap and copy as a list', () => {
    const vm = articleOf(read('/api/get-vm/'));
    expect(textOf(vm)).toContain('One of: creating, running, ');
    for (const route of routes) expect(articleOf(read(route)), route).not.toContain('</code><code>');
  });
});
