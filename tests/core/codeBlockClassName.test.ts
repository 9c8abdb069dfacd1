import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A home page's feature shows code with `<CodeBlock language="js" className={styles.code}>`: Docusaurus puts the
 * class on the block's container, where the site's CSS module sizes and places it (a smaller font, pushed to the
 * bottom of its column). The theme dropped the class, so the code kept the page's size and overflowed its box.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Code classes' });\n");
  site.write(
    'src/pages/index.js',
    [
      "import Layout from '@theme/Layout';",
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      'export default function Home() {',
      '  return (',
      '    <Layout title="Home">',
      '      <CodeBlock language="js" className="feature-code small">{"const answer = 42;"}</CodeBlock>',
      '      <CodeBlock className="language-sh shell-sample">{"npm install"}</CodeBlock>',
      '      <CodeBlock className="element-code"><span className="made">made by hand</span></CodeBlock>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write('docs/intro.md', '# Intro\n\n```js\nconst fenced = true;\n```\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('the className of a CodeBlock component', () => {
  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("goes on the block's container beside the theme's class, as Docusaurus puts it on its container", () => {
    const html = site.read('build/index.html');
    expect(html).toContain('<div class="code-block feature-code small" data-language="js">');
    // A `language-x` class names the language; the others go on the block.
    expect(html).toContain('<div class="code-block shell-sample" data-language="sh">');
    expect(html).toMatch(/<div class="code-block element-code" data-language="[^"]+"><pre class="shiki" tabindex="0"><code><span class="made">/);
  });

  it('leaves fenced code blocks as they were', () => {
    expect(site.read('build/intro/index.html')).toContain('<div class="code-block" data-language="js">');
  });
});
