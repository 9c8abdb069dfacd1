import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/** Every file of an output folder, by relative path, with the hash of its bytes. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return out;
}

/**
 * A copy of the llms-site fixture with no node_modules, so its cache is under a temporary folder of its own, and
 * a build into `out-<name>` that must succeed quietly, giving the output's hashes.
 */
function llmsSiteBuilds() {
  const site = tempSite('llms-site');
  const out = (name: string) => path.join(site.dir, `out-${name}`);
  const env = { TMPDIR: path.join(site.dir, 'tmp') };
  const build = async (name: string, args: string[] = []) => {
    const result = await runDocsGenAsync(['build', site.dir, '-o', out(name), '--quiet', ...args], undefined, env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return hashes(out(name));
  };
  return { site, out, env, build };
}

describe('the build cache (generated pages)', () => {
  const site = tempSite('cli-basic');
  const out = (name: string) => path.join(site.dir, name);
  let first: Map<string, string>;
  let edited: Map<string, string>;

  // A warm build of an unchanged site is byte-identical to a cold one: tests/core/identity.test.ts.
  beforeAll(async () => {
    const built = await runDocsGenAsync(['build', site.dir, '-o', out('first'), '--quiet']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    site.write('tool.yaml', site.read('tool.yaml').replace('Manage boxes from the command line.', 'Manage crates from the command line.'));
    const result = await runDocsGenAsync(['build', site.dir, '-o', out('edited'), '--quiet']);
    expect(result.code).toBe(0);
    [first, edited] = ['first', 'edited'].map((name) => hashes(out(name)));
  }, 60_000);

  afterAll(() => site.cleanup());

  it('generates the reference again when its spec changes, and indexes the new text', () => {
    expect(first.size).toBeGreaterThan(5);
    const pages = [...edited.keys()].filter((file) => file.endsWith('.html') && edited.get(file) !== first.get(file));
    const text = pages.map((file) => fs.readFileSync(path.join(out('edited'), file), 'utf8')).join('\n');
    expect(text).toContain('Manage crates from the command line.');
    const search = [...edited.keys()].filter((file) => file.startsWith('assets/search/') && !first.has(file));
    expect(search.map((file) => fs.readFileSync(path.join(out('edited'), file), 'utf8')).join('\n')).toContain('crates');
  });
});

describe('the build cache (rendered pages and search index)', () => {
  const { site, out, env, build } = llmsSiteBuilds();
  let warm: Map<string, string>;
  let cold: Map<string, string>;

  // Each edit leaves a page's source unchanged but changes what it renders: the cache must see that.
  beforeAll(async () => {
    fs.mkdirSync(env.TMPDIR);
    await build('first');
    site.write('components/index.tsx', site.read('components/index.tsx').replace('small: 1.25', 'small: 2.75'));
    await build('components');
    site.write('docs/guide/later.md', site.read('docs/guide/later.md').replace('# Later steps', '# Final steps'));
    await Promise.all([build('warm'), build('cold', ['--no-cache'])]);
    [warm, cold] = ['warm', 'cold'].map((name) => hashes(out(name)));
  }, 60_000);

  afterAll(() => site.cleanup());

  it('renders a page again when a component it uses changes', () => {
    expect(site.read('out-first/guide/features/index.html')).toContain('$<!-- -->1.25<!-- -->/hour');
    expect(site.read('out-components/guide/features/index.html')).toContain('$<!-- -->2.75<!-- -->/hour');
  });

  it('renders every page again when another page is renamed, and writes what a cold build writes', () => {
    // The home page did not change, but its sidebar names the renamed page.
    expect(site.read('out-components/index.html')).not.toContain('Final steps');
    expect(site.read('out-warm/index.html')).toContain('<span class="sidebar-label">Final steps</span>');
    const search = [...warm.keys()].filter((file) => file.startsWith('assets/search/'));
    expect(search.map((file) => site.read(path.join('out-warm', file))).join('\n')).toContain('Final steps');
    const differing = [...new Set([...warm.keys(), ...cold.keys()])].filter((file) => warm.get(file) !== cold.get(file));
    expect(differing).toEqual([]);
    expect(warm.size).toBeGreaterThan(10);
  });
});

describe('the build cache (the 404 page)', () => {
  const { site, build } = llmsSiteBuilds();

  afterAll(() => site.cleanup());

  // The sidebar shows its own label, so a new title changes no other page's chrome: only the 404 page's
  // suggestions (the routes and titles written into it) read it.
  it('renders the 404 page again when a title it suggests changes', async () => {
    const later = site.read('docs/guide/later.md').replace('sidebar_position: 2', 'sidebar_position: 2\nsidebar_label: Later');
    site.write('docs/guide/later.md', later);
    await build('before');
    expect(site.read('out-before/404.html')).toContain('Later steps');
    site.write('docs/guide/later.md', later.replace('# Later steps', '# Final steps'));
    await build('after');
    const notFound = site.read('out-after/404.html');
    expect(notFound).toContain('Final steps');
    expect(notFound).not.toContain('Later steps');
  });
});

describe('the build cache (a partial)', () => {
  const { site, build } = llmsSiteBuilds();

  afterAll(() => site.cleanup());

  // The page's own text is unchanged, so its compiled body and render come from the caches unless the partial's
  // stamp reaches both keys.
  it('renders a page again when a partial it imports changes', async () => {
    site.write('docs/_note.mdx', 'A shared note, first edition.\n');
    site.write('docs/guide/noted.mdx', "# Noted\n\nimport Note from '../_note.mdx';\n\n<Note />\n");
    await build('first');
    expect(site.read('out-first/guide/noted/index.html')).toContain('A shared note, first edition.');
    site.write('docs/_note.mdx', 'A shared note, second and longer edition.\n');
    await build('second');
    const page = site.read('out-second/guide/noted/index.html');
    expect(page).toContain('A shared note, second and longer edition.');
    expect(page).not.toContain('first edition');
  });
});

describe("the build cache (the code of the config's functions)", () => {
  const site = tempSite();
  const env = { TMPDIR: path.join(site.dir, 'tmp') };
  const build = async (name: string) => {
    const result = await runDocsGenAsync(['build', site.dir, '-o', path.join(site.dir, `out-${name}`), '--quiet'], undefined, env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return site.read(`out-${name}/index.html`);
  };
  afterAll(() => site.cleanup());

  // Each function's own text is unchanged: only the modules they call are edited, which the caches' keys must see.
  it("compiles and renders pages again when a module a Markdown plugin or a plugin module imports changes", async () => {
    site.write(
      'docs-gen.config.ts',
      "import shout from './src/remark/shout.js';\n\nexport default { title: 'Loud', remarkPlugins: [shout], plugins: ['./src/plugins/banner.js'] };\n",
    );
    site.write('src/remark/shout.js', "import { WORD } from './word.js';\n\nexport default function shout() {\n  return (tree) => {\n    const walk = (node) => {\n      if (node.type === 'text') node.value = node.value.replace('quiet', WORD);\n      for (const child of node.children ?? []) walk(child);\n    };\n    walk(tree);\n  };\n}\n");
    site.write('src/remark/word.js', "export const WORD = 'LOUD';\n");
    site.write('src/plugins/banner.js', "import { TEXT } from './text.js';\n\nexport default function banner() {\n  return { name: 'banner', injectHtmlTags: () => ({ preBodyTags: [`<p class=\"banner\">${TEXT}</p>`] }) };\n}\n");
    site.write('src/plugins/text.js', "export const TEXT = 'first banner';\n");
    site.write('docs/index.md', '# Home\n\nquiet words\n');
    const first = await build('first');
    expect(first).toContain('<p>LOUD words</p>');
    expect(first).toContain('<p class="banner">first banner</p>');
    site.write('src/remark/word.js', "export const WORD = 'SOFT';\n");
    site.write('src/plugins/text.js', "export const TEXT = 'second banner';\n");
    const second = await build('second');
    expect(second).toContain('<p>SOFT words</p>');
    expect(second).toContain('<p class="banner">second banner</p>');
    // Nothing changed: the same page, from the caches.
    expect(await build('third')).toBe(second);
  });
});

describe('the build cache (the rendered HTML file)', () => {
  const { site, env, build } = llmsSiteBuilds();
  /** The site's cache folder (no node_modules: under the temporary folder), and its rendered HTML files. */
  const cacheDir = () => {
    const root = path.join(env.TMPDIR, 'docs-gen-cache');
    const [only] = fs.readdirSync(root);
    return path.join(root, only);
  };
  const htmlFiles = () => fs.readdirSync(cacheDir()).filter((f) => /^render-v\d+-[0-9a-f]+\.html$/.test(f));

  beforeAll(() => fs.mkdirSync(env.TMPDIR));
  afterAll(() => site.cleanup());

  it('keeps one HTML file, replaced when a page renders anew, and renders again from a damaged one', async () => {
    const first = await build('first');
    expect(htmlFiles()).toHaveLength(1);
    const [saved] = htmlFiles();

    // Nothing changed: the HTML file is read, not written again.
    expect(await build('unchanged')).toEqual(first);
    expect(htmlFiles()).toEqual([saved]);

    // Another build of the site writing its files meanwhile (a `check` beside this build): its temporary files are
    // not deleted under it, unless they are old enough to be left behind by a build that was stopped.
    const writing = path.join(cacheDir(), `${saved}.99999-0.tmp`);
    const leftBehind = path.join(cacheDir(), 'render-v2.json.99998-0.tmp');
    fs.writeFileSync(writing, 'half');
    fs.writeFileSync(leftBehind, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(leftBehind, hourAgo, hourAgo);
    site.write('docs/guide/later.md', `${site.read('docs/guide/later.md')}\nOne more line.\n`);
    const edited = await build('edited');
    expect(fs.existsSync(writing)).toBe(true);
    expect(fs.existsSync(leftBehind)).toBe(false);
    fs.rmSync(writing);
    expect(htmlFiles()).toHaveLength(1);
    expect(htmlFiles()).not.toEqual([saved]);
    expect(site.read('out-edited/guide/later/index.html')).toContain('One more line.');

    // Cut short (a full disk, say), the file is not the index's any more: every page renders again.
    const file = path.join(cacheDir(), htmlFiles()[0]);
    fs.writeFileSync(file, fs.readFileSync(file).subarray(0, 1000));
    expect(await build('damaged')).toEqual(edited);
    expect(await build('cold', ['--no-cache'])).toEqual(edited);
    expect(fs.statSync(path.join(cacheDir(), htmlFiles()[0])).size).toBeGreaterThan(1000);
  }, 60_000);
});
