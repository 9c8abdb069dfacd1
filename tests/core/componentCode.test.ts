import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';
import { request, startDocsGen } from '../serve/processes.js';

/**
 * Code written as Docusaurus's `<CodeBlock>` (a raw import, a string built in the page) is highlighted when the
 * page renders, as a fenced block of the same language and meta is: before, it was shown plain.
 */
const site = tempSite();
const broken = tempSite();
let build: RunResult;
let brokenBuild: RunResult;

const SNIPPET = 'def greet(name):\n    return f"hello {name}"\n';

beforeAll(async () => {
  site.write('docs/snippet.py', SNIPPET);
  // First in the sidebar: the first page to ask for Python, which the highlighter has not loaded then.
  site.write(
    'docs/index.mdx',
    [
      '---\nsidebar_position: 1\n---',
      "import CodeBlock from '@theme/CodeBlock';",
      "import source from '!!raw-loader!./snippet.py';",
      '# Components',
      '<CodeBlock language="python" title="snippet.py">{source}</CodeBlock>',
      '<CodeBlock language="ts" metastring="{2}" showLineNumbers={5}>{`const a = 1;\nconst b = 2;`}</CodeBlock>',
      '<CodeBlock className="language-js">{["// highlight-next-line\\n", "let shown = true;"]}</CodeBlock>',
      '<CodeBlock language="no-such-language">{"plain words"}</CodeBlock>',
      '<CodeBlock language="ts"><span className="given">as written</span></CodeBlock>',
      // Rust is named by no page: only the fence inside this block asks for it.
      '<CodeBlock language="md">{"# Title\\n\\n```rust\\nfn main() {}\\n```"}</CodeBlock>',
      '',
    ].join('\n\n'),
  );
  site.write(
    'docs/fences.md',
    [
      '---\nsidebar_position: 2\n---',
      '# Fences',
      `\`\`\`python title="snippet.py"\n${SNIPPET}\`\`\``,
      '```ts {2} showLineNumbers=5\nconst a = 1;\nconst b = 2;\n```',
      '```js\n// highlight-next-line\nlet shown = true;\n```',
      '',
    ].join('\n\n'),
  );
  broken.write('docs/index.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n# Broken\n\n<CodeBlock language=\"js\" metastring=\"{1-x}\">{'a'}</CodeBlock>\n");
  [build, brokenBuild] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', broken.dir, '--quiet'])]);
}, 60_000);
afterAll(() => {
  site.cleanup();
  broken.cleanup();
});

/** Each `.code-block` of a page's article, in order. */
function codeBlocks(html: string): string[] {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<div class="code-block" data-language="[^"]*">[\s\S]*?<\/button><\/div>/g)].map((m) => m[0]);
}

describe('<CodeBlock>', () => {
  it('is highlighted exactly as the fenced block of the same language, title, lines and line numbers', () => {
    expect(build.code, build.stderr).toBe(0);
    const components = codeBlocks(site.read('build/index.html'));
    const fences = codeBlocks(site.read('build/fences/index.html'));
    expect(fences).toHaveLength(3);
    expect(components.slice(0, 3)).toEqual(fences);
    // Really highlighted: coloured tokens, the title, line 2 marked, lines numbered from 5, the magic comment taken out.
    expect(components[0]).toContain('<div class="code-title">snippet.py</div>');
    expect(components[0]).toMatch(/<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">def<\/span>/);
    expect(components[1]).toContain('counter-reset:line 4');
    expect(components[1]).toMatch(/<span class="line highlighted">.*const.*b/);
    expect(components[2]).toMatch(/<span class="line highlighted">.*let/);
    expect(components[2]).not.toContain('highlight-next-line');
  });

  it('shows a language Shiki does not know as plain text, and elements as they are', () => {
    const components = codeBlocks(site.read('build/index.html'));
    expect(components[3]).toContain('data-language="no-such-language"');
    expect(components[3]).toMatch(/<code><span class="line"><span[^>]*>plain words<\/span><\/span><\/code>/);
    expect(components[4]).toContain('<code><span class="given">as written</span></code>');
  });

  it('highlights the code of fences inside Markdown in their own languages, loaded for it', () => {
    const markdown = codeBlocks(site.read('build/index.html'))[5];
    expect(markdown).toContain('data-language="md"');
    expect(markdown).toMatch(/<span style="[^"]*">fn<\/span>/);
  });

  it('with line ranges that do not parse fails the build at the component', () => {
    expect(brokenBuild.code).toBe(1);
    expect(brokenBuild.stderr).toMatch(/docs\/index\.mdx:5:1 +Rendering failed: .*Invalid line range "1-x"/);
  });

  it('is highlighted in dev too', async () => {
    const dev = await startDocsGen(['dev', site.dir, '--port', '0']);
    try {
      const page = await request(dev.url, '/');
      expect(page.status).toBe(200);
      expect(codeBlocks(page.text).slice(0, 3)).toEqual(codeBlocks(site.read('build/fences/index.html')));
    } finally {
      await dev.stop();
    }
  }, 60_000);
});
