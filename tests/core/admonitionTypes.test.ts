import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Admonitions of a site's own keywords, as Docusaurus sites add them: `admonitions.keywords` in the config (the
 * docs option in Docusaurus), and an `Admonition/Types` override mapping each keyword to a component, which gets
 * `type`, `title` and the content as `children`. Before, `:::release` was left as a paragraph of text.
 */
const site = tempSite();
const only = tempSite();
let build: RunResult;
let onlyBuild: RunResult;

const PAGE = `# Home

:::release Version 2.0
Shipped **today**.
:::

:::release[Version **2.1**]
Rich title.
:::

:::unmapped
A keyword with no component.
:::

:::note
The theme's own note.
:::

:::tip
Replaced by the site.
:::

:::prompt
Ask this.
:::

:::warning
Careful.
:::

:::defaulted
With the type's own title.
:::
`;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', markdownFormat: 'detect', admonitions: { keywords: ['release', 'unmapped', 'prompt', 'defaulted'] } });\n");
  site.write('docs/index.mdx', PAGE);
  // The same keywords in a page read as CommonMark.
  site.write('docs/plain.md', '# Plain\n\n:::release <b>Now</b>\nIn CommonMark.\n:::\n');
  site.write(
    'src/components/Release.jsx',
    "export default function Release({ type, title, children }) {\n  return <section className={`release release-${type}`}><h3>{title ?? 'Release'}</h3>{children}</section>;\n}\n",
  );
  site.write(
    'src/theme/Admonition/Types.js',
    "import AdmonitionTypes from '@theme-original/Admonition/Types';\nimport Release from '@site/src/components/Release';\nimport Prompt from '@site/src/components/Prompt';\n\nfunction Tip(props) {\n  return <div className=\"site-tip\"><AdmonitionTypes.info {...props} /></div>;\n}\n\nfunction Defaulted(props) {\n  return <AdmonitionTypes.warning title=\"Its own title\" {...props} />;\n}\n\nexport default { ...AdmonitionTypes, release: Release, tip: Tip, prompt: Prompt, defaulted: Defaulted };\n",
  );
  // A type of the site's made of the theme's parts, as Docusaurus sites make theirs; and a keyword's component replaced.
  site.write(
    'src/components/Prompt.jsx',
    "import AdmonitionLayout from '@theme/Admonition/Layout';\nimport IconInfo from '@theme/Admonition/Icon/Info';\n\nexport default function Prompt(props) {\n  return <AdmonitionLayout {...props} icon={<IconInfo />} title={props.title ?? 'Prompt'} className=\"alert alert--prompt\" />;\n}\n",
  );
  site.write('src/theme/Admonition/Type/Warning.js', "import Warning from '@theme-original/Admonition/Type/Warning';\n\nexport default function SiteWarning(props) {\n  return <div className=\"site-warning\"><Warning {...props} /></div>;\n}\n");
  only.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', admonitions: { keywords: ['release'], extendDefaults: false } });\n");
  only.write('docs/index.md', PAGE);
  [build, onlyBuild] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', only.dir, '--quiet'])]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  only.cleanup();
});

describe('admonitions of the site’s own keywords', () => {
  it('render the component the site’s Admonition/Types maps the keyword to, with its type, title and content', () => {
    expect(build.code).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<section class="release release-release"><h3>Version 2.0</h3><p>Shipped <strong>today</strong>.</p></section>');
    // A title in Markdown reaches the component formatted.
    expect(html).toContain('<section class="release release-release"><h3>Version <strong>2.1</strong></h3><p>Rich title.</p></section>');
    expect(html).not.toContain(':::');
  });

  it('draw a keyword with no component as info, with a warning at the keyword in the config, and the theme’s own keywords as the theme draws them or as the site replaced them', () => {
    // The only warning of the build.
    expect(build.stderr).toMatch(/^warning \S*docs-gen\.config\.ts:3:\d+ {2}The admonition keyword "unmapped" has no component in Admonition\/Types: its admonitions are drawn as info\. Add it in src\/theme\/Admonition\/Types[^\n]*\n$/);
    const html = site.read('build/index.html');
    expect(html).toMatch(/<aside class="admonition admonition-info" aria-label="Info"><p class="admonition-heading">(?:(?!<\/aside>)[\s\S])*<p>A keyword with no component.<\/p><\/div><\/aside>/);
    expect(html).toMatch(/<aside class="admonition admonition-note" aria-label="Note">[\s\S]*?<p>The theme&#x27;s own note.<\/p>/);
    // The site's tip wraps the theme's info component, which draws it as info.
    expect(html).toMatch(/<div class="site-tip"><aside class="admonition admonition-info" aria-label="Info">[\s\S]*?<p>Replaced by the site.<\/p><\/div><\/aside><\/div>/);
  });

  it("draw a site's type made of the theme's layout and icon, and a keyword whose component the site replaced", () => {
    const html = site.read('build/index.html');
    expect(html).toContain(
      '<aside class="admonition admonition-note alert alert--prompt" aria-label="Prompt"><p class="admonition-heading"><span class="admonition-icon"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01"',
    );
    expect(html).toMatch(/Prompt<\/p><div class="admonition-content"><p>Ask this.<\/p><\/div><\/aside>/);
    expect(html).toMatch(/<div class="site-warning"><aside class="admonition admonition-warning" aria-label="Warning">[\s\S]*?<p>Careful.<\/p><\/div><\/aside><\/div>/);
    // A type's own title, given before the props as Docusaurus's types give their defaults, stands when the admonition has none.
    expect(html).toMatch(/<aside class="admonition admonition-warning" aria-label="Its own title"><p class="admonition-heading"><svg[^>]*>[\s\S]*?<\/svg>Its own title<\/p><div class="admonition-content"><p>With the type&#x27;s own title.<\/p>/);
  });

  it('work in pages read as CommonMark', () => {
    expect(site.read('build/plain/index.html')).toContain('<section class="release release-release"><h3>&lt;b&gt;Now&lt;/b&gt;</h3><p>In CommonMark.</p></section>');
  });

  it('replace the theme’s keywords with extendDefaults: false, whose blocks are then directives of no admonition', () => {
    expect(onlyBuild.code).toBe(0);
    const html = only.read('build/index.html');
    // Without an Admonition/Types entry the site's keyword is drawn as info; `:::note` is a plain <div>, as in Docusaurus.
    expect(html).toMatch(/<aside class="admonition admonition-info" aria-label="Version 2.0">/);
    expect(html).toContain('<div><p>The theme&#x27;s own note.</p></div>');
    expect(html).not.toMatch(/aria-label="Note"|:::/);
    expect(onlyBuild.stderr).toMatch(/^warning \S*docs\/index\.md:15:1 {2}Unknown directive ":::note": it is shown as a plain <div>/m);
  });

  it('are checked in the config', async () => {
    const bad = tempSite();
    try {
      bad.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'Kit',\n  admonitions: { keywords: ['two words'] },\n});\n");
      bad.write('docs/index.md', '# Home\n');
      const result = await runDocsGenAsync(['build', bad.dir, '--quiet']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs-gen\.config\.ts:5:29 .*a keyword is letters, digits, "-" and "_", starting with a letter/);
    } finally {
      bad.cleanup();
    }
  });
});
