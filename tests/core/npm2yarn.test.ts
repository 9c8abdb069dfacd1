import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

const PAGE = [
  '# Install',
  '',
  '```bash npm2yarn title="Terminal"',
  'npm install --save-dev jest',
  '```',
  '',
  'A block without the mark stays one block:',
  '',
  '```bash',
  'npm run test',
  '```',
  '',
].join('\n');

/** Tabs of the commands of a block marked `npm2yarn`, per package manager, as Docusaurus's remark-plugin-npm2yarn makes them. */
describe('npm2yarn code blocks', () => {
  const site = tempSite();
  const tabsOf = (html: string) =>
    [...articleOf(html).matchAll(/<div role="tabpanel"[^>]*data-value="(\w+)"[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => [m[1], textOf(m[2]).replace(/^Terminal\s*/, '')]);
  let first = '';
  let second = '';

  beforeAll(async () => {
    site.write('docs/index.md', PAGE);
    site.write('docs-gen.config.mjs', "export default { title: 'NY' };\n");
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.stderr).toBe('');
    first = site.read('build/index.html');
    // Another config, the page unchanged: the cached compile must not be taken.
    site.write('docs-gen.config.mjs', "export default { title: 'NY', npm2yarn: { sync: true, converters: ['bun'] } };\n");
    const rebuilt = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(rebuilt.stderr).toBe('');
    second = site.read('build/index.html');
  }, 60_000);
  afterAll(() => site.cleanup());

  it('shows the commands for npm, Yarn, pnpm and Bun in tabs, each block keeping its title', () => {
    expect(tabsOf(first)).toEqual([
      ['npm', 'npm install --save-dev jest'],
      ['yarn', 'yarn add --dev jest'],
      ['pnpm', 'pnpm add --save-dev jest'],
      ['bun', 'bun add --dev jest'],
    ]);
    expect(articleOf(first).match(/class="tab">[^<]*</g)).toEqual(['class="tab">npm<', 'class="tab">Yarn<', 'class="tab">pnpm<', 'class="tab">Bun<']);
    expect(articleOf(first).match(/<div class="code-title">Terminal<\/div>/g)).toHaveLength(4);
    // Tabs of their own unless `sync`, and the unmarked block as it is.
    expect(first).not.toContain('data-group-id="npm2yarn"');
    expect(articleOf(first).match(/<div class="code-block"/g)).toHaveLength(5);
  });

  it('takes the converters and `sync` from the config', () => {
    expect(tabsOf(second)).toEqual([
      ['npm', 'npm install --save-dev jest'],
      ['bun', 'bun add --dev jest'],
    ]);
    expect(second).toContain('<div class="tabs" data-tabs="true" data-group-id="npm2yarn">');
  });
});

describe('npm2yarn: false', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('leaves a block marked npm2yarn one code block, its marker for a site plugin of its own', async () => {
    site.write('docs/index.md', PAGE);
    site.write('docs-gen.config.mjs', "export default { title: 'NY', npm2yarn: false };\n");
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const article = articleOf(site.read('build/index.html'));
    expect(article).not.toContain('role="tabpanel"');
    expect(textOf(article)).toContain('npm install --save-dev jest');
    expect(textOf(article)).not.toContain('yarn add');
  });
});
