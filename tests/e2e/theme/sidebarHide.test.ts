import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../a11y/axe.js';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * The config's `sidebarHideable` (Docusaurus's `themeConfig.docs.sidebar.hideable`): a button at the foot of the
 * desktop sidebar hides it; a strip in its place shows it again. Off by default (SPEC: the sidebar cannot be hidden).
 */
describe.skipIf(!hasChromium())('a hideable sidebar', () => {
  const site = tempSite();
  const plain = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    for (const s of [site, plain]) {
      s.write('docs/index.md', '# Home\n\nSome text, long enough to show how wide the content gets without the sidebar beside it.\n');
      s.write('docs/guide.md', '# Guide\n\nMore text.\n');
    }
    site.write('docs-gen.config.mjs', "export default { title: 'Hide', sidebarHideable: true };\n");
    plain.write('docs-gen.config.mjs', "export default { title: 'Plain' };\n");
    let plainServer: Awaited<ReturnType<typeof buildAndServe>>;
    [browser, server, plainServer] = await Promise.all([launchBrowser(), buildAndServe(site.dir), buildAndServe(plain.dir)]);
    await plainServer.close();
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
    plain.cleanup();
  });

  it('hides on desktop and shows again, moving focus to the other button, and stays hidden from page to page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    const sidebar = page.locator('#sidebar');
    const hide = page.locator('[data-sidebar-hide]');
    const show = page.locator('[data-sidebar-show]');
    const mainWidth = async () => (await page.locator('main').boundingBox())?.width ?? 0;
    expect(await sidebar.isVisible()).toBe(true);
    expect(await show.isVisible()).toBe(false);
    // At the foot of the sidebar, which fills the window's height below the navbar: measured once the page's script
    // has shown the button and the layout has settled (once, a first measure came while the button was still 32 px up).
    const gap = async () => {
      const [bar, button] = await Promise.all([sidebar.boundingBox(), hide.boundingBox()]);
      return bar && button ? Math.round(bar.y + bar.height) - Math.round(button.y + button.height) : undefined;
    };
    await expect.poll(gap, { timeout: 2_000 }).toBe(0);
    const before = await mainWidth();

    await hide.click();
    expect(await sidebar.isVisible()).toBe(false);
    expect(await show.isVisible()).toBe(true);
    expect(await page.evaluate("document.activeElement.matches('[data-sidebar-show]')")).toBe(true);
    expect(await mainWidth()).toBeGreaterThan(before + 200);
    expect(await axeViolations(page)).toEqual([]);

    // Client navigation keeps it hidden.
    await page.locator('.pagination a').first().click();
    await page.waitForURL(/\/guide\/$/);
    expect(await sidebar.isVisible()).toBe(false);

    await show.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.evaluate("document.activeElement.matches('[data-sidebar-hide]')")).toBe(true);
    await page.close();
  });

  it('leaves phones the drawer, without the buttons', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    expect(await page.locator('[data-sidebar-hide]').isVisible()).toBe(false);
    expect(await page.locator('[data-sidebar-show]').isVisible()).toBe(false);
    await page.close();
  });

  it('is not there unless the config asks', () => {
    const html = plain.read('build/index.html');
    expect(html).not.toContain('data-sidebar-hide');
    expect(html).not.toContain('data-sidebar-show');
    expect(site.read('build/index.html')).toContain('data-sidebar-hide');
  });

  it('has no empty brand link in a navbar without a logo or a title', () => {
    expect(plain.read('build/index.html')).not.toContain('navbar-brand');
  });
});
