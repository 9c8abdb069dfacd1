import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * An `MDXComponents/A` of the site's that wraps `@docusaurus/Link`, as Crawlee's site writes it: before, the
 * override's import of `@docusaurus/Link` closed a cycle through the theme's modules, and the build failed
 * ("Cannot read properties of undefined (reading '@docusaurus/Link')").
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Links', url: 'https://acme.test' })};\n`);
  site.write('docs/index.md', '# Home\n\nSee [the guide](https://acme.test/guide/) and [elsewhere](https://example.com/).\n');
  site.write('docs/guide.md', '# Guide\n\nThe guide.\n');
  // Links to the site's own URL become links within it, as the override's site writes its pages' links.
  site.write(
    'src/theme/MDXComponents/A.js',
    [
      "import Link from '@docusaurus/Link';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      '',
      'export default function MDXA({ href, ...props }) {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  const to = href?.startsWith(siteConfig.url) ? href.slice(siteConfig.url.length) : href;',
      '  return <Link data-own="a" to={to} {...props} />;',
      '}',
      '',
    ].join('\n'),
  );
  // A React page's Link stays Docusaurus's Link, not the override.
  site.write('src/pages/links.jsx', "import Link from '@docusaurus/Link';\n\nexport default function Links() {\n  return <Link to=\"/guide/\">Guide</Link>;\n}\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

describe("a site's MDXComponents/A wrapping @docusaurus/Link", () => {
  it("renders the page's links through the override, and Link elsewhere as it is", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const home = site.read('build/index.html');
    expect(home).toContain('<a href="/guide/" data-own="a">the guide</a>');
    expect(home).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer" data-own="a">elsewhere</a>');
    expect(site.read('build/links/index.html')).toContain('<a href="/guide/">Guide</a>');
  });
});
