import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * Overrides that lay a page out with Infima's grid, as swizzled Docusaurus components do. A DocItem/Layout whose
 * root is a `.row` was a flex item of the main area: on a short guide it shrank to its text and sat in the middle,
 * and on a phone a wide table stretched it past both edges of the window. A BlogSidebar/Desktop's
 * `<aside class="col col--3">` (a column of the blog's row in Docusaurus) took a quarter of the sidebar it is put in.
 */
describe('grid columns of overridden layouts', () => {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const site = tempSite();

  beforeAll(async () => {
    site.write('docs/short.md', '# Short\n\nOne line.\n');
    const cells = Array.from({ length: 6 }, (_, i) => `unbreakablecolumnheading${i}`);
    site.write('docs/wide.md', `# Wide\n\n| ${cells.join(' | ')} |\n|${cells.map(() => ' --- |').join('')}\n| ${cells.join(' | ')} |\n`);
    site.write(
      'src/theme/DocItem/Layout/index.js',
      "import DocItemContent from '@theme/DocItem/Content';\n\nexport default function DocItemLayout({ children }) {\n" +
        '  return <div className="row guide-row"><div className="col"><article><DocItemContent>{children}</DocItemContent></article></div><div className="col col--3">Aside</div></div>;\n}\n',
    );
    site.write('blog/2024-01-02-second.md', '---\ntitle: Second post\n---\n\nText.\n');
    site.write('blog/2024-01-01-first.md', '---\ntitle: First post\n---\n\nText.\n');
    site.write(
      'src/theme/BlogSidebar/Desktop/index.js',
      'export default function BlogSidebarDesktop({ sidebar }) {\n' +
        '  return <aside className="col col--3 recent-posts"><nav>{sidebar.items.map((item) => <a key={item.permalink} href={item.permalink}>{item.title}</a>)}</nav></aside>;\n}\n',
    );
    await buildSites(site);
    if (!hasChromium()) return;
    browser = await launchBrowser();
    server = await serveStatic(path.join(site.dir, 'build'));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it("puts a site's DocItem/Layout in a block of its own in the main area", () => {
    const page = fs.readFileSync(path.join(site.dir, 'build', 'short', 'index.html'), 'utf8');
    expect(page).toMatch(/<main[^>]*><div class="doc-layout"><div class="row guide-row">/);
  });

  /** Boxes (left, right, width) of the elements the selectors find, the main area's content box, and the window's width. */
  async function boxes(route: string, width: number, selectors: string[]) {
    const page = await browser!.newPage({ viewport: { width, height: 800 } });
    await page.goto(server.url + route);
    const found = await inPage<{ boxes: { left: number; right: number; width: number }[]; main: number; window: number }>(
      page,
      `(() => {
        const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, width: r.width }; };
        const main = document.querySelector('main');
        const style = getComputedStyle(main);
        return {
          boxes: ${JSON.stringify(selectors)}.map((s) => box(document.querySelector(s))),
          main: main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          window: document.documentElement.clientWidth,
        };
      })()`,
    );
    await page.close();
    return found;
  }

  it.skipIf(!hasChromium())("gives a DocItem/Layout's row the main area's width on a short guide", async () => {
    const { boxes: [row], main } = await boxes('/short/', 1280, ['.guide-row']);
    // The row's gutters reach past the content box by a column's padding on each side, as Infima's row does.
    expect(row.width).toBeGreaterThanOrEqual(main);
  });

  it.skipIf(!hasChromium())("keeps a DocItem/Layout's row inside a phone's window beside a wide table", async () => {
    const { boxes: [row], window } = await boxes('/wide/', 390, ['.guide-row']);
    expect(row.left).toBeGreaterThanOrEqual(-16);
    expect(row.right).toBeLessThanOrEqual(window + 16);
  });

  it.skipIf(!hasChromium())("gives a BlogSidebar/Desktop's column the sidebar's width", async () => {
    const { boxes: [aside, sidebar] } = await boxes('/blog/', 1280, ['.recent-posts', '.sidebar']);
    expect(aside.width).toBeGreaterThan(sidebar.width * 0.8);
  });
});
