import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The PostCSS plugins a site's Docusaurus plugin lists (`configurePostCss`, as Tailwind is added to a site): its
 * stylesheets go through them, as under Docusaurus's bundler. Before, the method was not run, and a Tailwind site's
 * `@tailwind utilities` made no rules.
 */
describe("the site's PostCSS plugins", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  // Two PostCSS plugins, written as PostCSS takes them: one rewrites a value, one makes rules at an at-rule, as
  // Tailwind makes its utilities at `@tailwind utilities`.
  const PLUGIN = [
    "module.exports = function styles(context, options) {",
    '  return {',
    "    name: 'styles',",
    '    configurePostCss(postcssOptions) {',
    "      postcssOptions.plugins.push({ postcssPlugin: 'brand', Declaration(decl) { if (decl.value === 'brand') decl.value = options.brand; } });",
    '      postcssOptions.plugins.push({',
    "        postcssPlugin: 'utilities',",
    '        AtRule: {',
    '          utilities(rule, { Rule, Declaration }) {',
    "            if (options.broken) throw new Error('no content folder to scan');",
    "            rule.replaceWith(new Rule({ selector: '.mt-4', nodes: [new Declaration({ prop: 'margin-top', value: '1rem' })] }));",
    '          },',
    '        },',
    '      });',
    '      return postcssOptions;',
    '    },',
    '  };',
    '};',
    '',
  ].join('\n');

  const config = (options: string) => `import styles from './plugins/styles.cjs';\n\nexport default { title: 'Styled', customCss: 'src/css/custom.css', plugins: [[styles, ${options}]] };\n`;

  it("put the site's stylesheets through them, those its components import too", async () => {
    site.write('plugins/styles.cjs', PLUGIN);
    site.write('src/css/custom.css', '.hero { color: brand; }\n\n@utilities;\n');
    site.write('src/pages/about.module.css', '.banner { background: brand; }\n');
    site.write('src/pages/about.tsx', "import styles from './about.module.css';\n\nexport default function About() {\n  return <p className={styles.banner}>About</p>;\n}\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs-gen.config.ts', config("{ brand: '#123456' }"));
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const css = site.read(`build/${/href="\/(assets\/css\/[^"]+\.css)"/.exec(site.read('build/index.html'))![1]}`);
    expect(css).toContain('.hero{color:#123456}');
    expect(css).toContain('.mt-4{margin-top:1rem}');
    expect(css).not.toContain('color:brand');
    // The CSS module the React page imports.
    expect(css).toMatch(/\.[\w-]*banner[\w-]*\{background:#123456\}/);
  });

  it('report a plugin that throws at the stylesheet, and a syntax error at its line', async () => {
    site.write('docs-gen.config.ts', config("{ brand: '#123456', broken: true }"));
    const thrown = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toMatch(/^error \S*src\/css\/custom\.css {2}A PostCSS plugin the site's plugins list threw on this stylesheet: no content folder to scan$/m);
    site.write('docs-gen.config.ts', config("{ brand: '#123456' }"));
    site.write('src/css/custom.css', '.hero { color: brand;\n\n.other { margin: 0 }\n');
    const syntax = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/^error \S*src\/css\/custom\.css:1:1 {2}PostCSS: Unclosed block$/m);
  });
});
