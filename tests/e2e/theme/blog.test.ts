import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * The blog in the browser: the recent-posts sidebar beside a post on desktop, in the mobile drawer at phone width
 * (as the docs sidebar is), and "Read more" on the list page following client navigation to the post.
 */
describe.skipIf(!hasChromium())('blog', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  const WELCOME = '/blog/2024/01/05/welcome/';
  const RECENT = ['Folder post', 'Second thoughts', 'Welcome', 'Last year'];

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Blog e2e', url: 'https://example.com' };\n");
    site.write('docs/index.md', '# Home\n\nThe docs.\n');
    site.write('blog/2024-01-05-welcome.md', '---\ntitle: Welcome\n---\n\nThe first lines of the welcome post.\n\n<!-- truncate -->\n\nThe rest of the welcome post.\n');
    site.write('blog/2024-02-01-second.md', '---\ntitle: Second thoughts\n---\n\nA second post, shown whole.\n');
    site.write('blog/2023-11-20-last-year.md', '---\ntitle: Last year\n---\n\nA post of the year before.\n');
    site.write('blog/2024-03-10-folder-post/index.mdx', '---\ntitle: Folder post\n---\n\nThe newest post.\n\n{/* truncate */}\n\nMore of it.\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  async function open(route: string, width: number, height: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(server.url + route);
    return page;
  }

  const linkTexts = (page: Page, selector: string) =>
    inPage<string[]>(page, `[...document.querySelectorAll(${JSON.stringify(selector)})].filter((el) => el.getClientRects().length).map((el) => el.textContent.trim())`);

  it("shows the recent posts beside a post on desktop, the post's own link marked", async () => {
    const page = await open(WELCOME, 1280, 800);
    const sidebar = page.locator('nav.blog-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.locator('[data-menu-button]').isVisible()).toBe(false);
    expect(((await sidebar.locator('.blog-sidebar-title').textContent()) ?? '').trim()).toBe('Recent posts');
    expect(await linkTexts(page, 'nav.blog-sidebar a')).toEqual(RECENT);
    const current = sidebar.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Welcome');
    expect(await current.getAttribute('href')).toBe(WELCOME);
    // Beside the post, not above or below it.
    const [bar, main] = await Promise.all([sidebar.boundingBox(), page.locator('main').boundingBox()]);
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(main!.x + 1);
    await page.close();
  });

  /** The visible text of the sidebar's year headings and links, top to bottom, with each one's top. */
  const sidebarRows = (page: Page, nav: string) =>
    inPage<{ tag: string; text: string; top: number }[]>(
      page,
      `[...document.querySelectorAll(${JSON.stringify(`${nav} h3, ${nav} a`)})].filter((el) => el.checkVisibility()).map((el) => ({ tag: el.tagName, text: el.textContent.trim(), top: el.getBoundingClientRect().top }))`,
    );

  it('shows a heading per year over its posts, the newest year first, beside the post and in the drawer', async () => {
    const expected = [['H3', '2024'], ['A', 'Folder post'], ['A', 'Second thoughts'], ['A', 'Welcome'], ['H3', '2023'], ['A', 'Last year']];
    for (const [width, height, nav] of [[1280, 800, 'nav.blog-sidebar'], [390, 844, '#sidebar nav.blog-sidebar']] as const) {
      const page = await open(WELCOME, width, height);
      if (width < 997) {
        await page.locator('[data-menu-button]').click();
        await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(true);
      }
      const rows = await sidebarRows(page, nav);
      expect(rows.map((row) => [row.tag, row.text]), `${width} px`).toEqual(expected);
      // Each below the one before, not laid out side by side; the headings in the nav's landmark, as Docusaurus has them.
      for (let i = 1; i < rows.length; i++) expect(rows[i].top, `${width} px: ${rows[i].text}`).toBeGreaterThan(rows[i - 1].top);
      expect(await page.getByRole('navigation', { name: 'Blog recent posts navigation' }).getByRole('heading', { level: 3, name: '2023' }).isVisible()).toBe(true);
      expect(await page.getByRole('group').filter({ hasText: '2023' }).getByRole('link').allTextContents()).toEqual(['Last year']);
      await page.close();
    }
  });

  it('keeps the recent posts in the drawer at phone width until the menu button opens it', async () => {
    const page = await open(WELCOME, 390, 844);
    const menu = page.locator('[data-menu-button]');
    expect(await menu.isVisible()).toBe(true);
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    expect(await page.locator('nav.blog-sidebar').isVisible()).toBe(false);
    await menu.click();
    const drawer = page.locator('#sidebar');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getAttribute('role')).toBe('dialog');
    expect(await drawer.locator('nav.blog-sidebar').isVisible()).toBe(true);
    expect(await linkTexts(page, '#sidebar nav.blog-sidebar a')).toEqual(RECENT);
    expect(await drawer.locator('nav.blog-sidebar a[aria-current="page"]').textContent()).toBe('Welcome');
    await page.close();
  });

  it('follows "Read more" from the list page to the post, by client navigation', async () => {
    const page = await open('/blog/', 1280, 800);
    expect(await page.locator('main').getByText('The rest of the welcome post.').count()).toBe(0);
    await inPage(page, "window.__kept = 'yes'");
    await page.getByRole('link', { name: 'Read more about Welcome' }).click();
    await page.waitForURL(`**${WELCOME}`);
    await page.waitForFunction("document.title.startsWith('Welcome')");
    expect(await page.title()).toBe('Welcome | Blog e2e');
    expect(await page.locator('h1.blog-post-title').textContent()).toBe('Welcome');
    expect(await page.locator('main').getByText('The rest of the welcome post.').isVisible()).toBe(true);
    expect(await page.locator('nav.blog-sidebar a[aria-current="page"]').textContent()).toBe('Welcome');
    // The window survived: the page was swapped in place, not loaded anew.
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    await page.close();
  });
});
