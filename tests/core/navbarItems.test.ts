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
  footer: {
    logo: { src: '/img/logo.svg', alt: 'Kit', href: 'https://kit.test/', target: '_self' },
    links: [{ title: 'More', items: [{ label: 'Terms', href: '/legal/terms.html' }, { label: 'Sheet', to: 'pathname:///files/sheet.pdf' }] }],
  },
  navbar: {
    logo: { src: '/img/logo.svg', alt: 'Kit', href: '/guides/setup/', target: '_blank' },
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
      { href: 'https://status.test/kit', label: 'Status', target: '_self', position: 'right' },
      { to: '/reference/', label: 'Reference (new tab)', target: '_blank', position: 'right' },
      {
        type: 'dropdown',
        label: 'Community',
        className: 'community-menu',
        position: 'right',
        items: [
          { href: 'https://forum.test/kit', label: 'Forum', className: 'forum-link' },
          { href: 'https://chat.test/kit', label: 'Chat', target: '_self' },
          { to: '/about/', label: 'About (new tab)', target: '_blank' },
          { href: 'https://blog.test/kit', label: 'Blog', target: '_blank', rel: '' },
          { type: 'html', value: '<strong>Elsewhere</strong>', className: 'menu-heading' },
        ],
      },
      { type: 'html', value: '<span class="badge">Beta</span>', className: 'beta-item', position: 'right' },
      { href: 'https://social.test/@kit', label: 'Social', rel: 'me', position: 'right' },
      { href: '/files/guide.pdf', label: 'Guide PDF', position: 'right' },
      { href: 'pathname:///files/report.pdf', label: 'Report', position: 'right' },
      { type: 'dropdown', label: 'Files', items: [{ href: '/files/a.pdf', label: 'A' }, { to: 'pathname:///files/b.pdf', label: 'B' }] },
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

  it('opens a link where its target says: another site in this tab, a page of this one in a new tab', () => {
    const bar = /<header class="navbar"[\s\S]*?<\/header>/.exec(page(''))?.[0] ?? '';
    expect(bar).toContain('<a class="navbar-link" href="https://status.test/kit" target="_self">Status</a>');
    expect(bar).toContain('<a class="navbar-link" href="/kit/reference/" target="_blank" rel="noopener noreferrer">Reference (new tab)</a>');
    // Without a target, another site still opens in a new tab.
    expect(bar).toMatch(/<a class="navbar-link header-discord-link" href="https:\/\/discord\.test\/kit" aria-label="Discord server" title="Discord server" target="_blank" rel="noopener noreferrer">/);
  });

  it("opens the logo's link where its target says, in a new tab without a handle on this one", () => {
    const html = page('');
    expect(html).toContain('<a class="navbar-brand" href="/kit/guides/setup/" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://kit.test/" class="footer-logo-link" target="_self">');
  });

  it("gives a dropdown and its entries their classes, and each entry the target it names, in the bar and the drawer", () => {
    const html = page('');
    expect(html).toContain('<div class="navbar-dropdown community-menu" data-dropdown="true">');
    expect(html).toContain('<div class="navbar-dropdown drawer-group community-menu" role="group"');
    const menu = /<ul class="dropdown-menu" id="nav-dropdown-bar-11">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const links = [...menu.matchAll(/<a ([^>]*)>([^<]*)/g)].map((m) => `${m[2]}: ${m[1]}`);
    expect(links).toEqual([
      'Forum: class="dropdown-link forum-link" href="https://forum.test/kit" target="_blank" rel="noopener noreferrer"',
      'Chat: class="dropdown-link" href="https://chat.test/kit" target="_self"',
      'About (new tab): class="dropdown-link" href="/kit/about/" target="_blank" rel="noopener noreferrer"',
      // A rel of its own replaces the new tab's; '' (Docusaurus's `rel: null`) leaves it out.
      'Blog: class="dropdown-link" href="https://blog.test/kit" target="_blank"',
    ]);
    expect(html).toContain('<a class="navbar-link" href="https://social.test/@kit" target="_blank" rel="me">Social');
  });

  it('shows html items as written: in the bar and the drawer, and among a dropdown\'s links', () => {
    const html = page('');
    const bar = /<header class="navbar"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(bar).toContain('<div class="navbar-html beta-item"><span class="badge">Beta</span></div>');
    expect(bar).toContain('<li class="dropdown-html menu-heading"><strong>Elsewhere</strong></li>');
    const drawer = /<nav class="sidebar-secondary"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(drawer).toContain('<div class="navbar-html beta-item"><span class="badge">Beta</span></div>');
    expect(drawer).toContain('<li class="dropdown-html menu-heading"><strong>Elsewhere</strong></li>');
  });

  it("gives an href of the site the base URL, as Docusaurus's links do, and opens a pathname:// one in a new tab", () => {
    const html = page('');
    const bar = /<header class="navbar"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(bar).toContain('<a class="navbar-link" href="/kit/files/guide.pdf">Guide PDF</a>');
    expect(bar).toContain('<a class="navbar-link" href="/kit/files/report.pdf" target="_blank" rel="noopener noreferrer">Report</a>');
    const menu = /<ul class="dropdown-menu" id="nav-dropdown-bar-16">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(menu).toContain('<a class="dropdown-link" href="/kit/files/a.pdf">A</a>');
    expect(menu).toMatch(/<a class="dropdown-link" href="\/kit\/files\/b\.pdf" target="_blank" rel="noopener noreferrer">B<svg/);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('<a class="footer-link" href="/kit/legal/terms.html">Terms</a>');
    expect(footer).toContain('<a class="footer-link" href="/kit/files/sheet.pdf" target="_blank" rel="noopener noreferrer">Sheet</a>');
  });

  it('names an icon link by its aria-label, or by its icon when it has none', () => {
    const html = page('');
    expect(html).toMatch(/<a class="navbar-link navbar-icon" href="https:\/\/github\.com\/acme\/kit" aria-label="GitHub repository"/);
    expect(html).toMatch(/<a class="navbar-link navbar-icon" href="https:\/\/github\.com\/acme\/other" aria-label="GitHub"/);
  });
});

/** Navbar items the config must refuse, at the item's line (5), with what is wrong. */
const BAD_ITEMS = [
  {
    name: 'an activeBaseRegex JavaScript cannot compile',
    item: "{ to: '/', label: 'Docs', activeBaseRegex: '/docs/(' }",
    message: /activeBaseRegex "\/docs\/\(" is not a valid regular expression: .*Unterminated group/,
  },
  { name: 'a target with a space in it', item: "{ href: 'https://x.test', label: 'X', target: 'new tab' }", message: /a target is a name such as _blank or _self/ },
  { name: 'an html item without its markup', item: "{ type: 'html', position: 'right' }", message: /value/ },
  {
    name: "Docusaurus's doc item",
    item: "{ type: 'doc', docId: 'index', label: 'Docs' }",
    message: /navbar item type "doc" is Docusaurus's: in docs-gen a link to a doc is written `\{ docId, label \}` \(docs-gen migrate converts a Docusaurus config\)/,
  },
  {
    name: "Docusaurus's docSidebar item in a dropdown",
    item: "{ type: 'dropdown', label: 'More', items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] }",
    message: /navbar item type "docSidebar" is Docusaurus's: in docs-gen a link to a sidebar's first page is written `\{ sidebarId, label \}`/,
  },
  { name: 'an unknown item type', item: "{ type: 'button', label: 'X' }", message: /unknown navbar item type "button": one of "link", "dropdown", "separator", "html"/ },
];

describe.each(BAD_ITEMS)('$name', ({ item, message }) => {
  it('is an error at its key, saying what is wrong', async () => {
    const site = tempSite();
    try {
      site.write('docs-gen.config.ts', `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  navbar: {\n    items: [${item}],\n  },\n});\n`);
      site.write('docs/index.md', '# Home\n');
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`docs-gen\\.config\\.ts:5:\\d+ +.*${message.source}`));
    } finally {
      site.cleanup();
    }
  });
});
