import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';

/**
 * The browser tests hand contexts back for the next test to reuse (tests/helpers/contextPool.ts): what one test
 * leaves behind must not reach the next, or a test could pass on another's state.
 */
describe.skipIf(!hasChromium())('contexts handed back to the pool', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-pool-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>One</title><h1>One</h1>');
    fs.writeFileSync(path.join(dir, 'two.html'), '<!doctype html><title>Two</title><h1>Two</h1>');
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Marks the tab so that the next test can tell whether it got the same one. */
  const markTab = (page: Page) => page.evaluate("window.name = 'used'");

  it('come back clean: the same tab, without storage, cookies, history, scripts, routes, listeners or emulation', async () => {
    const options = { viewport: { width: 800, height: 600 } };
    const context = await browser.newContext(options);
    await context.addInitScript('window.injected = true');
    await context.route('**/two.html', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Routed</title>' }));
    await context.grantPermissions(['clipboard-read']);
    const page = await context.newPage();
    let heard = 0;
    page.on('load', () => heard++);
    await page.goto(`${server.url}/`);
    await page.evaluate("localStorage.setItem('a', '1'); sessionStorage.setItem('b', '2'); document.cookie = 'c=3; path=/'");
    await page.goto(`${server.url}/two.html`);
    expect(await page.title()).toBe('Routed');
    await page.setViewportSize({ width: 400, height: 300 });
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    await context.newPage(); // a second tab, closed at the reset
    await markTab(page);
    await context.close();
    const loadsBefore = heard;

    const again = await browser.newContext(options);
    const tab = await again.newPage();
    // The same tab (window.name survives about:blank in one tab), or this test checks nothing.
    expect(await tab.evaluate('window.name')).toBe('used');
    expect(again.pages()).toHaveLength(1);
    await tab.goto(`${server.url}/`);
    expect(await tab.evaluate('[localStorage.length, sessionStorage.length, document.cookie, history.length, window.injected]')).toEqual([0, 0, '', 2, undefined]);
    expect(await tab.evaluate('[innerWidth, innerHeight]')).toEqual([800, 600]);
    expect(await tab.evaluate("[matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('print').matches]")).toEqual([false, false]);
    expect(await tab.evaluate("navigator.permissions.query({ name: 'clipboard-read' }).then((p) => p.state)")).not.toBe('granted');
    await tab.goto(`${server.url}/two.html`);
    expect(await tab.title()).toBe('Two');
    expect(heard).toBe(loadsBefore);
    await again.close();
  });

  it('are not handed to a test that asks for other options', async () => {
    const page = await browser.newPage({ viewport: { width: 700, height: 500 } });
    await page.goto(`${server.url}/`);
    await markTab(page);
    await page.close();
    const other = await browser.newPage({ viewport: { width: 700, height: 500 }, colorScheme: 'dark' });
    expect(await other.evaluate('window.name')).toBe('');
    await other.close();
    const same = await browser.newPage({ viewport: { width: 700, height: 500 } });
    expect(await same.evaluate('window.name')).toBe('used');
    await same.close();
  });
});
