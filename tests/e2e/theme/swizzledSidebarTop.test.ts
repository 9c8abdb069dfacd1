import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * A swizzled `DocSidebar/Desktop` keeps the styles Docusaurus's own has: its top padded by `--ifm-navbar-height`,
 * which Docusaurus's sidebar column hides behind the navbar by starting that much higher. The theme's column starts
 * under the navbar, so the padding showed as a blank band above the sidebar's items on every doc page.
 */
describe.skipIf(!hasChromium())('a swizzled desktop sidebar padded by the navbar height', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write('docs-gen.config.mjs', "export default { title: 'Swizzled', customCss: ['src/css/custom.css'] };\n");
    site.write('docs/index.md', '# Home\n\nText.\n');
    site.write('docs/guide.md', '# Guide\n\nMore text.\n');
    site.write('src/css/custom.css', ':root {\n  --ifm-navbar-height: 4rem;\n}\n');
    site.write('src/theme/DocSidebar/Desktop/styles.module.css', '@media (min-width: 997px) {\n  .sidebar {\n    display: flex;\n    flex-direction: column;\n    padding-top: var(--ifm-navbar-height);\n  }\n}\n');
    site.write(
      'src/theme/DocSidebar/Desktop/index.jsx',
      "import Content from '@theme/DocSidebar/Desktop/Content';\nimport styles from './styles.module.css';\n\nexport default function DocSidebarDesktop({ path, sidebar }) {\n  return (\n    <div className={styles.sidebar}>\n      <Content path={path} sidebar={sidebar} />\n    </div>\n  );\n}\n",
    );
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it('shows its first item near the top of the column, not a navbar height below it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/guide/`);
    const [column, first, navbar] = await Promise.all([page.locator('#sidebar').boundingBox(), page.locator('#sidebar .sidebar-link').first().boundingBox(), page.locator('.navbar').boundingBox()]);
    expect(column && first && navbar).toBeTruthy();
    expect(column!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
    // The column's own padding, and no more.
    expect(first!.y - column!.y).toBeLessThan(32);
    await page.close();
  });
});
