import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Navbar items as `migrate` writes them from a Docusaurus site: links drawn by their class alone (no label, an
 * aria-label), and links whose active state `activeBaseRegex` or `activeBasePath` decides.
 */
const CONFIG = `import { defineConfig } from 'docs-gen';

export default defineConfig({
  title: 'Nav',
  baseUrl: '/kit/',
  navbar: {
    items: [
      { to: '/', label: 'Home', position: 'left' },
      { to: '/guides/setup/', label: 'Learn', position: 'left', activeBaseRegex: '^/kit/(guides|tutorial)/' },
      { to: '/reference/', label: 'Reference', position: 'left', activeBasePath: '/reference/' },
      { to: '/api/', label: 'API', position: 'left', activeBaseRegex: '/API$' },
      { href: 'https://discord.test/kit', className: 'header-discord-link', ariaLabel: 'Discord server', position: 'right' },
      { href: 'https://github.com/acme/kit', icon: 'github', ariaLabel: 'GitHub repository', position: 'right' },
      { href: 'https://github.com/acme/other', icon: 'github', position: 'right' },
      { docId: 'about', position: 'left' },
      { type: 'dropdown', label: 'Guides', items: [{ docId: 'guides/setup', label: 'Setup guide' }, { docId: 'tutorial/start' }, { to: '/other/', label: 'Other' }] },
    ],
  },
});
`;

describe('navbar items from Docusaurus', () => {
  const site = tempSite();
  let build: RunResult;
  const page = (route: string) => site.read(`build/${route}index.html`);
  /** The labels of the active links in the bar (the drawer repeats them). */
  const active = (route: string) =>
    [...(/<header class="navbar"[\s\S]*?<\/header>/.exec(page(route))?.[0] ?? '').matchAll(/<a class="navbar-link[^"]*\bactive\b[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

  beforeAll(async () => {
    site.write('docs-gen.config.ts', CONFIG);
    for (const [file, title] of [
      ['index.md', 'Home'],
      ['guides/setup.md', 'Setup'],
      ['tutorial/start.md', 'Start'],
      ['reference/index.md', 'Reference'],
      ['api/index.md', 'API'],
      ['other.md', 'Other'],
      ['about.md', 'About'],
    ]) {
      site.write(`docs/${file}`, `# ${title}\n\nText.\n`);
    }
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('marks the item whose activeBaseRegex matches the path, base URL included, whatever its own route', () => {
    expect(active('guides/setup/')).toEqual(['Learn']);
    expect(active('tutorial/start/')).toEqual(['Learn']);
    expect(active('reference/')).toEqual(['Reference']);
    expect(active('other/')).toEqual(['Home']);
  });

  it('matches activeBaseRegex without regard to case, and against the path without its trailing slash', () => {
    expect(active('api/')).toEqual(['API']);
  });

  it('shows a link without a label as its class draws it, named by its aria-label, with no text of its own', () => {
    const html = page('');
    const discord = /<a class="navbar-link header-discord-link"[^>]*>([^<]*)<\/a>/.exec(html);
    expect(discord?.[0]).toContain('aria-label="Discord server"');
    expect(discord?.[1]).toBe('');
    expect(html).not.toMatch(/>\s*Discord server\s*</);
  });

  it('shows a link to a doc written without a label with the doc id, as Docusaurus does', () => {
    expect(page('')).toMatch(/<a class="navbar-link" href="\/kit\/about\/">about<\/a>/);
  });

  it('links a dropdown entry naming a doc to its route, labelled with the doc id when it has no label', () => {
    const menu = /<ul class="dropdown-menu" id="nav-dropdown-bar-8">([\s\S]*?)<\/ul>/.exec(page(''))?.[1] ?? '';
    const links = [...menu.matchAll(/<a class="dropdown-link" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/kit/guides/setup/', 'Setup guide'],
      ['/kit/tutorial/start/', 'tutorial/start'],
      ['/kit/other/', 'Other'],
    ]);
  });

  it('names an icon link by its aria-label, or by its icon when it has none', () => {
    const html = page('');
    expect(html).toMatch(/<a class="navbar-link navbar-icon" href="https:\/\/github\.com\/acme\/kit" aria-label="GitHub repository"/);
    expect(html).toMatch(/<a class="navbar-link navbar-icon" href="https:\/\/github\.com\/acme\/other" aria-label="GitHub"/);
  });
});

describe('an activeBaseRegex JavaScript cannot compile', () => {
  it('is an error at its key, with what is wrong', async () => {
    const site = tempSite();
    try {
      site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  navbar: {\n    items: [{ to: '/', label: 'Docs', activeBaseRegex: '/docs/(' }],\n  },\n});\n");
      site.write('docs/index.md', '# Home\n');
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/docs-gen\.config\.ts:5:\d+ +.*activeBaseRegex "\/docs\/\(" is not a valid regular expression: .*Unterminated group/);
    } finally {
      site.cleanup();
    }
  });
});
