import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite, type RunResult } from '../helpers/site.js';
import { outsideCode } from './outsideCode.js';

/** Every file under a folder with its bytes, to prove a build left it alone. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.set(child, fs.readFileSync(path.join(dir, child), 'base64'));
    }
  };
  walk('');
  return files;
}

const SITE = 'https://docs.example.com/base';

describe('Markdown outputs of a fixture site', () => {
  const site = tempSite('llms-site');
  let build: RunResult;
  let sources: Map<string, string>;
  const out = (rel: string) => site.read(path.join('build', rel));

  beforeAll(async () => {
    sources = snapshot(site.dir);
    build = await runDocsGenAsync(['build', site.dir]);
  });
  afterAll(() => site.cleanup());

  it('builds and leaves the sources untouched', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const after = snapshot(site.dir);
    for (const [file, bytes] of sources) expect(after.get(file), file).toBe(bytes);
  });

  it('writes each page as Markdown at <route>index.md, rendered from the page', () => {
    const md = out('guide/features/index.md');
    expect(md.startsWith('# Features tour\n\n')).toBe(true);
    // The component rendered its value; no JSX and no import line survive.
    expect(md).toContain('The small plan costs **$1.25/hour** and the large one **$12.50/hour**.');
    expect(outsideCode(md)).not.toMatch(/<Price|<Tabs|<TabItem|^import |^export /m);
    expect(md).toContain('```ts\nexport const config');
    // Tabs: labelled sections in order, each with its code block, language and title kept.
    expect(md).toContain('## Install\n\n**npm**\n\n```bash title="install.sh"\nnpm install widget\n```\n\n**Yarn**\n\n```bash\nyarn add widget\n```');
    // Admonitions: quotes naming their type, and the custom title.
    expect(md).toContain('> **Warning:** Widgets are sharp. Handle with care.');
    expect(md).toContain('> **Tip: Pro tip**\n>\n> Use `widget --fast` for speed.');
    expect(md).toContain("```ts\nexport const config = { size: 'large' };\n```");
    // Internal links are absolute URLs under the base URL; anchors kept.
    expect(md).toContain(`See [the basics](${SITE}/), [the options](${SITE}/reference/options/#flags) and [this section](${SITE}/guide/features/#install).`);
    expect(md).toContain('| Option | Default |\n| --- | --- |\n| `size` | `small` |');
    // Theme chrome stays out.
    expect(md).not.toMatch(/Copy page|Direct link|Version: |On this page|Next\b.*»/);
  });

  it('links each page to its Markdown and shows a Copy page button', () => {
    const html = out('guide/features/index.html');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/base/guide/features/index.md"/>');
    expect(html).toMatch(/<div class="copy-page" data-copy-page="\/base\/guide\/features\/index.md" hidden=""><button type="button" class="copy-page-button">/);
    expect(out('404.html')).not.toContain('text/markdown');
  });

  it('writes llms.txt: title, summary, then a section per sidebar and category linking every page', () => {
    expect(out('llms.txt')).toBe(
      [
        '# Llms Docs',
        '',
        '> Docs for people and machines',
        '',
        'Everything about the Widget service.',
        '',
        '## Guides',
        '',
        `- [Welcome](${SITE}/index.md): Start here.`,
        '',
        '## Guides › Guide',
        '',
        `- [Features tour](${SITE}/guide/features/index.md): Every construct in one page.`,
        `- [Later steps](${SITE}/guide/later/index.md): Nothing else to do.`,
        '',
        '## Reference',
        '',
        `- [Options](${SITE}/reference/options/index.md): All the options.`,
        '',
      ].join('\n'),
    );
    // Every link names a file the build wrote.
    for (const [, url] of out('llms.txt').matchAll(/\]\((https:[^)]+)\)/g)) {
      expect(site.exists(path.join('build', url.slice(SITE.length))), url).toBe(true);
    }
    // Unlisted pages have their Markdown but are not listed.
    expect(site.exists('build/secret/index.md')).toBe(true);
    expect(out('llms.txt')).not.toContain('Secret');
  });

  it('writes llms-full.txt: every page in sidebar order, each with its title and URL', () => {
    const full = out('llms-full.txt');
    const titles = [...full.matchAll(/^# (.+)\n\nURL: (.+)$/gm)].map((m) => [m[1], m[2]]);
    expect(titles).toEqual([
      ['Welcome', `${SITE}/`],
      ['Features tour', `${SITE}/guide/features/`],
      ['Later steps', `${SITE}/guide/later/`],
      ['Options', `${SITE}/reference/options/`],
    ]);
    expect(full).toContain(out('guide/later/index.md').split('\n').slice(1).join('\n'));
  });

  it('writes the same Markdown on a rebuild from the cache, and the new text after an edit', async () => {
    const before = out('llms-full.txt');
    expect((await runDocsGenAsync(['build', site.dir])).code).toBe(0);
    expect(out('llms-full.txt')).toBe(before);
    expect((await runDocsGenAsync(['build', site.dir, '--no-cache'])).code).toBe(0);
    expect(out('llms-full.txt')).toBe(before);
    site.write('docs/guide/later.md', '---\nsidebar_position: 2\n---\n\n# Later steps\n\nNow with **more** to do.\n');
    expect((await runDocsGenAsync(['build', site.dir])).code).toBe(0);
    expect(out('guide/later/index.md')).toBe('# Later steps\n\nNow with **more** to do.\n');
    expect(out('llms-full.txt')).toContain('Now with **more** to do.');
  });
});

describe('turning the Markdown outputs off or leaving sections out', () => {
  const configWith = (llms: string) => (site: ReturnType<typeof tempSite>) =>
    site.write('docs-gen.config.ts', site.read('docs-gen.config.ts').replace("llms: { description: 'Everything about the Widget service.' },", `llms: ${llms},`));

  it('llms.enabled: false writes none of them, and pages have no link or button', async () => {
    const site = tempSite('llms-site');
    try {
      configWith('{ enabled: false }')(site);
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(0);
      expect(site.exists('build/guide/features/index.html')).toBe(true);
      for (const file of ['llms.txt', 'llms-full.txt', 'index.md', 'guide/features/index.md']) expect(site.exists(`build/${file}`), file).toBe(false);
      const html = site.read('build/guide/features/index.html');
      expect(html).not.toContain('text/markdown');
      expect(html).not.toContain('copy-page');
    } finally {
      site.cleanup();
    }
  });

  it('llms.exclude leaves out a sidebar by id and a route prefix', async () => {
    const site = tempSite('llms-site');
    try {
      configWith("{ exclude: ['reference', '/guide/later/'] }")(site);
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(0);
      expect(site.exists('build/reference/options/index.md')).toBe(false);
      expect(site.exists('build/guide/later/index.md')).toBe(false);
      expect(site.exists('build/guide/features/index.md')).toBe(true);
      const llms = site.read('build/llms.txt');
      expect(llms).not.toContain('Reference');
      expect(llms).not.toContain('Later steps');
      expect(site.read('build/llms-full.txt')).not.toContain('# Options');
      expect(site.read('build/reference/options/index.html')).not.toContain('copy-page');
    } finally {
      site.cleanup();
    }
  });

  it('rejects an unknown llms key, naming it', async () => {
    const site = tempSite('llms-site');
    try {
      configWith('{ enable: false }')(site);
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stdout + result.stderr).toMatch(/docs-gen\.config\.ts:\d+:\d+ .*llms.*enable/);
      expect(site.exists('build')).toBe(false);
    } finally {
      site.cleanup();
    }
  });
});
