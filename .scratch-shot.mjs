import { chromium } from 'playwright-core';
import http from 'node:http'; import fs from 'node:fs'; import path from 'node:path';
const root = process.env.ROOT ?? '/tmp/ogc-build';
const server = http.createServer((req, res) => { let f = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)); if (fs.existsSync(f) && fs.statSync(f).isDirectory()) f = path.join(f, 'index.html'); if (!fs.existsSync(f)) { res.writeHead(404).end(); return; } const t = {'.css':'text/css','.js':'text/javascript','.svg':'image/svg+xml'}[path.extname(f)] ?? 'text/html'; res.writeHead(200, {'content-type': t}).end(fs.readFileSync(f)); });
await new Promise(r => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const shots = JSON.parse(process.argv[2]);
for (const s of shots) {
  const page = await browser.newPage({ viewport: { width: s.w ?? 1280, height: s.h ?? 1800 } });
  if (s.dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`http://127.0.0.1:${port}${s.route}`);
  if (s.open) await page.evaluate(() => document.querySelectorAll('details').forEach(d => d.open = true));
  if (s.scroll) await page.evaluate((y) => window.scrollTo(0, y), s.scroll);
  if (s.sel) await page.locator(s.sel).first().screenshot({ path: s.out });
  else await page.screenshot({ path: s.out, fullPage: !!s.full });
  await page.close();
}
await browser.close(); server.close();
