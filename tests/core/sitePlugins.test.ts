import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's own remark and rehype plugins (the config's `remarkPlugins` and `rehypePlugins`), as a Docusaurus site
 * adds `remark-math` and `rehype-katex` to its docs: before, there was no such key, and their syntax stayed text.
 * The plugins here are the site's own files: a remark plugin with options, and a rehype plugin that takes the
 * code blocks of one language for its own before docs-gen highlights code, as rehype-katex takes math.
 */
const site = tempSite();
let first: RunResult;

const REMARK = `export default function remarkShout(options = {}) {
  return (tree) => {
    const walk = (node) => {
      if (node.type === 'text') node.value = node.value.replace(/==([^=]+)==/g, (_, text) => text.toUpperCase() + (options.mark ?? '!'));
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`;

const REHYPE = `export default function rehypeMath() {
  return (tree) => {
    const walk = (node) => {
      (node.children ?? []).forEach((child, i) => {
        const code = child.tagName === 'pre' ? child.children?.[0] : undefined;
        if (code?.tagName === 'code' && String(code.properties.className).includes('language-math')) {
          node.children[i] = { type: 'element', tagName: 'span', properties: { className: ['math-display'] }, children: [{ type: 'text', value: code.children[0].value.trim() }] };
        } else walk(child);
      });
    };
    walk(tree);
  };
}
`;

const configWith = (mark: string) =>
  [
    "import { defineConfig } from 'docs-gen';",
    "import remarkShout from './plugins/remarkShout.mjs';",
    "import rehypeMath from './plugins/rehypeMath.mjs';",
    '',
    `export default defineConfig({ title: 'Plugins', remarkPlugins: [[remarkShout, { mark: '${mark}' }]], rehypePlugins: [rehypeMath] });`,
    '',
  ].join('\n');

const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

beforeAll(async () => {
  site.write('plugins/remarkShout.mjs', REMARK);
  site.write('plugins/rehypeMath.mjs', REHYPE);
  site.write('docs-gen.config.ts', configWith('!'));
  site.write('docs/index.md', '# Home\n\nSay ==hello== now.\n\n```math\nE = mc^2\n```\n\n```js\nconst a = 1;\n```\n');
  site.write('docs/other.mdx', '# Other\n\nAlso ==here==.\n');
  first = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe("a site's own remark and rehype plugins", () => {
  it('run on every page, remark plugins with their options, rehype plugins before code is highlighted', () => {
    expect(first.code, first.stderr).toBe(0);
    const html = article(site.read('build/index.html'));
    expect(html).toContain('<p>Say HELLO! now.</p>');
    expect(html).toContain('<span class="math-display">E = mc^2</span>');
    expect(html).not.toContain('language-math');
    expect(html).toMatch(/<div class="code-block" data-language="js">/);
    expect(article(site.read('build/other/index.html'))).toContain('<p>Also HERE!.</p>');
  });

  it('compile the pages again when their options change, cache or not', async () => {
    site.write('docs-gen.config.ts', configWith('?'));
    const again = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    expect(article(site.read('build/index.html'))).toContain('<p>Say HELLO? now.</p>');
  });

  it("written for Docusaurus's loader, find their files with __dirname and require.resolve", async () => {
    // Docusaurus runs its config's TypeScript modules as CommonJS, so a site's plugin file may use both.
    const own = tempSite();
    try {
      own.write('words.txt', 'from the file\n');
      own.write(
        'remarkWords.ts',
        [
          "import fs from 'node:fs';",
          '',
          "const words = fs.readFileSync(require.resolve('./words.txt'), 'utf8').trim() + ' in ' + __dirname.split(/[\\\\/]/).pop();",
          '',
          'export default function remarkWords() {',
          "  return (tree: { children: { children?: { type: string; value?: string }[] }[] }) => {",
          "    for (const node of tree.children) for (const child of node.children ?? []) if (child.type === 'text') child.value = child.value?.replace('@@', words);",
          '  };',
          '}',
          '',
        ].join('\n'),
      );
      own.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport remarkWords from './remarkWords';\n\nexport default defineConfig({ title: 'Words', remarkPlugins: [remarkWords] });\n");
      own.write('docs/index.md', '# Home\n\nSay @@.\n');
      const result = await runDocsGenAsync(['build', own.dir, '--quiet']);
      expect(result.code, result.stderr).toBe(0);
      expect(article(own.read('build/index.html'))).toContain(`<p>Say from the file in ${own.dir.split(/[\\/]/).pop()}.</p>`);
    } finally {
      own.cleanup();
    }
  });

  it("in another folder than the config's, have __dirname, __filename and require.resolve of their own", async () => {
    const own = tempSite();
    try {
      own.write('plugins/words.txt', 'beside the plugin\n');
      own.write(
        'plugins/remarkBeside.js',
        [
          "const fs = require('node:fs');",
          "const path = require('node:path');",
          '',
          "const words = `${fs.readFileSync(path.join(__dirname, 'words.txt'), 'utf8').trim()} (${path.basename(__filename)}, ${path.relative(__dirname, require.resolve('./words.txt'))})`;",
          '',
          'module.exports = () => (tree) => {',
          "  for (const node of tree.children) for (const child of node.children ?? []) if (child.type === 'text') child.value = child.value.replace('@@', words);",
          '};',
          '',
        ].join('\n'),
      );
      own.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport remarkBeside from './plugins/remarkBeside.js';\n\nexport default defineConfig({ title: 'Beside', remarkPlugins: [remarkBeside] });\n");
      own.write('docs/index.md', '# Home\n\nSay @@.\n');
      const result = await runDocsGenAsync(['build', own.dir, '--quiet']);
      expect(result.code, result.stderr).toBe(0);
      expect(article(own.read('build/index.html'))).toContain('<p>Say beside the plugin (remarkBeside.js, words.txt).</p>');
    } finally {
      own.cleanup();
    }
  });

  it("in beforeDefaultRemarkPlugins run before docs-gen's own steps: a `# Title` one adds is the page's title, its one h1", async () => {
    // As a plugin importing a changelog's Markdown does, whose `# Changelog` Docusaurus then takes as the title.
    const own = tempSite();
    try {
      own.write(
        'plugins/remarkTitle.mjs',
        "export default function remarkTitle() {\n  return (tree) => {\n    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: 'Changelog' }] });\n  };\n}\n",
      );
      own.write(
        'plugins/rehypeMark.mjs',
        "export default function rehypeMark() {\n  return (tree) => {\n    for (const node of tree.children) if (node.tagName === 'h1') node.properties.dataMarked = 'yes';\n  };\n}\n",
      );
      const configWith = (key: string) =>
        `import { defineConfig } from 'docs-gen';\nimport remarkTitle from './plugins/remarkTitle.mjs';\nimport rehypeMark from './plugins/rehypeMark.mjs';\n\nexport default defineConfig({ title: 'T', ${key}: [remarkTitle], beforeDefaultRehypePlugins: [rehypeMark] });\n`;
      own.write('docs/releases.md', 'What changed.\n\n## v1\n');
      own.write('docs-gen.config.ts', configWith('beforeDefaultRemarkPlugins'));
      const before = await runDocsGenAsync(['build', own.dir, '--quiet']);
      expect(before.code, before.stderr).toBe(0);
      const html = own.read('build/releases/index.html');
      expect(article(html).match(/<h1\b[^>]*>/g)).toEqual(['<h1 id="changelog" data-marked="yes">']);
      expect(html).toContain('<title>Changelog | T</title>');
      // Among the plugins run after docs-gen's, it adds a heading after the page got its title from the file name.
      own.write('docs-gen.config.ts', configWith('remarkPlugins'));
      const after = await runDocsGenAsync(['build', own.dir, '--quiet']);
      expect(after.code, after.stderr).toBe(0);
      expect(article(own.read('build/releases/index.html')).match(/<h1\b[^>]*>/g)).toHaveLength(2);
    } finally {
      own.cleanup();
    }
  });

  it('are refused at the key when one is not a function', async () => {
    const bad = tempSite();
    try {
      bad.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'Bad',\n  remarkPlugins: ['remark-math'],\n});\n");
      bad.write('docs/index.md', '# Home\n');
      const result = await runDocsGenAsync(['build', bad.dir, '--quiet']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs-gen\.config\.ts:5:\d+ .*remarkPlugins\.0.*a plugin is a function/);
    } finally {
      bad.cleanup();
    }
  });
});

/**
 * A site's remark plugin that waits, on one page, for another page to be compiled (electron's API pages wait for
 * the structure pages they preview, as Docusaurus's bundler compiles all pages at once). Compiled one after the
 * other, the first page waited for ever (the site's own backstop timed out).
 */
describe('a remark plugin waiting on another page', () => {
  const other = tempSite();
  afterAll(() => other.cleanup());

  it('gets it: pages with site plugins are compiled side by side', async () => {
    other.write(
      'plugins/preview.mjs',
      [
        'const pages = new Map();',
        'const pageOf = (name) => {',
        '  if (!pages.has(name)) { let resolve; const promise = new Promise((r) => (resolve = r)); pages.set(name, { promise, resolve }); }',
        '  return pages.get(name);',
        '};',
        'export default function preview() {',
        '  return async (tree, file) => {',
        "    const name = file.path.split('/').pop().replace(/\\.md$/, '');",
        "    const first = tree.children.find((node) => node.type === 'paragraph');",
        "    pageOf(name).resolve(first?.children?.[0]?.value ?? '');",
        '    const texts = [];',
        "    const walk = (node) => { if (node.type === 'text' && node.value.startsWith('PREVIEW:')) texts.push(node); (node.children ?? []).forEach(walk); };",
        '    walk(tree);',
        '    for (const text of texts) {',
        "      const target = text.value.slice('PREVIEW:'.length);",
        "      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${target}`)), 3000).unref());",
        '      text.value = `Preview: ${await Promise.race([pageOf(target).promise, timeout])}`;',
        '    }',
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    other.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport preview from './plugins/preview.mjs';\n\nexport default defineConfig({ title: 'Preview', remarkPlugins: [preview] });\n");
    // `a` comes first, and waits for `b`.
    other.write('docs/a.md', '# A\n\nPREVIEW:b\n');
    other.write('docs/b.md', '# B\n\nThe structure of B.\n');
    const run = await runDocsGenAsync(['build', other.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(other.read('build/a/index.html')).toContain('<p>Preview: The structure of B.</p>');
  });
});

/**
 * A site's remark plugin reading the links of a page (electron's previews of the API structures a page links to):
 * in Docusaurus, links to other pages' files are those pages' URLs by the time the site's plugins run. Here they
 * were still file paths. docs-gen still checks and writes them as before.
 */
describe('links to page files, as a remark plugin sees them', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it("are the pages' URLs, as Docusaurus resolves them before a site's plugins run", async () => {
    site.write(
      'plugins/seen.mjs',
      [
        'export default function seen() {',
        '  return (tree) => {',
        '    const urls = [];',
        "    const walk = (node) => { if (node.type === 'link') urls.push(node.url); (node.children ?? []).forEach(walk); };",
        '    walk(tree);',
        "    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Seen: ${urls.join(' ')}` }] });",
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs-gen.config.ts', "import seen from './plugins/seen.mjs';\n\nexport default { title: 'Seen', baseUrl: '/base/', remarkPlugins: [seen], onBrokenMarkdownLinks: 'warn' };\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs/guide/b.md', '# B\n\n## Part\n');
    site.write('docs/guide/a.md', '# A\n\n[B](./b.md#part), [home](../index.md), [missing](./nope.md) and [out](https://example.com/x.md).\n');
    const run = await runDocsGenAsync(['build', site.dir]);
    expect(run.code, run.stderr).toBe(0);
    const html = site.read('build/guide/a/index.html');
    expect(html).toContain('<p>Seen: /base/guide/b#part /base/ ./nope.md https://example.com/x.md</p>');
    // Written and checked as before.
    expect(html).toContain('<a href="/base/guide/b/#part">B</a>');
    expect(run.stderr).toMatch(/docs\/guide\/a\.md:3:\d+ {2}.*nope\.md/);
  });
});

/**
 * A site's remark plugin that adds an import and the element using it (electron's embed of a fiddle, made with one
 * import node for every page). Added after docs-gen had taken the page's imports, the import was left to MDX, which
 * made it an `await` the page could not run; and rewriting the one node on the first page left the next without it.
 */
describe('imports a remark plugin adds', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('are the pages\' own, on every page, though the plugin adds one node to all', async () => {
    site.write('src/components/Badge.tsx', "export default function Badge() {\n  return <span className=\"badge\">embedded</span>;\n}\n");
    site.write(
      'plugins/embed.mjs',
      [
        "const source = '@site/src/components/Badge';",
        '// One node for every page, as electron makes it.',
        'const importNode = {',
        "  type: 'mdxjsEsm',",
        "  value: `import Badge from '${source}'`,",
        '  data: { estree: { type: \'Program\', sourceType: \'module\', body: [{ type: \'ImportDeclaration\', specifiers: [{ type: \'ImportDefaultSpecifier\', local: { type: \'Identifier\', name: \'Badge\' } }], source: { type: \'Literal\', value: source, raw: `\'${source}\'` }, attributes: [] }] } },',
        '};',
        'export default function embed() {',
        '  return (tree) => {',
        '    // Unless the page imports it itself, as electron tells by the text of its imports.',
        "    if (!tree.children.some((node) => node.type === 'mdxjsEsm' && node.value.includes(source))) tree.children.unshift(importNode);",
        "    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Badge', attributes: [], children: [] });",
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport embed from './plugins/embed.mjs';\n\nexport default defineConfig({ title: 'Embed', remarkPlugins: [embed] });\n");
    site.write('docs/index.md', '# Home\n\nFirst.\n');
    site.write('docs/second.md', '# Second\n\nSecond.\n');
    site.write('docs/third.mdx', "import Badge from '@site/src/components/Badge';\n\n# Third\n\n<Badge />\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    for (const page of ['build/index.html', 'build/second/index.html']) expect(site.read(page)).toContain('<span class="badge">embedded</span>');
    // The page's import of it serves the plugin's element too.
    expect(site.read('build/third/index.html').match(/<span class="badge">embedded<\/span>/g)).toHaveLength(2);
  });
});

/**
 * A site's remark plugin that changes links (electron's makes links to files of its repository, outside the docs,
 * links to them on GitHub): Docusaurus checks the links of the page as rendered. docs-gen reported the links as
 * written, broken, though the page linked to GitHub.
 */
describe('links a remark plugin changes', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('are checked as the plugin left them, at the line they are written', async () => {
    site.write(
      'plugins/repoLinks.mjs',
      [
        'export default function repoLinks() {',
        '  return (tree) => {',
        '    const walk = (node) => {',
        "      if (node.type === 'link' && node.url.startsWith('../repo/')) node.url = 'https://example.com/blob/main/' + node.url.slice('../repo/'.length);",
        "      if (node.type === 'link' && node.url === '/moved/') node.url = '/gone/';",
        '      (node.children ?? []).forEach(walk);',
        '    };',
        '    walk(tree);',
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport repoLinks from './plugins/repoLinks.mjs';\n\nexport default defineConfig({ title: 'Links', remarkPlugins: [repoLinks] });\n");
    site.write('docs/index.md', '# Home\n\nSee [the build file](../repo/BUILD.gn) and [setup](./setup.md).\n');
    site.write('docs/setup.md', '# Setup\n\nBack [home](./index.md).\n');
    const built = await runDocsGenAsync(['build', site.dir]);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr + built.stdout).not.toMatch(/BUILD\.gn/);
    expect(built.stdout).toMatch(/0 warnings/);
    expect(site.read('build/index.html')).toContain('href="https://example.com/blob/main/BUILD.gn"');
    expect(site.read('build/index.html')).toMatch(/href="\/setup\/"/);

    // One it makes broken is reported where it is written.
    site.write('docs/setup.md', '# Setup\n\nBack [home](./index.md).\n\nSee [the moved page](/moved/).\n');
    const broken = await runDocsGenAsync(['build', site.dir]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/docs\/setup\.md:5:5 +Broken link: \/gone\//);
  });
});

describe('a rehype plugin that adds an import', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('builds, the import taken as the page’s own: the tabs it makes of a code block render', async () => {
    // As React Navigation's static-to-dynamic plugin: it imports the theme's tabs where it makes them.
    site.write(
      'plugins/rehypeTabs.mjs',
      [
        'const specifier = (name) => ({ type: "ImportDefaultSpecifier", local: { type: "Identifier", name } });',
        'const declaration = (name, source) => ({ type: "ImportDeclaration", specifiers: [specifier(name)], source: { type: "Literal", value: source, raw: JSON.stringify(source) } });',
        'const attr = (name, value) => ({ type: "mdxJsxAttribute", name, value });',
        'export default function rehypeTabs() {',
        '  return (tree) => {',
        '    tree.children.unshift({ type: "mdxjsEsm", value: "import Tabs from \'@theme/Tabs\';\\nimport TabItem from \'@theme/TabItem\';",',
        '      data: { estree: { type: "Program", sourceType: "module", body: [declaration("Tabs", "@theme/Tabs"), declaration("TabItem", "@theme/TabItem")] } } });',
        '    const item = (value, text) => ({ type: "mdxJsxFlowElement", name: "TabItem", attributes: [attr("value", value), attr("label", value.toUpperCase())],',
        '      children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text }] }] });',
        '    tree.children.push({ type: "mdxJsxFlowElement", name: "Tabs", attributes: [], children: [item("static", "Static config."), item("dynamic", "Dynamic config.")] });',
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport rehypeTabs from './plugins/rehypeTabs.mjs';\n\nexport default defineConfig({ title: 'Tabs', rehypePlugins: [rehypeTabs] });\n");
    site.write('docs/index.md', '# Home\n\nText.\n');
    site.write('docs/other.mdx', '# Other\n\nMore text.\n');
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    for (const route of ['', 'other/']) {
      const html = site.read(`build/${route}index.html`);
      expect(html).toMatch(/<button[^>]*role="tab"[^>]*>STATIC<\/button>/);
      expect(html).toMatch(/<div role="tabpanel"[^>]*>\s*<p>Static config\.<\/p>/);
      expect(html).toContain('Dynamic config.');
    }
  });
});

describe('a remark plugin that adds a code block', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  // As Redux's transpileCodeblocks adds the JavaScript of each TypeScript block: a language the page does not name.
  it('gets it highlighted in its language, on a page with no code of its own and one with code in another language', async () => {
    site.write(
      'plugins/remarkAddJs.mjs',
      "export default function remarkAddJs() {\n  return (tree) => {\n    tree.children.push({ type: 'code', lang: 'python', meta: null, value: 'def added():\\n    return 1' });\n  };\n}\n",
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport remarkAddJs from './plugins/remarkAddJs.mjs';\n\nexport default defineConfig({ title: 'Added', remarkPlugins: [remarkAddJs] });\n");
    site.write('docs/index.md', '# Home\n\nNo code here.\n');
    site.write('docs/typed.md', '# Typed\n\n```ts\nconst a: number = 1;\n```\n');
    const built = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    for (const route of ['', 'typed/']) {
      const html = site.read(`build/${route}index.html`);
      expect(html).toContain('<div class="code-block" data-language="python">');
      // Highlighted: its keyword in a colour of its own.
      expect(html).toMatch(/<span style="color:#D73A49;--shiki-dark:#F97583">def<\/span>/);
    }
  });
});

/**
 * Docusaurus hands a site's Markdown plugins the file's front matter as `file.data.frontMatter` (a page's, or a
 * partial's own when they run on it): a plugin that shows a page's `description` under its heading read it there,
 * and docs-gen, which had not set it, failed every page ("Cannot read properties of undefined").
 */
describe('front matter for a remark plugin', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it("is the page's (a partial's own in the partial) as file.data.frontMatter, and a change to it alone compiles the page again", async () => {
    site.write(
      'plugins/remarkSubtitle.mjs',
      [
        'export default function remarkSubtitle() {',
        '  return (tree, file) => {',
        '    const { subtitle, hideSubtitle } = file.data.frontMatter;',
        '    if (hideSubtitle === true) return;',
        "    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Subtitle: ${subtitle ?? 'none'} (${file.data.compilerName})` }] });",
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport remarkSubtitle from './plugins/remarkSubtitle.mjs';\n\nexport default defineConfig({ title: 'Front matter', beforeDefaultRemarkPlugins: [remarkSubtitle] });\n");
    site.write('docs/index.mdx', "---\nsubtitle: First words\n---\n\nimport Part from './_part.mdx';\n\n# Home\n\n<Part />\n");
    site.write('docs/_part.mdx', '---\nsubtitle: Of the partial\n---\n\nShared text.\n');
    site.write('docs/plain.md', '# Plain\n\nText.\n');
    site.write('docs/hidden.md', '---\nhideSubtitle: true\n---\n\n# Hidden\n\nText.\n');
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const home = article(site.read('build/index.html'));
    expect(home).toContain('<p>Subtitle: First words (server)</p>');
    expect(home).toContain('<p>Subtitle: Of the partial (server)</p>');
    expect(article(site.read('build/plain/index.html'))).toContain('<p>Subtitle: none (server)</p>');
    expect(article(site.read('build/hidden/index.html'))).not.toContain('Subtitle:');

    site.write('docs/index.mdx', "---\nsubtitle: Second words\n---\n\nimport Part from './_part.mdx';\n\n# Home\n\n<Part />\n");
    const again = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    expect(article(site.read('build/index.html'))).toContain('<p>Subtitle: Second words (server)</p>');
  });
});
