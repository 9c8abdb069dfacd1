import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/** Records window.scrollY once per animation frame into `window.__frames`. */
const RECORD_FRAMES = `window.__frames = []; (function record() { window.__frames.push(window.scrollY); if (window.__frames.length < 90) requestAnimationFrame(record); })()`;

/** Notes whether anything cancelled the click on an in-page link (listener on window runs after document's). */
const WATCH_CLICKS = `window.__prevented = null; window.addEventListener('click', (e) => { window.__prevented = e.defaultPrevented; })`;

/**
 * Makes `'scrollBehavior' in el.style` false, as in browsers without CSS smooth scrolling. Chromium answers
 * `in` for CSS properties natively, so the `style` getter hands out a proxy that hides that one property.
 */
const HIDE_SCROLL_BEHAVIOR = `(() => {
  const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style');
  Object.defineProperty(HTMLElement.prototype, 'style', {
    configurable: true,
    get() {
      const real = style.get.call(this);
      return new Proxy(real, {
        has: (target, key) => key !== 'scrollBehavior' && key in target,
        get: (target, key) => { const value = target[key]; return typeof value === 'function' ? value.bind(target) : value; },
        set: (target, key, value) => { target[key] = value; return true; },
      });
    },
  });
})()`;

/** SPEC §4 smooth scroll fallback: 85 % of the remaining distance per animation frame. */
describe.skipIf(!hasChromium())('smooth scroll fallback', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveFixture('theme-basic')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function open(withoutCssSmoothScroll: boolean): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Pretend to be a browser without CSS smooth scrolling: the script tests `'scrollBehavior' in style`.
    if (withoutCssSmoothScroll) await page.addInitScript(HIDE_SCROLL_BEHAVIOR);
    await page.goto(site.url + '/guides/long-guide/');
    // Chromium would still honour the stylesheet's `scroll-behavior`; switch it off so only the script moves.
    if (withoutCssSmoothScroll) await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
    await inPage(page, WATCH_CLICKS);
    return page;
  }

  it('glides to an in-page anchor, each frame covering 85 % of the distance left', async () => {
    const page = await open(true);
    expect(await inPage(page, "'scrollBehavior' in document.documentElement.style")).toBe(false);
    await inPage(page, RECORD_FRAMES);
    await page.getByRole('link', { name: 'Jump to the last section' }).click();
    await expect.poll(() => inPage<string>(page, 'location.hash')).toBe('#section-8');
    await expect.poll(() => inPage<number[]>(page, 'window.__frames.length'), { timeout: 5000 }).toBe(90);
    const frames = await inPage<number[]>(page, 'window.__frames');
    const target = await inPage<number>(
      page,
      "Math.round(document.getElementById('section-8').getBoundingClientRect().top + window.scrollY - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))",
    );
    const positions = frames.filter((y, i) => i === 0 || y !== frames[i - 1]);
    expect(positions[0]).toBe(0);
    expect(positions.at(-1)).toBe(target);
    expect(positions.length).toBeGreaterThan(3); // an animation, not a jump
    // Every step leaves 15 % of the previous distance (±1 px of rounding), until the last snap.
    for (let i = 1; i < positions.length - 1; i++) {
      const before = target - positions[i - 1];
      const after = target - positions[i];
      expect(Math.abs(after - before * 0.15)).toBeLessThanOrEqual(1.5);
    }
    expect(await inPage(page, 'window.__prevented')).toBe(true);
    expect(await inPage(page, 'document.activeElement.id')).toBe('section-8');
    await page.close();
  });

  it('leaves in-page links to the browser where CSS smooth scrolling exists', async () => {
    const page = await open(false);
    await page.getByRole('link', { name: 'Jump to the last section' }).click();
    expect(await inPage(page, 'window.__prevented')).toBe(false);
    await expect.poll(() => inPage<string>(page, 'location.hash')).toBe('#section-8');
    await page.close();
  });
});
