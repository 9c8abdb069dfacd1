import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * A site's BlogSidebar/Mobile, as Docusaurus sites swizzle it: it hands its list to the drawer's secondary menu
 * through NavbarSecondaryMenuFiller, which Docusaurus shows on phones, where the site's CSS hides its
 * BlogSidebar/Desktop. docs-gen rendered only Desktop, and the filler nothing, so a phone's drawer had no posts.
 */
describe("a site's BlogSidebar/Mobile", () => {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const site = tempSite();

  beforeAll(async () => {
    site.write('docs/intro.md', '# Intro\n\nText.\n');
    site.write('blog/2024-01-02-second.md', '---\ntitle: Second post\n---\n\nText.\n');
    site.write('blog/2024-01-01-first.md', '---\ntitle: First post\n---\n\nText.\n');
    site.write('src/css/custom.css', '@media (max-width: 996px) { .desk { display: none; } }\n');
    site.write('docs-gen.config.ts', "export default { title: 'Blog', customCss: 'src/css/custom.css' };\n");
    site.write(
      'src/theme/BlogSidebar/Desktop/index.js',
      'export default function Desktop({ sidebar }) {\n  return <nav className="desk">{sidebar.items.map((item) => <a key={item.permalink} href={item.permalink}>{item.title}</a>)}</nav>;\n}\n',
    );
    site.write(
      'src/theme/BlogSidebar/Mobile/index.js',
      [
        "import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';",
        '',
        'function Menu({ sidebar }) {',
        '  return <ul className="menu__list phone-posts">{sidebar.items.map((item) => <li key={item.permalink}><a className="menu__link" href={item.permalink}>{item.title}</a></li>)}</ul>;',
        '}',
        '',
        'export default function Mobile(props) {',
        '  return <NavbarSecondaryMenuFiller component={Menu} props={props} />;',
        '}',
        '',
      ].join('\n'),
    );
    // Elsewhere the filler renders nothing where it is written, as in Docusaurus.
    site.write(
      'src/pages/tool.js',
      "import Layout from '@theme/Layout';\nimport { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';\n\nfunction Options() {\n  return <p className=\"options\">Options</p>;\n}\n\nexport default function Tool() {\n  return <Layout title=\"Tool\"><p>Tool.</p><NavbarSecondaryMenuFiller component={Options} /></Layout>;\n}\n",
    );
    await buildSites(site);
    if (!hasChromium()) return;
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build'))]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  const html = (route: string) => fs.readFileSync(path.join(site.dir, 'build', route, 'index.html'), 'utf8');

  it('renders the list it hands to the drawer beside Desktop, and nothing for a filler outside the drawer', () => {
    const page = html('blog');
    expect(page).toMatch(/<div class="blog-sidebar-desktop"><nav class="desk">/);
    expect(page).toMatch(/<div class="blog-sidebar-mobile"><ul class="menu__list phone-posts"><li><a class="menu__link" href="\/blog\/[^"]*second\/">Second post<\/a>/);
    expect(html('tool')).not.toContain('class="options"');
  });

  /** Whether the site's Desktop and Mobile lists show, at a width, the drawer opened on a phone. */
  async function shown(width: number) {
    const page = await browser!.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${server.url}/blog/`);
    if (width < 997) await page.click('[data-menu-button]');
    const found = await inPage<{ desktop: boolean; mobile: boolean; plainText: boolean }>(
      page,
      "({ desktop: document.querySelector('.desk').getClientRects().length > 0, mobile: document.querySelector('.phone-posts').getClientRects().length > 0, plainText: getComputedStyle(document.querySelector('.phone-posts .menu__link')).color === getComputedStyle(document.body).color })",
    );
    await page.close();
    return found;
  }

  it.skipIf(!hasChromium())('shows Mobile in the drawer on a phone, and Desktop beside the posts on a wide screen', async () => {
    // Its Infima menu links in the text's colour, as Infima draws them, not the links' colour.
    expect(await shown(390)).toEqual({ desktop: false, mobile: true, plainText: true });
    expect(await shown(1280)).toMatchObject({ desktop: true, mobile: false });
  });
});
