import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtRoutes } from '../../helpers/builtSite.js';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { serveFixture, type ServedSite } from '../theme/fixtureSite.js';
import { serveRealSite } from '../theme/realSite.js';
import { axeViolations, preloadAxe, switchColorMode } from './axe.js';

const MODES = ['light', 'dark'] as const;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NOT_FOUND = '/this/page/does/not/exist/';
/** One page of each kind, checked at 390 px too. */
const KINDS = {
  home: '/',
  guide: '/virtual-machines/get-started/',
  'CLI command': '/cli/commands/ogc_vm/create/',
  'API operation': '/api/create-vm/',
  'API overview': '/api/overview/',
  'not found': NOT_FOUND,
};

/**
 * The routes checked at 1280 px. Every page the build wrote costs about 170 s of CPU (two full axe runs of
 * about half a second each per page), more than the whole test suite may add, so `npm test` checks one page of
 * each kind above, and `npm run test:a11y` (A11Y_ALL_ROUTES=1) checks them all.
 */
function routesToCheck(): string[] {
  if (process.env.A11Y_ALL_ROUTES) return [...builtRoutes(), NOT_FOUND];
  return [...new Set(Object.values(KINDS))];
}
// In slices that each stay a short test.
const ROUTES = routesToCheck();
const SLICE = 16;

/**
 * Issue 15 §8: axe-core (WCAG 2.0 A/AA, 2.1 AA, best practices) finds no violations on any page of the real
 * site at 1280 px in both colour modes, nor at 390 px on each kind of page and in the open search dialog and
 * drawer; plus the theme's own states (component gallery, open dropdown, open drawer) on a fixture site.
 * Every finding names the width, route, mode, rule and element.
 */
describe.skipIf(!hasChromium())('accessibility (axe-core)', () => {
  let browser: Browser;
  let real: Awaited<ReturnType<typeof serveRealSite>>;
  let fixture: ServedSite;
  let tabs: Page[];

  beforeAll(async () => {
    [browser, real, fixture] = await Promise.all([launchBrowser(), serveRealSite(), serveFixture('theme-basic')]);
    // Two tabs take routes in turn from one queue: while axe keeps one core busy, the other loads a page. Each
    // has its own context, as a mode picked in one tab would otherwise switch the other one too.
    tabs = await Promise.all([1, 2].map(async () => (await sweepContext(DESKTOP)).newPage()));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), real?.close(), fixture?.close()]);
  });

  async function sweepContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await preloadAxe(context);
    return context;
  }

  /**
   * Checks the page as it is in its current mode, then switches mode with the site's toggle and checks it again
   * on the same loaded page. The toggle stores the pick, so the next page opens in the mode this one ends in.
   */
  async function checkBothModes(page: Page, label: string): Promise<string[]> {
    const first = await page.locator('html').getAttribute('data-theme');
    const found = (await axeViolations(page)).map((v) => `${label} ${first}: ${v}`);
    const mode = await switchColorMode(page);
    expect(mode, label).not.toBe(first);
    found.push(...(await axeViolations(page)).map((v) => `${label} ${mode}: ${v}`));
    return found;
  }

  async function visit(page: Page, route: string): Promise<void> {
    const response = await page.goto(real.url + route);
    expect(response?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
  }

  for (let i = 0; i < ROUTES.length; i += SLICE) {
    const slice = ROUTES.slice(i, i + SLICE);
    it(`${slice[0]} … ${slice.at(-1)} (${i + 1}–${i + slice.length} of ${ROUTES.length}) at 1280×800, light and dark`, async ({ signal }) => {
      const queue = [...slice];
      // A test that times out is not stopped by the runner: its tabs stop here, so the next slice finds them idle.
      signal.addEventListener('abort', () => (queue.length = 0));
      const found: string[] = [];
      const modes = new Set<string | null>();
      let checked = 0;
      // With every route checked (A11Y_ALL_ROUTES), each in both modes; in `npm test`, each kind of page in one, the
      // modes taken in turn (the toggle stores the pick, so a tab's next page opens in the other mode), as at 390 px.
      const bothModes = Boolean(process.env.A11Y_ALL_ROUTES);
      const take = async (page: Page) => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          await visit(page, route);
          if (bothModes) found.push(...(await checkBothModes(page, `1280 ${route}`)));
          else {
            const mode = await page.locator('html').getAttribute('data-theme');
            modes.add(mode);
            found.push(...(await axeViolations(page)).map((v) => `1280 ${route} ${mode}: ${v}`));
            expect(await switchColorMode(page)).not.toBe(mode);
          }
          checked++;
        }
      };
      // Both tabs stop before the test ends, also when one of them fails.
      const outcomes = await Promise.allSettled(tabs.map((tab) => take(tab).catch((error) => { queue.length = 0; throw error; })));
      for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
      expect(checked).toBe(slice.length);
      if (!bothModes) expect([...modes].sort()).toEqual(['dark', 'light']);
      expect(found).toEqual([]);
    });
  }

  // At 390 px, as at 1280 px, the kinds take the modes in turn, so each mode is seen on half of them, and the
  // phone's own chrome (search dialog, drawer) in both.
  it('each kind of page at 390×844 in light or dark in turn, the open search dialog and the open drawer in both', async () => {
    const context = await sweepContext(PHONE);
    const page = await context.newPage();
    const found: string[] = [];
    const modes = new Set<string | null>();
    for (const [kind, route] of Object.entries(KINDS)) {
      await visit(page, route);
      const mode = await page.locator('html').getAttribute('data-theme');
      modes.add(mode);
      found.push(...(await axeViolations(page)).map((v) => `390 ${kind} ${route} ${mode}: ${v}`));
      // The toggle stores the pick: the next kind opens in the other mode.
      expect(await switchColorMode(page)).not.toBe(mode);
    }
    expect([...modes].sort()).toEqual(['dark', 'light']);

    await visit(page, KINDS.guide);
    await page.locator('[data-search-button]').click();
    await page.getByRole('dialog').getByRole('combobox').fill('h100');
    await page.getByRole('option').first().waitFor();
    found.push(...(await checkBothModes(page, '390 search "h100" open')));
    // Both modes were checked with the dialog open: the toggle reached through it did not close it.
    expect(await page.locator('dialog[open]').getByRole('option').first().isVisible()).toBe(true);

    await visit(page, KINDS.guide);
    await page.locator('[data-menu-button]').click();
    await page.locator('#sidebar.open').waitFor();
    await page.waitForFunction("document.querySelector('#sidebar').getBoundingClientRect().left >= 0");
    found.push(...(await checkBothModes(page, '390 drawer open')));
    expect(await page.locator('#sidebar.open').isVisible()).toBe(true);

    await context.close();
    expect(found).toEqual([]);
  });

  it('fixture: every content component, the open dropdown and the open drawer', async () => {
    for (const mode of MODES) {
      // Reduced motion: axe must judge menus and drawers in their final state, not halfway through a fade.
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      await context.addInitScript(`localStorage.setItem('theme', '${mode}')`);
      const desktop = await context.newPage();
      await desktop.goto(fixture.url + '/guides/components/');
      expect(await desktop.locator('html').getAttribute('data-theme')).toBe(mode);
      expect(await axeViolations(desktop), `components ${mode}`).toEqual([]);
      await desktop.locator('.navbar [data-dropdown] > button').click();
      await desktop.locator('.navbar .dropdown-menu a').first().waitFor({ state: 'visible' });
      expect(await axeViolations(desktop), `dropdown ${mode}`).toEqual([]);
      await desktop.close();

      const phone = await context.newPage();
      await phone.setViewportSize(PHONE);
      await phone.goto(fixture.url + '/guides/long-guide/');
      await phone.locator('[data-menu-button]').click();
      await phone.locator('#sidebar.open').waitFor();
      // axe counts text that is still sliding in from off-screen as hidden: judge the drawer once it has
      // settled (a violation that lasts fails after the timeout).
      await phone.waitForFunction("document.querySelector('#sidebar').getBoundingClientRect().left >= 0");
      await expect.poll(() => axeViolations(phone), { timeout: 5000, message: `drawer ${mode}` }).toEqual([]);
      await context.close();
    }
  });
});
