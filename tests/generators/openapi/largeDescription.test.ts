import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightenTokens } from '../../../src/generators/openapi/tokenClasses.js';
import { articleOf, textOf } from '../../helpers/html.js';
import { buildFixture } from '../../helpers/site.js';

/**
 * A description whose trees and examples are too large to repeat on every page (openapi-large: a repository
 * schema of 62 properties nesting an owner twice): nested named schemas become links to schema pages, long
 * examples show their first lines and link to the whole example, and small trees stay as they were.
 */
describe('the API reference of a description with large schemas', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('openapi-large');
  });
  afterAll(() => site.cleanup());

  it('links the nested schemas of a large tree to their pages instead of repeating them', () => {
    expect(site.code, site.stderr).toBe(0);
    const page = articleOf(site.html('/api/schemas/repo/'));
    expect(page).toContain('<code class="schema-name">field_60</code>');
    expect(page).toContain('<code class="schema-name">owner</code><span class="schema-type"><a href="/api/schemas/owner/">Owner</a>');
    expect(page).toContain('<code class="schema-name">parent_owner</code><span class="schema-type"><a href="/api/schemas/owner/">Owner</a>');
    // The owner's description stays beside the link; its properties are on its page.
    expect(textOf(page)).toContain("Who owns the repository.");
    expect(page).not.toContain('<code class="schema-name">login</code>');
  });

  it("shows a named tree still too large once compacted as a link to its schema's page", () => {
    // Repo has 62 properties: a page's worth by itself, so the operation names it and links there.
    const page = articleOf(site.html('/api/get-repo/'));
    expect(page).toMatch(/<div class="schema-head schema-root"><span class="schema-title">Repo<\/span><span class="schema-type"><a href="\/api\/schemas\/repo\/">Repo<\/a><\/span><\/div><\/div>/);
    expect(page).not.toContain('<code class="schema-name">field_1</code>');
    // A tree within the limit stays whole on the operation's page.
    expect(articleOf(site.html('/api/get-ping/'))).toContain('<code class="schema-name">status</code>');
  });

  it("gives each linked schema a page, filed under Schemas, with the schema's tree", () => {
    const owner = site.html('/api/schemas/owner/');
    expect(articleOf(owner)).toContain('<h1>Owner</h1>');
    expect(articleOf(owner)).toContain('<code class="schema-name">login</code>');
    // A small tree, on its page as anywhere, nests its schemas in full.
    expect(articleOf(owner)).toContain('<code class="schema-name">street</code>');
    const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(owner)![0];
    expect(textOf(nav)).toContain('Schemas');
    expect(site.exists('build/api/schemas/address/index.html')).toBe(false);
  });

  it('shows the first 30 lines of a long example and links to the whole one, published beside the reference', () => {
    const page = site.html('/api/get-repo/');
    const more = /<p class="api-example-more">The first 30 of (\d+) lines\. <a href="(\/api\/examples\/[0-9a-f]+\.json)">The whole example<\/a><\/p>/.exec(page);
    expect(more).not.toBeNull();
    const whole = JSON.parse(site.read(`build${more![2]}`));
    expect(Object.keys(whole)).toHaveLength(62);
    expect(whole.field_60).toBe('string');
    expect(site.read(`build${more![2]}`).split('\n')).toHaveLength(Number(more![1]));
  });

  it('keeps a small tree and a short example whole, and writes token colours as classes', () => {
    const ping = site.html('/api/get-ping/');
    expect(articleOf(ping)).toContain('<code class="schema-name">street</code>');
    expect(ping).not.toContain('api-example-more');
    expect(ping).toContain('<span class="tk-c">  "status"</span>: <span class="tk-s">"string"</span>,');
    expect(ping).not.toMatch(/<span style="color:#24292E;--shiki-dark:#E1E4E8">/i);
  });
});

describe('lightenTokens', () => {
  const pre = '<pre class="shiki" style="background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8" tabindex="0"><code>';
  it('unwraps default-coloured tokens, names known colours and keeps any other colour inline', () => {
    const html = `${pre}<span class="line"><span style="color:#24292E;--shiki-dark:#E1E4E8">{</span><span style="color:#032F62;--shiki-dark:#9ECBFF">"a"</span><span style="color:#D73A49;--shiki-dark:#F97583">if</span></span></code></pre>`;
    expect(lightenTokens(html)).toBe(
      `${pre}<span class="line">{<span class="tk-s">"a"</span><span style="color:#D73A49;--shiki-dark:#F97583">if</span></span></code></pre>`,
    );
  });
});
