import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A docs folder's, the blog's and the pages folder's own Markdown plugins, as Docusaurus's docs, blog and pages options
 * list them: each runs on its folder's pages only, after the site's lists. Before, there was one list for every page,
 * so a plugin a site lists for its docs also ran on its blog (electron's, which waits for API pages the blog links to).
 */
const site = tempSite();
let first: RunResult;

/**
 * Adds a paragraph naming the list it ran from, so a page shows which lists ran on it and in what order. Each list
 * imports it from a file of its own: unified runs a plugin once per page, with the options of its last listing.
 */
const MARK = `import fs from 'node:fs';
import path from 'node:path';

export default function remarkMark(options) {
  return (tree, file) => {
    fs.appendFileSync(new URL('./ran.log', import.meta.url), options.label + ' ' + path.basename(file.path) + '\\n');
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'ran:' + options.label }] });
  };
}
`;

/** Puts a class on every paragraph of a page: the rehype lists are a folder's own too. */
const CLASS = `export default function rehypeClass(options) {
  return (tree) => {
    const walk = (node) => {
      if (node.tagName === 'p') node.properties = { ...node.properties, className: [options.name] };
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`;

const LISTS = ['markSite', 'markDocs', 'markBlogBefore', 'markBlog', 'markPages'];

const configWith = (blogLabel: string) =>
  [
    "import { defineConfig } from 'docs-gen';",
    ...LISTS.map((list) => `import ${list} from './plugins/${list}.mjs';`),
    "import rehypeClass from './plugins/rehypeClass.mjs';",
    '',
    'export default defineConfig({',
    "  title: 'Lists',",
    "  remarkPlugins: [[markSite, { label: 'site' }]],",
    "  content: [{ path: 'docs', routeBasePath: '/docs', remarkPlugins: [[markDocs, { label: 'docs' }]], rehypePlugins: [[rehypeClass, { name: 'from-docs' }]] }],",
    `  blog: { beforeDefaultRemarkPlugins: [[markBlogBefore, { label: 'blog-before' }]], remarkPlugins: [[markBlog, { label: '${blogLabel}' }]] },`,
    "  pages: { path: 'src/pages', remarkPlugins: [[markPages, { label: 'pages' }]] },",
    '});',
    '',
  ].join('\n');

/** The marks of a built page, in the order they were added. */
const marks = (html: string) => [...html.slice(html.indexOf('<article'), html.indexOf('</article>')).matchAll(/ran:([\w-]+)/g)].map((m) => m[1]);

beforeAll(async () => {
  for (const list of LISTS) site.write(`plugins/${list}.mjs`, MARK);
  site.write('plugins/rehypeClass.mjs', CLASS);
  site.write('docs-gen.config.ts', configWith('blog'));
  site.write('docs/intro.md', '# Intro\n\nThe docs.\n');
  site.write('docs/_part.mdx', 'A partial of the docs.\n');
  site.write('docs/with-part.mdx', "import Part from './_part.mdx';\n\n# With a partial\n\n<Part />\n");
  site.write('blog/2024-01-02-hello.md', '---\ntitle: Hello\nauthors: []\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n');
  site.write('src/pages/about.md', '# About\n\nA page.\n');
  first = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe("a content folder's own Markdown plugins", () => {
  it("run on its pages only, after the site's", () => {
    expect(first.code, first.stderr).toBe(0);
    expect(marks(site.read('build/docs/intro/index.html'))).toEqual(['site', 'docs']);
    expect(marks(site.read('build/about/index.html'))).toEqual(['site', 'pages']);
  });

  it("run on the blog's posts and their excerpts, its beforeDefaultRemarkPlugins first", () => {
    expect(marks(site.read('build/blog/2024/01/02/hello/index.html'))).toEqual(['blog-before', 'site', 'blog']);
    // The list page shows the excerpt, compiled with the post's plugins.
    expect(marks(site.read('build/blog/index.html'))).toEqual(['blog-before', 'site', 'blog']);
  });

  it("run their rehype lists on their folder's pages only", () => {
    expect(site.read('build/docs/intro/index.html')).toContain('<p class="from-docs">The docs.</p>');
    expect(site.read('build/about/index.html')).toContain('<p>A page.</p>');
    expect(site.read('build/blog/2024/01/02/hello/index.html')).not.toContain('from-docs');
  });

  it('run on a partial as on the page that imports it', () => {
    const html = site.read('build/docs/with-part/index.html');
    expect(html).toContain('<p class="from-docs">A partial of the docs.</p>');
  });

  it("compile a folder's pages again when its list changes, and leave the others' in the cache", async () => {
    site.write('plugins/ran.log', '');
    site.write('docs-gen.config.ts', configWith('blog-changed'));
    const again = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    expect(marks(site.read('build/blog/2024/01/02/hello/index.html'))).toEqual(['blog-before', 'site', 'blog-changed']);
    expect(marks(site.read('build/docs/intro/index.html'))).toEqual(['site', 'docs']);
    // Only the post and its excerpt were compiled again.
    const ran = site.read('plugins/ran.log').trim().split('\n').sort();
    expect(ran).toEqual(['blog-before 2024-01-02-hello.md', 'blog-before 2024-01-02-hello.md', 'blog-changed 2024-01-02-hello.md', 'blog-changed 2024-01-02-hello.md', 'site 2024-01-02-hello.md', 'site 2024-01-02-hello.md']);
  });

  it('may be closures of one function over different values, each run on its own folder', async () => {
    const closures = tempSite();
    try {
      closures.write(
        'docs-gen.config.ts',
        [
          'const mark = (label) => () => (tree) => {',
          "  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'ran:' + label }] });",
          '};',
          "export default { title: 'Closures', content: [{ path: 'docs', remarkPlugins: [mark('docs')] }], blog: { remarkPlugins: [mark('blog')] } };",
          '',
        ].join('\n'),
      );
      closures.write('docs/index.md', '# Home\n\nDocs.\n');
      closures.write('blog/2024-01-02-a.md', '---\ntitle: A\nauthors: []\n---\n\nA post.\n');
      const result = await runDocsGenAsync(['build', closures.dir, '--quiet']);
      expect(result.code, result.stderr).toBe(0);
      expect(marks(closures.read('build/index.html'))).toEqual(['docs']);
      expect(marks(closures.read('build/blog/2024/01/02/a/index.html'))).toEqual(['blog']);
    } finally {
      closures.cleanup();
    }
  });

  it('are refused at their key when one is not a function', async () => {
    const bad = tempSite();
    try {
      bad.write('docs-gen.config.ts', "export default { title: 'Bad', blog: { remarkPlugins: ['remark-math'] } };\n");
      bad.write('docs/index.md', '# Home\n');
      bad.write('blog/2024-01-02-a.md', '---\ntitle: A\n---\n\nA.\n');
      const result = await runDocsGenAsync(['build', bad.dir, '--quiet']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs-gen\.config\.ts:1:\d+/);
      expect(result.stderr).toContain('blog.remarkPlugins.0');
      expect(result.stderr).toContain('a plugin is a function');
    } finally {
      bad.cleanup();
    }
  });
});
