import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { gfmParser, gfmPartsOf, remarkGfmParts } from '../../src/markdown/plugins/remarkGfmParts.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { quickParse } from '../../src/markdown/quickParse.js';
import { collectDescriptions } from '../helpers/descriptions.js';
import { repoRoot } from '../helpers/site.js';

/** The tree micromark gives a page as docs-gen parses it (MDX, with the GFM parts the text may use), as plain data. */
function micromarkTree(source: string): unknown {
  const processor = createProcessor({ format: 'mdx', remarkPlugins: [[remarkGfmParts, gfmPartsOf(source)]] });
  return JSON.parse(JSON.stringify(processor.parse(new VFile({ value: source }))));
}

const quickTree = (source: string) => {
  const tree = quickParse(source);
  return tree && JSON.parse(JSON.stringify(tree));
};

/** Pages in the part of Markdown quickParse reads: each block and span, alone, together, at the ends of the file. */
const READ = [
  '',
  '\n\n',
  'One paragraph.',
  'One paragraph.\n',
  '\n\n\nAfter blank lines (front matter left blank).\n\n\n',
  'Two lines\nof one paragraph.\n\nAnd a second, with digits 1 2 3, (parens), "quotes", \'apostrophes\', #hash, $dollar and 50% + 1 = 2 - 1.',
  'Non-ASCII text: café, naïve, 東京, — and …, ¹ footnote mark.',
  'A `code span`, ``one with ` a backtick``, `` `spaced` `` and `<html> {braces} & \\escapes_ *stars*`.',
  'A [link](./other.md), [another](/docs/page/#anchor) and [external](https://example.com/a?b=1_d~e*f).',
  'A link with `code` in its text: [`ogc vm`](../cli/vm.md), and [text `and code`](page.md#x).',
  'Some **bold text**, **bold at the end.** and (**in parens**), **Note:** this.',
  'Some __bold__ and _emphasis_, snake_case_names, OGC_API_KEY and [_link_](x.md), an __init__ method.',
  '**Bold** starts the paragraph\nand **another** line, with *emphasis*, *some more.* and (*in parens*) [*in a link*](x.md).',
  '# Title\n\nText.',
  '## Second level\n### Third `code` level\n#### Fourth [link](a.md)\n##### Fifth **bold**\n###### Sixth',
  '##    Spaces before the text',
  '```\nno language\n```',
  '```bash\necho "$HOME" | tr a-z A-Z\n```',
  '```bash title="run.sh" {2,4-5} showLineNumbers\nline 1\n\n  indented <b>{x}</b> & \\\n```',
  '```js\n```\n\n~~~python title="t.py"\n```\nnot a close\n```\n~~~',
  '````md\n```js\ninner\n```\n````\n```text\ncode\n   ```   ',
  '| a | b |\n| --- | --- |\n| 1 | 2 |',
  '| Left | Center | Right | None |\n| :--- | :----: | ---: | --- |\n| `a` | **b** | [c](c.md) | d e f |\n|x|y|z|w|',
  '| one |\n| - |',
  '<Admonition type="tip" title="Good to know">\nInside, with a [link](x.md).\n</Admonition>',
  '<Admonition type="note">\n## A heading inside\n\nTwo paragraphs.\n\n```bash\ncode\n```\n\n| a |\n| - |\n| 1 |\n</Admonition>\n\nAfter.',
  '<Admonition type="warning" title="Outer">\n<Admonition type="danger" title="Inner">\nDeep.\n</Admonition>\n</Admonition>',
  'Para\n\n<Admonition type="info">\n</Admonition>',
  '- one `a`\n- two [x](y.md)\n- **three**\n\n1. first\n2. second\n\n3) third\n\n* star\n+ plus',
  '- loose\n\n- list\n\n\n- of three\n\nAfter.',
  '007. From seven\n8. then eight\n- then bullets',
  '- an item\n  that goes on\n  over `three` lines\n- and one more\n\n10. ordered\n    on two lines',
  '> A quote\n> on two lines with **bold** and [a link](x.md).\n>\n> A second paragraph.\n\n> Another quote.',
  'Text ![An image](./img/a.png) and ![alt](b.svg).\n\n![Alone](c.png)\n\n---\n\n***\n\n___\n\nEnd.',
  'Escapes: \\*not emphasis\\*, \\_x\\_, \\[not a link\\], \\<b\\>, \\{x\\}, a \\| b, C:\\path and 1\\. item.\n\\# Not a heading',
  'References: &amp; &lt;b&gt; &copy; &#169; &#xA9; &#0; &nbsp;x, AT&T, &bogus; and &#35; [&amp; in a link](a.md).\n&nbsp;starts a line.',
  '## A &amp; B \\* C\n\n- item &amp; more\n\n> quote &lt;x&gt;',
  'Uses @babel/core and `@scope/pkg`, (@mention) and @ alone.',
  '<Admonition type="tip">\n- a list\n- inside\n</Admonition>',
  '<Tabs groupId="os">\n<TabItem value="linux" label="Linux" default>\n\nText.\n\n</TabItem>\n<TabItem value=\'mac\' label="macOS">\n```bash\nbrew install x\n```\n</TabItem>\n</Tabs>',
  '<Regions only="eu" />\n\n<Spacer/>\n\n<details>\n\nHidden.\n</details>',
  'Text <Badge tone="beta">Beta</Badge> and <Icon name="gpu" /> with <kbd>Ctrl</kbd>, <b>x `y` [z](z.md)</b>.\n\n- item <Badge>New</Badge>',
  '| a | b |\n| - | - |\n| <Badge>x</Badge> | y |',
  '<details>\n<summary>Tag and text on a line</summary>\n</details>',
  '<Cards>\n<Card title="A" href="/a/">Text `a`.</Card>\n<Card title="B">Text **b**.</Card>\n</Cards>',
  'Text\n<Badge>New</Badge> on the next line, [**bold link**](x.md) and ¹ marks.\n\n¹ A note.',
  '<Details>\n<summary>Troubleshooting</summary>\n\nText.\n</Details>\n\n<Badge tone="beta">Beta</Badge> and text',
  'Text.\n\n{/* A comment */}\n\n{/* One\nspanning lines */}\n\nMore.',
  '\n\nimport Tabs from "@theme/Tabs";\nimport {A, B as C} from \'./x\';\n\nText.\n\nexport const meta = {a: 1};\n\n<Tabs>\n<A />\n</Tabs>',
];

/** Pages with something quickParse leaves to micromark: any of it makes the whole page micromark's. */
const OUTSIDE = [
  'A single * star and a_b_ c.',
  'Underscores _at_the edge.',
  'A *star*text and text*star*.',
  '***bold and emphasis***',
  'A ~strike~ and ~~through~~.',
  'An <b>element</b>, a <Component /> and a {expression}.',
  'A hard break\\\nnext line.',
  'Escaped www\\.example.com and user&#64;example.com are links once decoded.',
  '| a \\| b | c |\n| - | - |',
  '[a\\](b)',
  '**a\\*b**',
  'Hard break  \nnext line.',
  'Hard break\\\nnext line.',
  'A www.example.com literal, https://example.com bare and someone@example.com.',
  '![`code` alt](a.png)',
  '![alt](<a b.png>)',
  'Text\n---',
  '* * *',
  'A [reference][ref] and a [shortcut].\n\n[ref]: https://example.com',
  'A footnote[^1].\n\n[^1]: Note.',
  'A [link](<with spaces>) and [titled](url "Title").',
  '- item\n   indented further',
  '- item\n continued less',
  '> quote\nlazy line',
  '> quote\n> > nested',
  '>quote without a space',
  '> - list in a quote',
  'A mail: someone@example.com.',
  '- item\nlazy',
  '- item\n  - nested',
  '- item\n\n  second paragraph',
  '-  two spaces',
  '- ',
  '- [ ] task',
  '- # heading in an item',
  'Text <Badge tone={"expr"}>x</Badge>.',
  'Text <Badge {...props} />.',
  'Text <my-el a="1" />, <a.b />, <x:y />, <>fragment</>.',
  'Text <Badge>never closed.',
  'Text <Badge>one <Badge>two</Badge></Badge>.',
  'Text <Badge a="&amp;">x</Badge>.',
  '<Tabs>\nnever closed',
  '<Tabs>\n</Tabs>\nRight after.',
  '<Regions />\nRight after.',
  '<Tabs> trailing',
  '<Icon /> <Icon />',
  'Text\n<Icon /> <Icon />',
  '    indented code',
  '  indented paragraph',
  'Setext\n======',
  'Setext\n------',
  'Text right before\n```bash\ncode\n```',
  'Paragraph\n# Heading without a blank line',
  'Paragraph\n| a |\n| - |',
  '| a | b |\n| - | - |\n| only one |',
  '| a |\n| - |\n| `a|b` |',
  '| a |\n| - |\n|  |',
  '| a |\n| - |\nlazy row',
  '# Closed heading #',
  '#',
  '#NoSpace',
  '```bash\nnever closed',
  '```js `tick`\ncode\n```',
  '``` a\\_b\ncode\n```',
  'import the page and read it: not ESM, an error of the page.',
  'Text\nimport x from "y";',
  '{/* comment */}\nText right after.',
  '{1 + }',
  '<Admonition type="tip" title={"Formatted `title`"}>\nText.\n</Admonition>',
  '<Admonition type="tip">\nNever closed.',
  '</Admonition>',
  '<Admonition type="tip">\nText.\n</Admonition>\nRight after.',
  'Windows\r\nline endings.',
  'A tab\there.',
  'Trailing space ',
  '[^not a link](x.md)',
  '[](empty.md)',
];

describe('quickParse', () => {
  it('gives the pages it reads the tree micromark gives them, node for node and position for position', () => {
    for (const source of READ) {
      const quick = quickTree(source);
      expect(quick, source).toBeDefined();
      expect(quick, source).toEqual(micromarkTree(source));
    }
  });

  it('leaves any page with something else in it to micromark', () => {
    for (const source of OUTSIDE) expect(quickParse(source), source).toBeUndefined();
  });

  it('reads pages preprocessed from Docusaurus syntax (admonitions written with `:::`) as micromark does', () => {
    const source = preprocessMarkdown(':::tip Good to know\nText with a [link](a.md).\n:::\n\n:::note\n:::\n\n:::warning[Careful]\n**Do not** do this.\n:::\n');
    expect(quickTree(source)).toBeDefined();
    expect(quickTree(source)).toEqual(micromarkTree(source));
  });

  it('reads every page of the bench’s synthetic site, as micromark does', async () => {
    const { synthesizeSite } = (await import(path.join(repoRoot, 'bench', 'synthesize.mjs'))) as { synthesizeSite: (dir: string, pages: number) => void };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-parse-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    synthesizeSite(dir, 40);
    const files = fs.readdirSync(path.join(dir, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(files.length).toBe(40);
    for (const file of files) {
      // Front matter is blanked, lines kept, before a page is parsed.
      const text = fs.readFileSync(path.join(dir, 'docs', file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
      const source = preprocessMarkdown(text);
      expect(quickTree(source), file).toEqual(micromarkTree(source));
    }
  });

  it('reads the test fixtures’ pages it takes as micromark does', () => {
    const root = path.join(repoRoot, 'tests', 'fixtures');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    let read = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
      const source = preprocessMarkdown(text);
      const quick = quickTree(source);
      if (!quick) continue;
      read++;
      expect(quick, file).toEqual(micromarkTree(source));
    }
    expect(read).toBeGreaterThan(20);
  });

  it('reads CommonMark pages (`markdownFormat`) without JSX or ESM, which are HTML and text there', () => {
    expect(quickParse('A paragraph with `code`.', 'md')).toEqual(quickParse('A paragraph with `code`.', 'mdx'));
    for (const source of ['Text <b>bold</b>.', '<details>\n\nText.\n</details>', 'import x from "y";']) {
      expect(quickParse(source, 'mdx'), source).toBeDefined();
      expect(quickParse(source, 'md'), source).toBeUndefined();
    }
  });

  it('reads the descriptions of an OpenAPI document and a CLI spec it takes as CommonMark with GFM does', () => {
    const texts = ['site/api/openapi.yaml', 'site/cli/ogc.yaml'].flatMap((file) => collectDescriptions(load(fs.readFileSync(path.join(repoRoot, file), 'utf8'))));
    let read = 0;
    for (const text of texts) {
      const tree = quickParse(text, 'md');
      if (!tree) continue;
      read++;
      expect(JSON.parse(JSON.stringify(tree)), text).toEqual(JSON.parse(JSON.stringify(gfmParser(text).parse(new VFile({ value: text })))));
    }
    expect(read).toBeGreaterThan(100);
  });

  it('gives random pages made of what it reads, and of what is near it, the tree micromark gives them', () => {
    // A seeded generator, so a failure names a page that fails again.
    let seed = 20261203;
    const random = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
    const WORDS = ['text', 'GPU', 'a', '1', 'x_y', '_em_', '*em*', '**b**', '__b__', '`c`', '` c `', '[l](u.md)', '[**l**](/a/#b)', '[`k`](k.md)', '<B>t</B>', '<I />', '<B x="1">y</B>', '@x', 'é', '(p)', '"q"', '#', '-', '1.', '!', ':', '**N:**', '*e.*', '_a_b', 'a_', '__x__y', '(**p**)', '[_i_](i.md)', '![i](i.png)', '\\*', '\\_', '&amp;', '&#35;', 'A&T', '\\\\', '\\a', '2*3', 'a**b**', '**a**b', '*a*.', '**a** **b**', '***x***', '`a``b`', 'a@b.co'];
    const text = (n = 6) => Array.from({ length: 1 + Math.floor(random() * n) }, () => pick(WORDS)).join(pick([' ', ' ', ' ', '']));
    const paragraph = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => text()).join('\n');
    const BLOCKS = [
      paragraph,
      paragraph,
      () => `${'#'.repeat(1 + Math.floor(random() * 6))} ${text(4)}`,
      () => {
        const marker = pick(['-', '*', '+', '1.', '3)']);
        const item = () => `${marker} ${text(4)}${random() < 0.3 ? `\n${' '.repeat(marker.length + 1)}${text(3)}` : ''}`;
        return Array.from({ length: 1 + Math.floor(random() * 3) }, item).join(pick(['\n', '\n\n']));
      },
      () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => `> ${text(4)}`).join(pick(['\n', '\n>\n'])),
      () => `| ${text(2)} | ${text(2)} |\n| ${pick(['---', ':-', '-:', ':-:'])} | --- |\n| ${text(2)} | ${text(2)} |`,
      () => `${pick(['```', '```js', '```bash title="t" {1}', '~~~py'])}\n${text()}\n${pick(['```', '~~~', '````'])}`,
      () => `<Admonition type="${pick(['tip', 'note'])}"${random() < 0.5 ? ' title="T"' : ''}>\n${paragraph()}\n</Admonition>`,
      () => `<Tabs>\n<TabItem value="a"${random() < 0.5 ? ' default' : ''}>\n\n${paragraph()}\n\n</TabItem>\n</Tabs>`,
      () => pick(['---', '***', '<X />', '<Y a="b" /> <Y />', '{/* c */}', 'import A from "a";', `<details>\n\n${text()}\n</details>`]),
    ];
    let read = 0;
    for (let n = 0; n < 3000; n++) {
      const page = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(BLOCKS)()).join(pick(['\n\n', '\n\n', '\n'])) + pick(['', '\n']);
      const quick = quickTree(page);
      if (!quick) continue;
      read++;
      expect(quick, page).toEqual(micromarkTree(page));
    }
    expect(read).toBeGreaterThan(150);
  });

  it('leaves every page to micromark with DOCS_GEN_QUICK_PARSE=0', () => {
    process.env.DOCS_GEN_QUICK_PARSE = '0';
    try {
      expect(quickParse('One paragraph.')).toBeUndefined();
    } finally {
      delete process.env.DOCS_GEN_QUICK_PARSE;
    }
    expect(quickParse('One paragraph.')).toBeDefined();
  });
});
