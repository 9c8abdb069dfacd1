import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocsGenError } from '../../src/errors/DocsGenError.js';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import { codeBodies } from '../../src/markdown/fencedBlocks.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { repoRoot } from '../helpers/site.js';

// Pages are parsed with the lines inside their fenced blocks blank, and the code put back after parsing
// (fencedBlocks.ts, remarkCodeBodies.ts). Whatever the page, the result must be what parsing it as written
// gives: these pages hold the places where a line reading and the parser could disagree.

const F = '```';
const PAGES: Record<string, string> = {
  'top level, with options and magic comments': `# Code\n\n${F}bash title="a.sh" {2}\necho one\necho two\n${F}\n\n${F}js\n// highlight-next-line\nconst a = 1;\n\n\n${F}\n`,
  'in list items, nested, with blank lines': `1. First:\n\n   ${F}python\n   def f():\n\n       return 1\n   ${F}\n\n2. Second:\n   - nested:\n\n     ~~~yaml\n     a: 1\n     ~~~\n`,
  'a line less indented than its list item ends the item': `- Item:\n\n  ${F}bash\n  echo in\necho out\n  ${F}\n\nAfter.\n`,
  'spaces-only lines in an indented block': `- Item:\n\n  ${F}text\n  a\n      \n  b\n  ${F}\n`,
  'indented in JSX, with a shorter line': `<div>\n    ${F}js\n    const x = 1;\n  const y = 2;\n    ${F}\n</div>\n`,
  'tabs in the code and around the closing fence': `${F}go\nfunc main() {\n\tfmt.Println("tab")\n}\n${F}\t\n\n${F}go\n\tx := 1\n\t${F}\n`,
  'a longer fence holding a shorter one': `${F}\`markdown\n${F}js\ninside();\n${F}\n${F}\`\n`,
  'a tilde fence holding backticks': `~~~md\n${F}\nnot a closing fence for tildes\n~~~\n`,
  'an empty block and a block of blank lines': `${F}js\n${F}\n\n${F}sql\n\n\n${F}\n`,
  'a fence left open to the end': `Text.\n\n${F}js\nconst open = true;\n\nmore();\n`,
  'in a blockquote': `> ${F}bash\n> echo quoted\n> ${F}\n\n${F}bash\necho after\n${F}\n`,
  'in a comment, which is not a code block': `<!--\n${F}js\ncommented();\n${F}\n-->\n\n${F}js\nshown();\n${F}\n`,
  'inline code that looks like a fence': `A ${F}js${F} span.\n\n${F}js\nreal();\n${F}\n`,
  'an admonition and tabs around code': `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n:::tip Title\n${F}bash\necho tip\n${F}\n:::\n\n<Tabs>\n<TabItem value="a">\n\n${F}js\na();\n${F}\n\n</TabItem>\n</Tabs>\n`,
  'character references and escapes in code': `${F}html\n&amp; \\* <b>{x}</b>\n${F}\n`,
};

/** The compiled page, or the error it fails with, as plain data. */
function compile(page: string) {
  return compileMarkdown(page, path.join(repoRoot, 'tests', 'fixtures', 'code-bodies.mdx'), repoRoot).then(
    (compiled) => ({ compiled }),
    (error: DocsGenError) => ({ error: { ...error, message: error.message } }),
  );
}

describe('parsing pages with their code blanked', () => {
  afterEach(() => {
    delete process.env.DOCS_GEN_BLANK_CODE;
  });

  for (const [name, page] of Object.entries(PAGES)) {
    it(`compiles the page as written: ${name}`, async () => {
      const blanked = await compile(page);
      process.env.DOCS_GEN_BLANK_CODE = '0';
      const written = await compile(page);
      expect(blanked).toEqual(written);
      expect('compiled' in written, JSON.stringify(written)).toBe(true);
    });
  }

  it('blanks the blocks a line reading is sure of, keeping every line in place', () => {
    const page = preprocessMarkdown(PAGES['in list items, nested, with blank lines']);
    const { text, bodies } = codeBodies(page);
    expect(text.split('\n')).toHaveLength(page.split('\n').length);
    expect(bodies.map((b) => [b.open, b.close, b.value])).toEqual([
      [3, 7, 'def f():\n\n    return 1'],
      [12, 14, 'a: 1'],
    ]);
    // Left as written: a line less indented than the item ends it, and so ends the block with it.
    expect(codeBodies(preprocessMarkdown(PAGES['a line less indented than its list item ends the item'])).bodies).toEqual([]);
    expect(codeBodies(preprocessMarkdown(PAGES['spaces-only lines in an indented block'])).bodies).toEqual([]);
  });

  it('reports a page error at the same place either way', async () => {
    const page = `${F}js\nfine();\n${F}\n\n<div>\n\n{unclosed\n`;
    const blanked = await compile(page);
    process.env.DOCS_GEN_BLANK_CODE = '0';
    const written = await compile(page);
    // At the brace never closed, past the code block, whose lines were blank when the page was first parsed.
    expect('error' in blanked && [blanked.error.line, blanked.error.column]).toEqual([7, 1]);
    expect(blanked).toEqual(written);
  });

  it('compiles the OGC pages with the most code as written', async () => {
    const dir = path.join(repoRoot, 'site', 'docs');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    // The pages with the most blanked blocks, which hold the most of the places a line reading could go wrong:
    // compiling every page of the site twice took a tenth of the suite's CPU.
    const pages = files
      .map((file) => {
        const page = fs.readFileSync(path.join(dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (m) => m.replace(/[^\n]/g, ' '));
        return { file, page, blocks: codeBodies(preprocessMarkdown(page)).bodies.length };
      })
      .sort((a, b) => b.blocks - a.blocks || a.file.localeCompare(b.file))
      .slice(0, PAGES_COMPARED);
    let blankedBlocks = 0;
    for (const { file, page, blocks } of pages) {
      blankedBlocks += blocks;
      delete process.env.DOCS_GEN_BLANK_CODE;
      const blanked = await compileMarkdown(page, path.join(dir, file), repoRoot, [], repoRoot, path.join(repoRoot, 'site', 'static'));
      process.env.DOCS_GEN_BLANK_CODE = '0';
      const written = await compileMarkdown(page, path.join(dir, file), repoRoot, [], repoRoot, path.join(repoRoot, 'site', 'static'));
      expect(blanked, file).toEqual(written);
    }
    expect(blankedBlocks).toBeGreaterThan(60);
  });
});

/** OGC pages compiled both ways. */
const PAGES_COMPARED = 8;
