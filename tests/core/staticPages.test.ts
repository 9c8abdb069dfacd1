import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import type { CompiledMarkdown } from '../../src/markdown/types.js';

// Which pages take the fast path (kept as elements, rendered without compiled MDX) and which keep their
// compiled code. That both render the same bytes is shown by tests/core/identity.test.ts.

let dir: string;
const compile = (body: string, name = 'page.mdx'): Promise<CompiledMarkdown> => compileMarkdown(body, path.join(dir, 'docs', name), dir);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-static-'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', '_part.md'), 'A partial with **text**.\n');
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pages with no code in them', () => {
  it('keeps Markdown, comments, admonitions and JSX with literal attributes as elements, with the components it uses', async () => {
    const page = await compile(
      '# Title\n\n<!-- note -->\n\n:::tip Good\nText {/* aside */}.\n:::\n\n<Tabs values={[{label: "A", value: -1}]}>\n<TabItem value="a" default>\n\nA\n\n</TabItem>\n</Tabs>\n',
    );
    expect(page.code).toBe('');
    const body = page.tree!;
    expect(body.imports).toEqual([]);
    expect(body.nodes[0]).toEqual({ name: 'h1', kind: 'markdown', props: { id: 'title' }, children: ['Title'] });
    const tabs = body.nodes.find((n) => typeof n === 'object' && n.name === 'Tabs');
    expect(tabs).toMatchObject({ kind: 'component', at: [9, 1], props: { values: [{ label: 'A', value: -1 }] } });
    expect(JSON.stringify(body)).not.toContain('note');
    expect(page.components.map((c) => `${c.name}@${c.line}:${c.column}`)).toEqual(['Admonition@5:1', 'Tabs@9:1', 'TabItem@10:1']);
  });

  it('renders imported components from their import, in the order the page loads them', async () => {
    const page = await compile("import Tabs from '@theme/Tabs';\nimport * as All from '@theme/TabItem';\n\n<Tabs><All.default value=\"a\">A</All.default></Tabs>\n");
    expect(page.tree?.imports).toEqual([0, 1]);
    expect(page.tree?.nodes[0]).toMatchObject({ name: 'Tabs', kind: 'import', from: [0, 'default'], children: [{ name: 'All.default', kind: 'import', from: [1, null] }] });
    // Imported components are not among those the site must provide.
    expect(page.components).toEqual([]);
  });

  it('takes an import written inside an element as MDX does, hoisted: its component is no component the site must provide', async () => {
    const page = await compile("<details><summary>\nMore\n\n</summary>\n\nimport Part from './_part.md'\n\n<Part />\n\n</details>\n");
    expect(page.tree?.imports).toEqual([0]);
    expect(page.tree?.nodes[0]).toMatchObject({ name: 'details', children: [expect.anything(), { name: 'Part', kind: 'import', from: [0, 'default'] }] });
    expect(page.components).toEqual([]);
  });

  it('leaves pages with code in them, and partials, to compiled MDX', async () => {
    const withCode = [
      'Sum: {1 + 1}\n',
      '<Box title={name} />\n',
      '<Box {...props} />\n',
      'export const x = 1;\n\n# X\n',
      '<>fragment</>\n',
      'Written by {frontMatter.author}.\n',
    ];
    for (const body of withCode) {
      const page = await compile(body);
      expect(page.tree, body).toBeUndefined();
      expect(page.code, body).toContain('_jsx');
    }
    const withPartial = await compile("import Part from './_part.md';\n\n<Part />\n");
    expect(withPartial.tree?.imports).toEqual([0]);
    const partial = Object.values(withPartial.partials)[0];
    expect(partial.code).toContain('_jsx');
  });
});

describe('the highlighter, started only for pages that hold code', () => {
  it('highlights fences in blockquotes and list items, their languages loaded, as it highlights any other', async () => {
    const quoted = JSON.stringify(await compile('> ```js\n> const a = 1;\n> ```\n', 'quoted.md'));
    const listed = JSON.stringify(await compile('1. ```js\n   const a = 1;\n   ```\n', 'listed.md'));
    const plain = JSON.stringify(await compile('```js\nconst a = 1;\n```\n', 'plain.md'));
    const block = /<pre class=\\"shiki[^]*?<\/pre>/;
    expect(quoted).toMatch(block);
    expect(quoted.match(block)?.[0]).toBe(plain.match(block)?.[0]);
    expect(listed.match(block)?.[0]).toBe(plain.match(block)?.[0]);
  });
});
