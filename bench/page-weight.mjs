// Where the bytes of built pages go: each page's HTML is cut into its regions (head, navbar, sidebar, the doc's
// header with breadcrumbs and table of contents, the article's sections, footer) and the kinds of markup that
// run through them (inline scripts, highlighted code's token styles). Prints the sums over all pages, the
// regions of the largest pages and how many pages are over a size.
// Usage: node bench/page-weight.mjs <build dir> [--top N] [--over KB] [--under route-prefix]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build');
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : args[i + 1];
};
const TOP = Number(option('top', 5));
const OVER_KB = Number(option('over', 40));
const UNDER = option('under', '');

/** Start offsets of the regions, in page order; each runs to the next one found. */
const MARKERS = [
  ['head', /<head>/],
  ['navbar', /<header class="navbar/],
  ['sidebar', /<div id="sidebar"/],
  ['doc header (breadcrumbs, toc)', /<main\b/],
  ['article intro', /<article\b/],
  ['request samples', /<section class="api-sample"/],
  ['response samples', /<section class="api-sample api-response-samples"/],
  ['article sections', /<div class="api-reference"|<h2\b/],
  ['after article (pagination, footer)', /<\/article>/],
];

/** The article's h2 sections, by their id with numbers taken out (response-200 and response-404 are one kind). */
function sectionsOf(html, from, to) {
  const out = new Map();
  const re = /<h2\b[^>]*\bid="([^"]+)"/g;
  re.lastIndex = from;
  let last;
  for (let m = re.exec(html); m && m.index < to; m = re.exec(html)) {
    if (last) out.set(last.name, (out.get(last.name) ?? 0) + m.index - last.at);
    last = { name: m[1].replace(/-?\d+/g, ''), at: m.index };
  }
  if (last) out.set(last.name, (out.get(last.name) ?? 0) + to - last.at);
  return out;
}

function regionsOf(html) {
  const starts = [];
  let from = 0;
  for (const [name, re] of MARKERS) {
    const m = re.exec(html.slice(from));
    if (!m) continue;
    starts.push({ name, at: from + m.index });
    from += m.index;
  }
  const regions = new Map([['doctype', starts[0]?.at ?? html.length]]);
  starts.forEach((s, i) => regions.set(s.name, (regions.get(s.name) ?? 0) + (starts[i + 1]?.at ?? html.length) - s.at));
  const article = html.search(/<article\b/);
  const end = html.indexOf('</article>');
  const sections = article >= 0 && end > article ? sectionsOf(html, article, end) : new Map();
  const across = new Map([
    ['inline scripts', [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)].reduce((n, m) => n + m[0].length, 0)],
    ['style attributes', [...html.matchAll(/ style="[^"]*"/g)].reduce((n, m) => n + m[0].length, 0)],
    ['class attributes', [...html.matchAll(/ class="[^"]*"/g)].reduce((n, m) => n + m[0].length, 0)],
    ['highlighted code (<pre>)', [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].reduce((n, m) => n + m[0].length, 0)],
    ['schema trees', [...html.matchAll(/<div class="schema">[\s\S]*?(?=<h[23]\b|<\/article>)/g)].reduce((n, m) => n + m[0].length, 0)],
  ]);
  return { regions, sections, across };
}

function pagesOf(root) {
  const out = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const route = `/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
    if (route.startsWith(UNDER)) out.push({ file, route });
  }
  return out;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const add = (sum, map) => {
  for (const [k, v] of map) sum.set(k, (sum.get(k) ?? 0) + v);
};
function print(title, map, total) {
  console.log(title);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1])) {
    if (v) console.log(`  ${k.padEnd(36)} ${kb(v).padStart(12)}  ${((100 * v) / total).toFixed(1).padStart(5)}%`);
  }
}

const pages = pagesOf(dir).map((p) => ({ ...p, html: fs.readFileSync(p.file, 'utf8') }));
const total = pages.reduce((n, p) => n + p.html.length, 0);
const sums = { regions: new Map(), sections: new Map(), across: new Map() };
for (const page of pages) {
  const r = regionsOf(page.html);
  add(sums.regions, r.regions);
  add(sums.sections, r.sections);
  add(sums.across, r.across);
}
const over = pages.filter((p) => p.html.length > OVER_KB * 1024);
console.log(`${pages.length} pages, ${kb(total)} of HTML (average ${kb(total / Math.max(1, pages.length))}); ${over.length} over ${OVER_KB} KB`);
print('Regions, all pages:', sums.regions, total);
print('Article h2 sections, all pages:', sums.sections, total);
print('Across regions, all pages:', sums.across, total);
for (const page of [...pages].sort((a, b) => b.html.length - a.html.length).slice(0, TOP)) {
  const r = regionsOf(page.html);
  console.log(`\n${page.route}  ${kb(page.html.length)}`);
  print(' regions:', r.regions, page.html.length);
  print(' sections:', r.sections, page.html.length);
  print(' across:', r.across, page.html.length);
}
