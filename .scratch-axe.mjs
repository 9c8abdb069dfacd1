import { chromium } from 'playwright-core';
import http from 'node:http'; import fs from 'node:fs'; import path from 'node:path';
const root = process.env.ROOT ?? '/tmp/ogc-build';
const server = http.createServer((req, res) => { let f = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)); if (fs.existsSync(f) && fs.statSync(f).isDirectory()) f = path.join(f, 'index.html'); if (!fs.existsSync(f)) { res.writeHead(404).end(); return; } const t = {'.css':'text/css','.js':'text/javascript','.svg':'image/svg+xml'}[path.extname(f)] ?? 'text/html'; res.writeHead(200, {'content-type': t}).end(fs.readFileSync(f)); });
await new Promise(r => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const axe = fs.readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
for (const route of JSON.parse(process.argv[2])) for (const dark of [false, true]) {
  const page = await browser.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`http://127.0.0.1:${server.address().port}${route}`);
  await page.evaluate(() => document.querySelectorAll('details').forEach(d => d.open = true));
  await page.addScriptTag({ content: axe });
  const r = await page.evaluate(async () => (await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] })).violations.map(v => ({ id: v.id, n: v.nodes.length, t: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary ?? '').slice(0, 160)) })));
  console.log(route, dark ? 'dark' : 'light', JSON.stringify(r, null, 1));
  await page.close();
}
await browser.close(); server.close();
