import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { requireBuiltSite } from '../../helpers/builtSite.js';
import { inPage } from './fixtureSite.js';

/**
 * Code on the OGC site's built pages (`build/`): what the copy button of a shell session puts on the
 * clipboard, how output looks, and whether commands and option tables fit the page at desktop and phone widths.
 */
describe.skipIf(!hasChromium())('code blocks on the built site', () => {
  let browser: Browser;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(requireBuiltSite())]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  async function open(route: string, width: number, height = 800): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(server.url + route);
    return { context, page };
  }

  it('copies only the commands of a shell session, without prompts or output, and styles output as output', async () => {
    const { context, page } = await open('/cli/installation/', 1280);
    const block = page.locator('.code-block[data-language="console"]').first();
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await inPage(page, 'navigator.clipboard.readText()')).toBe('ogc version\nogc version --short');

    const colours = await inPage<{ output: string; command: string; prompt: string }>(
      page,
      `(() => {
        const el = document.querySelector('.code-block[data-language="console"]');
        const style = (selector) => getComputedStyle(el.querySelector(selector));
        return { output: style('.shell-output').color, command: style('.shell-command span:not(.shell-prompt)').color, prompt: style('.shell-prompt').userSelect };
      })()`,
    );
    expect(colours.output).not.toBe(colours.command);
    expect(colours.prompt).toBe('none');

    // A multi-line command is copied whole, with its continuation lines and without the output.
    await page.goto(`${server.url}/endpoints/get-started/`);
    const session = page.locator('.code-block[data-language="console"]').first();
    await session.hover();
    await session.locator('.copy-button').click();
    await expect.poll(() => session.locator('.copy-button').textContent()).toBe('Copied');
    const copied = await inPage<string>(page, 'navigator.clipboard.readText()');
    expect(copied.startsWith('curl -s https://llama-chat.inference.opengpu.cloud/v1/chat/completions \\\n')).toBe(true);
    expect(copied.endsWith("}' | jq -r '.choices[0].message.content'")).toBe(true);
    expect(copied).not.toContain('$ ');
    await context.close();
  });

  it('fits a 100-character command in a guide at 1280 px without sideways scrolling', async () => {
    const { context, page } = await open('/virtual-machines/get-started/', 1280);
    // A probe of 100 characters in the block's own font, plus the line's padding, against the room the block has.
    const room = await inPage<{ needed: number; available: number }>(
      page,
      `(() => {
      const pre = document.querySelector('.markdown .code-block pre');
      const probe = document.createElement('span');
      probe.textContent = 'x'.repeat(100);
      const line = pre.querySelector('.line');
      line.append(probe);
      const style = getComputedStyle(line);
      const needed = probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      probe.remove();
      return { needed, available: pre.clientWidth };
    })()`,
    );
    expect(room.available).toBeGreaterThanOrEqual(room.needed);
    await context.close();
  });

  it('lays out the CLI options table for reading at 1280 px and without sideways page scroll at 390 px', async () => {
    const desktop = await open('/cli/commands/ogc_vm/create/', 1280);
    const widths = await inPage<{ table: number; description: number }>(
      desktop.page,
      `(() => {
        const table = document.querySelector('.cli-options');
        return { table: table.getBoundingClientRect().width, description: table.querySelector('tbody td.cli-text').getBoundingClientRect().width };
      })()`,
    );
    expect(widths.description / widths.table).toBeGreaterThan(0.45);
    await desktop.context.close();

    const phone = await open('/cli/commands/ogc_vm/create/', 390, 844);
    expect(await inPage<number>(phone.page, 'document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    const row = phone.page.locator('.cli-options tbody tr').first();
    expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
    await phone.context.close();
  });
});
