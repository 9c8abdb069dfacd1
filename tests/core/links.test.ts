import { afterEach, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

describe('link validation', () => {
  let site: ReturnType<typeof tempSite>;
  afterEach(() => site.cleanup());

  function withPages(pages: Record<string, string>) {
    site = tempSite();
    for (const [file, text] of Object.entries(pages)) site.write(file, text);
  }

  it('fails on a broken link, listing file:line:col and the nearest route', async () => {
    withPages({
      'docs/index.md': '# Home\n\nSee [the guide](/guide/instal/).\n',
      'docs/guide/install.md': '# Install\n',
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.md:3:5  Broken link: /guide/instal/ (no page at /guide/instal/)');
    expect(result.stderr).toContain('Nearest existing route: /guide/install/');
    expect(site.exists('build')).toBe(false);
  });

  it('fails on a broken Markdown file link', async () => {
    withPages({ 'docs/index.md': '# Home\n\n[x](./missing.md)\n' });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.md:3:1  Broken Markdown link: ./missing.md');
  });

  it('finds a Markdown file link from the page, the content folder or the site folder, as Docusaurus does', async () => {
    withPages({
      'docs/index.md': '# Home\n\n[a](/docs/guide/setup.mdx) [b](/guide/setup.mdx) [c](@site/docs/guide/setup.mdx) [d](guide/setup.mdx)\n',
      'docs/guide/setup.mdx': '# Setup\n',
    });
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const hrefs = [...site.read('build/index.html').matchAll(/<a href="([^"]*)">[abcd]<\/a>/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/guide/setup/', '/guide/setup/', '/guide/setup/', '/guide/setup/']);
  });

  it('only warns on a broken anchor and on duplicate routes', async () => {
    withPages({
      'docs/index.md': '# Home\n\n## Real\n\n[x](#unreal) and [y](/other/#nope)\n',
      'docs/other.md': '# Other\n',
      'docs/twin.md': '---\nslug: /other\n---\n\n# Twin\n',
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning ');
    expect(result.stderr).toMatch(/docs\/index\.md:5:1 {2}Broken anchor: #unreal/);
    expect(result.stderr).toMatch(/Broken anchor: \/other\/#nope/);
    expect(result.stderr).toMatch(/Duplicate route \/other\//);
  });

  it("keeps a heading's case in its id with anchorsMaintainCase, in the page, its TOC and the anchors links are checked against", async () => {
    const page = '# Home\n\n## Create Jira issue\n\n[x](#Create-Jira-issue)\n\n## Other\n';
    withPages({ 'docs/index.md': page, 'docs-gen.config.ts': 'export default { anchorsMaintainCase: true };\n' });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/Broken anchor/);
    const html = site.read('build/index.html');
    expect(html).toMatch(/<h2[^>]* id="Create-Jira-issue"/);
    expect(html).toContain('href="#Create-Jira-issue"');
    expect(html).toMatch(/<a href="#Create-Jira-issue"[^>]*class="toc-link">Create Jira issue/);
    // Without the setting, ids are lower case, as Docusaurus's default: the same link is broken.
    site.cleanup();
    withPages({ 'docs/index.md': page });
    const plain = await runDocsGenAsync(['build', site.dir]);
    expect(plain.stderr).toMatch(/docs\/index\.md:5:1 {2}Broken anchor: #Create-Jira-issue/);
    expect(site.read('build/index.html')).toMatch(/<h2[^>]* id="create-jira-issue"/);
  });

  it('reports a broken anchor in text shown on several pages once, where it is written, naming the pages', async () => {
    // One parameter's description, shared through $ref by three operations: its relative anchor breaks on each page.
    const op = (id: string) => `    get:\n      operationId: ${id}\n      parameters:\n        - $ref: '#/components/parameters/Limit'\n      responses:\n        '200':\n          description: OK\n`;
    withPages({
      'docs/index.md': '# Home\n\n[x](#nowhere-at-all)\n',
      'openapi.yaml': [
        "openapi: 3.1.0\ninfo: { title: Boxes, version: '1' }\npaths:",
        `  /a:\n${op('getA')}  /b:\n${op('getB')}  /c:\n${op('getC')}`,
        'components:\n  parameters:\n    Limit:\n      name: limit\n      in: query\n      schema: { type: integer }\n      description: At most this many. See [limits](#rate-limits).\n',
      ].join('\n'),
      'docs-gen.config.ts': "export default { openapi: { file: 'openapi.yaml', routeBasePath: '/api' } };\n",
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stderr.split('\n').filter((line) => line.includes('Broken anchor: #rate-limits'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/openapi\.yaml:\d+:\d+ {2}Broken anchor: #rate-limits \(3 pages that show it have no heading #rate-limits: \/api\/get-a\/, \/api\/get-b\/, \/api\/get-c\/\)/);
    // A link written on one page keeps its own message.
    expect(result.stderr).toMatch(/docs\/index\.md:3:1 {2}Broken anchor: #nowhere-at-all \(\/ has no heading #nowhere-at-all\)/);
  });

  it('follows the configured policies', async () => {
    withPages({
      'docs/index.md': '# Home\n\n[a](/nowhere/) [b](#nothing)\n',
      'docs-gen.config.ts': "export default { onBrokenLinks: 'warn', onBrokenAnchors: 'throw' };\n",
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/warning .*Broken link: \/nowhere\//);
    expect(result.stderr).toMatch(/error .*Broken anchor: #nothing/);
  });

  it('accepts links to static files and to the base URL', async () => {
    withPages({
      'docs/index.md': '# Home\n\n[file](/files/spec.yaml) [home](/docs/) [self](/docs/index.html)\n',
      'static/files/spec.yaml': 'a: 1\n',
      'docs-gen.config.ts': "export default { baseUrl: '/docs/', url: 'https://x.dev' };\n",
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('href="/docs/files/spec.yaml"');
    expect(html).toContain('<link rel="canonical" href="https://x.dev/docs/"/>');
  });

  it("writes a 404 page's links from the site root as the pages write them", async () => {
    // The 404 page renders without a page of its own; its links (a swizzled NotFound's, a footer's) still name
    // pages: in their URL form, base URL and trailing slash included, a doc's file as its URL.
    withPages({
      'docs/index.md': '# Home\n\n[Setup](/guide/setup)\n',
      'docs/guide/setup.md': '# Setup\n',
      'docs-gen.config.ts': "export default { baseUrl: '/base/', url: 'https://x.dev' };\n",
      // Its links are checked: the image they name exists.
      'static/img/x.png': 'png',
      'src/theme/NotFound/Content/index.js':
        "import Link from '@docusaurus/Link';\n\nexport default function NotFoundContent() {\n  return <p><Link to=\"/guide/setup\">a</Link> <Link to=\"/docs/guide/setup.md\">b</Link> <Link to=\"/base/guide/setup#top\">c</Link> <Link to=\"guide\">d</Link> <Link to=\"/img/x.png\">e</Link></p>;\n}\n",
    });
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    expect(site.read('build/index.html')).toContain('<a href="/base/guide/setup/">Setup</a>');
    const hrefs = [...site.read('build/404.html').matchAll(/<a href="([^"]*)">[a-e]<\/a>/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/base/guide/setup/', '/base/guide/setup/', '/base/guide/setup/#top', 'guide', '/base/img/x.png']);
  });

  it("checks a swizzled NotFound's links as a page's, at the override's line", async () => {
    // The 404 page has no source file the link stage reads: its links are checked once rendered, as a React page's.
    withPages({
      'docs/index.md': '# Home\n',
      'docs/guide.md': '# Guide\n',
      'src/theme/NotFound/Content/index.js':
        "import Link from '@docusaurus/Link';\n\nexport default function NotFoundContent() {\n  return <p><Link to=\"/guide\">Guide</Link> <Link to=\"/gude/\">Old</Link></p>;\n}\n",
    });
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('src/theme/NotFound/Content/index.js:4:54  Broken link: /gude/ (no page at /gude/)');
    expect(result.stderr).toContain('Nearest existing route: /guide/');
    expect(result.stderr).not.toContain('Broken link: /guide');
  });
});
