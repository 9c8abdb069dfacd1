import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `usePrismTheme` of `@docusaurus/theme-common`, which site code that lays out code itself reads (Flow's site
 * does, in its code block override): docs-gen highlights with Shiki, so the theme gives plain colours only.
 */
describe('usePrismTheme', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it("gives site code and pages a Prism theme whose plain colours are the code blocks' own", async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Prism' });\n");
    site.write(
      'src/components/Box.js',
      "import { usePrismTheme } from '@docusaurus/theme-common';\n\nexport default function Box({ children }) {\n  const theme = usePrismTheme();\n  return <pre style={theme.plain} data-styles={theme.styles.length}>{children}</pre>;\n}\n",
    );
    site.write(
      'docs/index.mdx',
      "# Home\n\nimport Box from '@site/src/components/Box';\nimport { usePrismTheme } from '@docusaurus/theme-common';\n\nexport const Plain = () => <code>{usePrismTheme().plain.backgroundColor}</code>;\n\n<Box>npm install</Box>\n\n<Plain />\n",
    );
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<pre style="color:var(--dg-text);background-color:var(--dg-code-bg)" data-styles="0">npm install</pre>');
    expect(html).toContain('<code>var(--dg-code-bg)</code>');
  });
});
