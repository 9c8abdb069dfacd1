import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf } from '../helpers/html.js';
import { buildSites, repoRoot, runDocsGenAsync, tempSite } from '../helpers/site.js';

const PAGE = ['# Flow', '', '```mermaid', 'graph TD;', '  A-->B;', '```', '', '```bash', 'echo "still code"', '```', ''].join('\n');
const MERMAID = fs.readFileSync(createRequire(path.join(repoRoot, 'package.json')).resolve('mermaid/dist/mermaid.min.js'));

/** Docusaurus's `markdown.mermaid`: `mermaid` blocks become diagrams drawn in the browser (tests/e2e/runtime/mermaid.test.ts). */
describe('Mermaid diagrams', () => {
  const site = tempSite();
  let off = '';
  let offScripts: string[] = [];
  let on = '';
  let onScripts: string[] = [];

  const scripts = () => fs.readdirSync(path.join(site.dir, 'build', 'assets', 'js'));

  beforeAll(async () => {
    site.write('docs/index.md', PAGE);
    site.write('docs/drawn.mdx', "import Mermaid from '@theme/Mermaid';\n\n# Drawn\n\n<Mermaid value={'graph LR;\\n  C-->D;'} />\n");
    site.write('docs-gen.config.mjs', "export default { title: 'MD' };\n");
    const plain = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(plain.stderr).toBe('');
    off = site.read('build/index.html');
    offScripts = scripts();
    // The page unchanged, diagrams turned on: the cached compile must not be taken.
    site.write('docs-gen.config.mjs', "export default { title: 'MD', mermaid: true };\n");
    const drawn = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(drawn.stderr).toBe('');
    on = site.read('build/index.html');
    onScripts = scripts();
  }, 60_000);
  afterAll(() => site.cleanup());

  it('leaves a `mermaid` block highlighted code, and publishes no Mermaid, unless the config turns diagrams on', () => {
    expect(articleOf(off)).toContain('<div class="code-block" data-language="mermaid">');
    expect(articleOf(off)).not.toContain('data-mermaid');
    expect(offScripts.filter((name) => name.startsWith('mermaid.'))).toEqual([]);
  });

  it('turns the block into a diagram holding its source, and leaves other blocks code', () => {
    const article = articleOf(on);
    expect(article).toContain('<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source" data-language="mermaid">graph TD;\n  A--&gt;B;</pre></div>');
    expect(article).not.toContain('data-language="mermaid">graph TD;\n  A--&gt;B;\n');
    expect(article).toContain('<div class="code-block" data-language="bash">');
  });

  it('draws `@theme/Mermaid` as it draws a block, as theme-mermaid gives it to site code', () => {
    expect(articleOf(site.read('build/drawn/index.html'))).toContain(
      '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source" data-language="mermaid">graph LR;\n  C--&gt;D;</pre></div>',
    );
  });

  it('publishes Mermaid under a content-hashed name, the one the runtime asks for', () => {
    const [file, ...more] = onScripts.filter((name) => name.startsWith('mermaid.'));
    expect(more).toEqual([]);
    expect(file).toMatch(/^mermaid\.[0-9a-f]{10}\.js$/);
    expect(fs.readFileSync(path.join(site.dir, 'build', 'assets', 'js', file)).equals(MERMAID)).toBe(true);
    const runtime = onScripts.filter((name) => !name.startsWith('mermaid.')).map((name) => site.read(`build/assets/js/${name}`));
    expect(runtime.some((code) => code.includes(JSON.stringify(file)))).toBe(true);
  });

  it('gives llms.txt readers the diagram as a `mermaid` block', () => {
    expect(site.read('build/index.md')).toContain('```mermaid\ngraph TD;\n  A-->B;\n```');
  });
});

/**
 * A site's MDXComponents that maps `pre` (React Native's, copied from Docusaurus's): the diagram is Docusaurus's
 * `mermaid` element, which the map's `mermaid` draws, or the theme's when it names none; its source was a plain
 * `<pre>`, which the site's `pre` made a code block of, and the diagram was never drawn.
 */
describe("Mermaid diagrams with a site's MDXComponents", () => {
  const named = tempSite();
  const unnamed = tempSite();
  const diagram = '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source" data-language="mermaid">graph TD;\n  A--&gt;B;</pre></div>';
  const pre = 'const Pre = ({ children }) => <div className="site-pre">{children}</div>;\n\n';

  beforeAll(async () => {
    for (const site of [named, unnamed]) {
      site.write('docs/index.md', PAGE);
      site.write('docs-gen.config.mjs', "export default { title: 'MD', mermaid: true };\n");
    }
    named.write('src/theme/MDXComponents.js', `import Mermaid from '@theme/Mermaid';\n\n${pre}export default { pre: Pre, mermaid: Mermaid };\n`);
    unnamed.write('src/theme/MDXComponents.js', `${pre}export default { pre: Pre };\n`);
    await buildSites(named, unnamed);
  }, 60_000);
  afterAll(() => {
    named.cleanup();
    unnamed.cleanup();
  });

  it("draws the diagram with the map's `mermaid`, or the theme's, its source out of the map's `pre`", () => {
    for (const site of [named, unnamed]) {
      const article = articleOf(site.read('build/index.html'));
      expect(article).toContain(diagram);
      expect(article).toContain('<div class="site-pre">');
    }
  });
});
