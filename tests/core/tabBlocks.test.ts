import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../helpers/html.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

const PAGE = [
  '# Examples',
  '',
  '```js tab',
  "console.log('js');",
  '```',
  '',
  '```ts tab title="hello.ts"',
  "console.log('ts');",
  '```',
  '',
  '```py tab={"label":"Python 3"}',
  "print('py')",
  '```',
  '',
  'A paragraph ends the run.',
  '',
  '```js tab={"span":2} title="A.js"',
  'class A {}',
  '```',
  '',
  '```js title="A.test.js"',
  "test('a');",
  '```',
  '',
  '```py tab',
  'class A: pass',
  '```',
  '',
  '```bash',
  'echo "not a tab"',
  '```',
  '',
].join('\n');

/** Each set of tabs on the page (one line of the HTML): its group, and per tab its value, label and the text of its blocks. */
function tabSets(html: string): { group?: string; tabs: [string, string, string][] }[] {
  return articleOf(html)
    .split('\n')
    .filter((line) => line.startsWith('<div class="tabs"'))
    .map((set) => {
      const labels = new Map([...set.matchAll(/role="tab"[^>]*data-value="([^"]*)" class="tab">([^<]*)</g)].map((m) => [m[1], m[2]]));
      const panels = set.split('<div role="tabpanel"').slice(1);
      return {
        group: /^<div class="tabs" data-tabs="true" data-group-id="([^"]*)"/.exec(set)?.[1],
        tabs: panels.map((panel) => {
          const value = /data-value="([^"]*)"/.exec(panel)?.[1] ?? '';
          const text = textOf(`<${panel}`.replace(/<button[^>]*>[^<]*<\/button>/g, ' ').replace(/<\/(div|pre)>/g, ' '));
          return [value, labels.get(value) ?? '', text.replace(/\s+/g, ' ').trim()] as [string, string, string];
        }),
      };
    });
}

/** Runs of code blocks marked `tab` shown as tabs, as Docusaurus's remark-plugin-tab-blocks makes them. */
describe('tab blocks', () => {
  const site = tempSite();
  let off = '';
  let on = '';
  let bad: RunResult;

  beforeAll(async () => {
    site.write('docs/index.md', PAGE);
    site.write('docs-gen.config.mjs', "export default { title: 'TB' };\n");
    const plain = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(plain.stderr).toBe('');
    off = site.read('build/index.html');
    // The page unchanged, the plugin turned on: the cached compile must not be taken.
    site.write('docs-gen.config.mjs', "export default { title: 'TB', tabBlocks: { labels: { py: 'Python' } } };\n");
    const tabbed = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(tabbed.stderr).toBe('');
    on = site.read('build/index.html');
    site.write('docs/index.md', '# Bad\n\nText.\n\n```js tab={"span":0}\nx\n```\n');
    bad = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);
  afterAll(() => site.cleanup());

  it('leaves blocks marked `tab` as they are unless the config turns tab blocks on', () => {
    expect(articleOf(off)).not.toContain('data-tabs');
    expect(articleOf(off).match(/<div class="code-block"/g)).toHaveLength(7);
  });

  it('makes each run of marked blocks one set of tabs, labelled by language or by the block, a span holding the blocks after it', () => {
    expect(tabSets(on)).toEqual([
      {
        group: 'code-examples',
        tabs: [
          ['js', 'JavaScript', "console.log('js');"],
          ['ts', 'TypeScript', "hello.ts console.log('ts');"],
          ['python-3', 'Python 3', "print('py')"],
        ],
      },
      {
        group: 'code-examples',
        tabs: [
          ['js', 'JavaScript', "A.js class A {} A.test.js test('a');"],
          ['py', 'Python', 'class A: pass'],
        ],
      },
    ]);
    // The block after the run stays a block of its own.
    const bash = articleOf(on).split('\n').filter((line) => line.includes('data-language="bash"'));
    expect(bash).toHaveLength(1);
    expect(bash[0]).toMatch(/^<div class="code-block" data-language="bash">/);
  });

  it('is an error at the block when its tab settings are not a span of 1 or more', () => {
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/docs\/index\.md:5:1 +.*tab settings \{"span":0\} are not a JSON object with a whole-number "span" of 1 or more/);
  });
});
