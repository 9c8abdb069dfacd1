import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Components a Docusaurus site keeps in its theme folder under names of its own (`src/theme/Faq.tsx`,
 * `src/theme/Footer/Links/index.js` beside a Footer override), which its pages, components and overrides import as `@theme/Faq`.
 */
describe("a site's own components in its theme folder", () => {
  let site: ReturnType<typeof tempSite>;
  let run: RunResult;
  beforeAll(async () => {
    site = tempSite();
    site.write('docs/index.mdx', "import Faq from '@theme/Faq';\nimport Badge from '@theme/Widgets/Badge';\n\n# Home\n\n<Faq question=\"Why?\" /> <Badge />\n");
    site.write('src/theme/Faq.tsx', "export default function Faq({ question }: { question: string }) {\n  return <dl className=\"faq\"><dt>{question}</dt></dl>;\n}\n");
    site.write('src/theme/Widgets/Badge.tsx', "export default function Badge() {\n  return <span className=\"badge-own\">new</span>;\n}\n");
    // An override and a React page use it too.
    site.write('src/theme/Footer.tsx', "import Faq from '@theme/Faq';\nimport Links from '@theme/Footer/Links';\n\nexport default function Footer() {\n  return <footer className=\"own-footer\"><Faq question=\"In the footer?\" /><Links /></footer>;\n}\n");
    // A swizzled override's parts, kept beside it under the theme component's name (`Footer/Links`).
    site.write('src/theme/Footer/Links/index.js', "export default function FooterLinks() {\n  return <nav className=\"own-links\" />;\n}\n");
    site.write('src/pages/about.tsx', "import Faq from '@theme/Faq';\n\nexport default function About() {\n  return <main><Faq question=\"About?\" /></main>;\n}\n");
    run = await runDocsGenAsync(['build', site.dir]);
  });
  afterAll(() => site.cleanup());

  it('are imported as @theme/Name by pages, overrides and React pages, with no warning', () => {
    expect(run.code, run.stderr).toBe(0);
    const home = site.read('build/index.html');
    expect(home).toContain('<dl class="faq"><dt>Why?</dt></dl>');
    expect(home).toContain('<span class="badge-own">new</span>');
    expect(home).toContain('<footer class="own-footer"><dl class="faq"><dt>In the footer?</dt></dl><nav class="own-links"></nav></footer>');
    expect(site.read('build/about/index.html')).toContain('<dl class="faq"><dt>About?</dt></dl>');
    expect(run.stderr).not.toContain('is not a theme component');
  });

  it('leave a name neither the theme nor the site has an unsupported import, at the import', async () => {
    site.write('docs/index.mdx', "import Nope from '@theme/Nope';\n\n# Home\n\n<Nope />\n");
    const failed = await runDocsGenAsync(['build', site.dir, '-o', 'out-nope']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/docs[/\\]index\.mdx:1:1 +Unsupported import "@theme\/Nope"/);
  });

  it('say, at the import, that an override cannot import Markdown, and what to do instead', async () => {
    const other = tempSite();
    try {
      other.write('docs/index.md', '# Home\n');
      other.write('src/partials/_part.mdx', 'Some **text**.\n');
      other.write('src/theme/Footer.jsx', "import Part from '../partials/_part.mdx';\nexport default function Footer() { return <footer><Part /></footer>; }\n");
      const failed = await runDocsGenAsync(['build', other.dir]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/src[/\\]theme[/\\]Footer\.jsx:1:18 +No loader is configured for "\.mdx" files[^\n]*\n +docs-gen compiles Markdown that pages, components and React pages import, but not Markdown imported by a theme override/);
    } finally {
      other.cleanup();
    }
  });
});
