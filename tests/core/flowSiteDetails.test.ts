import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * What Flow's Docusaurus site does that docs-gen did otherwise: a Copy button labelled `translate({ id, message: '' })`
 * got the id as its label, a navbar item's `activeBasePath: 'try'` never marked it, the navbar's colour mode toggle
 * lost the class the site hides it by on phones, a Markdown page's `wrapperClassName` was dropped, and the component
 * a CodeBlock override renders with (its Copy button's onClick) got no warning that it stays inert.
 */
describe("Flow's site, in the details", () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      [
        "import { defineConfig } from 'docs-gen';",
        '',
        "export default defineConfig({ title: 'Flowish', navbar: { items: [{ label: 'Try', to: '/try/', activeBasePath: 'try' }, { label: 'Docs', to: '/intro/' }] } });",
        '',
      ].join('\n'),
    );
    site.write('docs/intro.md', '# Intro\n\n```js\nconst a = 1;\n```\n');
    site.write('src/pages/try.md', '---\nwrapperClassName: landing-wrapper\n---\n\n# Try\n\nThe playground.\n');
    site.write(
      'src/theme/Navbar/ColorModeToggle/index.js',
      ["import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';", '', 'export default function Toggle() {', '  return <NavbarColorModeToggle className="flow-theme-toggle" />;', '}', ''].join('\n'),
    );
    site.write(
      'src/theme/CodeBlock/index.js',
      ["import CodeBlock from '@theme-original/CodeBlock';", "import CopyLabel from '@site/src/components/CopyLabel';", '', 'export default function Block(props) {', '  return <><CopyLabel /><CodeBlock {...props} /></>;', '}', ''].join('\n'),
    );
    site.write(
      'src/components/CopyLabel.js',
      [
        "import { translate } from '@docusaurus/Translate';",
        '',
        'export default function CopyLabel() {',
        "  return <button type=\"button\" id=\"copy\" aria-label={translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: '' })} onClick={() => {}}>Copy</button>;",
        '}',
        '',
      ].join('\n'),
    );
    build = await runDocsGenAsync(['build', site.dir]);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('labels with an empty message as given, not with its id', () => {
    expect(site.read('build/intro/index.html')).toContain('<button type="button" id="copy" aria-label="">Copy</button>');
  });

  it('warns that the onClick of a component an override renders never runs, at its line', () => {
    expect(build.code).toBe(0);
    expect(build.stderr).toMatch(/warning \S*src\/components\/CopyLabel\.js:4:\d+ {2}onClick never runs/);
    // The override itself is swizzled code: not warned.
    expect(build.stderr).not.toContain('src/theme/');
  });

  it('marks a navbar item active under an activeBasePath written without its slash', () => {
    const nav = /<nav class="navbar[\s\S]*?<\/nav>/.exec(site.read('build/try/index.html'))![0];
    expect(nav).toMatch(/<a [^>]*class="[^"]*active[^"]*"[^>]*>Try<|<a [^>]*aria-current="page"[^>]*>Try</);
    const elsewhere = /<nav class="navbar[\s\S]*?<\/nav>/.exec(site.read('build/intro/index.html'))![0];
    expect(elsewhere).not.toMatch(/aria-current="page"[^>]*>Try</);
  });

  it("keeps the class a site gives the navbar's colour mode toggle", () => {
    expect(site.read('build/intro/index.html')).toMatch(/<div class="flow-theme-toggle"><button type="button" class="theme-toggle"/);
  });

  it("puts a Markdown page's wrapperClassName on its main element", () => {
    expect(site.read('build/try/index.html')).toMatch(/<main id="main" class="main main-wide landing-wrapper"/);
  });
});
