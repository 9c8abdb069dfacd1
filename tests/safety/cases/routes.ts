import type { BadInput } from '../badInput.js';

const page = (frontMatter: string) => `---\ntitle: Bad\n${frontMatter}\n---\n\nText.\n`;

/** A page whose `slug:` (on line 3) must be refused there. */
function badSlug(name: string, slug: string, message: RegExp): BadInput {
  return { name: `routes: ${name}`, files: { 'docs/bad.md': page(`slug: ${slug}`) }, code: 1, file: 'docs/bad.md', line: 3, message };
}

/** A page whose own path (file or folder name) must be refused, at the file. */
function badName(name: string, rel: string, message: RegExp): BadInput {
  return { name: `routes: ${name}`, files: { [rel]: page('sidebar_label: X') }, code: 1, file: rel, line: 1, message };
}

export const cases: BadInput[] = [
  badSlug('slug climbing out of the site', '../../escape', /"slug" "\.\.\/\.\.\/escape" contains a "\.\." segment/),
  badSlug('absolute slug climbing to /tmp', '/../../../tmp/pwned', /"slug" "\/\.\.\/\.\.\/\.\.\/tmp\/pwned" contains a "\.\." segment/),
  badSlug('slug with a "." segment', '/docs/./here', /contains a "\." segment/),
  badSlug('slug with encoded dots', '"%2e%2e/x"', /contains "%2e", an encoded dot/),
  badSlug('slug with an encoded slash', 'a%2fb', /contains "%2f"/),
  badSlug('slug with an encoded backslash', 'a%5C..%5Cb', /contains "%5C"/),
  badSlug('slug with a backslash', '"..\\\\x"', /contains a backslash/),
  badSlug('slug with a control character (YAML escape)', '"a\\u0001b"', /"a\\u0001b" contains a control character/),
  badSlug('slug with NUL (YAML escape)', '"x\\0y"', /"x\\u0000y" contains a control character/),
  badSlug('slug claiming the sitemap', '/sitemap.xml', /route "\/sitemap\.xml\/", which collides with \/sitemap\.xml/),
  badSlug('slug claiming the 404 page', '/404.html', /collides with \/404\.html/),
  badSlug('slug claiming robots.txt', '/robots.txt', /collides with \/robots\.txt/),
  badSlug('slug under the assets folder', '/assets/x', /is under \/assets\//),
  badSlug('slug over the search index folder', '/assets/search', /is under \/assets\//),
  badSlug('slug naming a page file', '/guide/index.html', /"index\.html" segment/),
  {
    name: 'routes: id of ".."',
    files: { 'docs/bad.md': page('sidebar_label: B\nid: ..') },
    code: 1,
    file: 'docs/bad.md',
    line: 4,
    message: /"id" "\.\." contains a "\.\." segment/,
  },
  {
    name: 'routes: id with /../',
    files: { 'docs/bad.md': page('id: a/../b') },
    code: 1,
    file: 'docs/bad.md',
    line: 3,
    message: /Invalid front matter "id"/,
  },
  {
    name: 'routes: id with an encoded dot',
    files: { 'docs/bad.md': page('id: "%2E%2E"') },
    code: 1,
    file: 'docs/bad.md',
    line: 3,
    message: /"id" "%2E%2E" contains "%2E"/,
  },
  badName('folder name with a backslash', 'docs/a\\b/page.md', /Folder name "a\\\\b" contains a backslash/),
  badName('folder name with a control character', 'docs/tab\u0009bed/page.md', /Folder name "tab\\tbed" contains a control character/),
  badName('file name with encoded dots', 'docs/%2e%2e.md', /File name "%2e%2e\.md" contains "%2e"/),
  badName('file named like the sitemap', 'docs/sitemap.xml.md', /route is "\/sitemap\.xml\/", which collides with \/sitemap\.xml/),
  badName('folder named assets', 'docs/assets/page.md', /route is "\/assets\/page\/", which is under \/assets\//),
  {
    name: 'routes: React page under the assets folder',
    files: { 'pages/assets/x.tsx': 'export default function X() { return <p>x</p>; }\n' },
    code: 1,
    file: 'pages/assets/x.tsx',
    line: 1,
    message: /Page route "\/assets\/x\/" is under \/assets\//,
  },
  {
    name: 'routes: slug over a static file',
    files: { 'static/notes.txt': 'text\n', 'docs/bad.md': page('slug: /notes.txt/more') },
    code: 1,
    file: 'docs/bad.md',
    line: 3,
    message: /route "\/notes\.txt\/more\/" collides with the static file static\/notes\.txt/,
  },
  {
    name: 'routes: page over a static index.html',
    files: { 'static/guide/index.html': '<p>static</p>\n' },
    code: 1,
    file: 'docs/guide.md',
    line: 1,
    message: /route "\/guide\/" collides with the static file static\/guide\/index\.html/,
  },
];
