import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * A Docusaurus site's own admonition type, drawn with `Admonition/Layout` and coloured as Docusaurus sites colour
 * theirs: Infima's alert variables set on its class in the site's CSS. The theme's own kinds keep their colours.
 */
describe.skipIf(!hasChromium())('admonition colours', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', customCss: 'src/css/custom.css', admonitions: { keywords: ['prompt'] } });\n",
    );
    site.write('src/css/custom.css', '.alert--prompt {\n  --ifm-alert-background-color: rgb(1, 2, 3);\n  --ifm-alert-border-color: rgb(4, 5, 6);\n  --ifm-alert-foreground-color: rgb(7, 8, 9);\n}\n');
    site.write(
      'src/theme/Admonition/Types.js',
      "import AdmonitionTypes from '@theme-original/Admonition/Types';\nimport AdmonitionLayout from '@theme/Admonition/Layout';\nimport IconTip from '@theme/Admonition/Icon/Tip';\n\nfunction Prompt(props) {\n  return <AdmonitionLayout {...props} icon={<IconTip />} title={props.title ?? 'Prompt'} className=\"alert alert--prompt\" />;\n}\n\nexport default { ...AdmonitionTypes, prompt: Prompt };\n",
    );
    site.write('docs/index.md', '# Home\n\n::::prompt\nAsk this.\n\n:::note\nA note inside.\n:::\n\n::::\n\n:::note\nA note.\n:::\n\n:::tip\nA tip.\n:::\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it("takes a site type's colours from the alert variables of its class, and the theme's kinds keep theirs, inside it too", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    const colours = (await page.evaluate(`[...document.querySelectorAll('aside.admonition')].map((box) => {
      const style = getComputedStyle(box);
      return [box.className, style.backgroundColor, style.borderLeftColor, getComputedStyle(box.querySelector('.admonition-heading')).color];
    })`)) as string[][];
    expect(colours).toEqual([
      ['admonition admonition-note alert alert--prompt', 'rgb(1, 2, 3)', 'rgb(4, 5, 6)', 'rgb(7, 8, 9)'],
      // Inside it, a note of the theme's keeps its own colours. Each is an Infima alert too, as the site's CSS styles
      // alerts (`.alert--prompt`), as Docusaurus's admonitions are.
      ['admonition admonition-note alert', 'rgb(243, 244, 246)', 'rgb(75, 85, 99)', 'rgb(75, 85, 99)'],
      ['admonition admonition-note alert', 'rgb(243, 244, 246)', 'rgb(75, 85, 99)', 'rgb(75, 85, 99)'],
      ['admonition admonition-tip alert', 'rgb(232, 246, 238)', 'rgb(15, 122, 61)', 'rgb(15, 122, 61)'],
    ]);
    await page.close();
  });
});
