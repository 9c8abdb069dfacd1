import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `PageMetadata` of `@docusaurus/theme-common`, as a swizzled 404 page (src/theme/NotFound) and a landing page
 * set their head with it: the build failed with 'No matching export … for import "PageMetadata"'.
 */
describe('PageMetadata', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', titleDelimiter: '·', url: 'https://kit.test', baseUrl: '/docs/', image: '/img/site-card.png' });\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs/own.md', '---\nimage: /img/own-card.png\n---\n\n# Own card\n');
    // Written without a leading slash, as Docusaurus's useBaseUrl takes it: a path of the site all the same.
    site.write('docs/relative.md', '---\nimage: img/relative-card.png\n---\n\n# Relative card\n');
    site.write(
      'src/theme/NotFound.jsx',
      [
        "import { translate } from '@docusaurus/Translate';",
        "import { PageMetadata } from '@docusaurus/theme-common';",
        '',
        'export default function NotFound() {',
        '  return (',
        '    <>',
        "      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />",
        '      <h1>Lost?</h1>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write(
      'src/pages/about.tsx',
      [
        "import { PageMetadata } from '@docusaurus/theme-common';",
        '',
        'export default function About() {',
        '  return (',
        '    <>',
        '      <PageMetadata title="About" description="Who makes Kit" keywords={["kit", "team"]} image="/img/card.png" />',
        '      <p>We make Kit.</p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    // A page that gives no title, and one whose Layout gives one.
    site.write('src/pages/team-page.jsx', "import Layout from '@theme/Layout';\n\nexport default function Team() {\n  return <Layout><h1>Our team</h1></Layout>;\n}\n");
    // A Layout titled with the site's own title, as many landing pages are: Docusaurus names it once.
    site.write('src/pages/home.jsx', "import Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout title=\" Kit \"><h1>Kit</h1></Layout>;\n}\n");
    site.write('src/pages/jobs.jsx', "import Layout from '@theme/Layout';\n\nexport default function Jobs() {\n  return <Layout title=\"Jobs\"><h1>Open jobs</h1></Layout>;\n}\n");
    // A landing page that writes its own title in parts, from the site's config.
    site.write(
      'src/pages/welcome.jsx',
      [
        "import Head from '@docusaurus/Head';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        '',
        'export default function Welcome() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  return (',
        '    <>',
        '      <Head>',
        '        <title>',
        '          {siteConfig.title} {siteConfig.titleDelimiter} Welcome{siteConfig.missing}',
        '        </title>',
        '      </Head>',
        '      <p>Hi.</p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds a theme override and a page that use it', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('sets the title as Docusaurus formats it, with the config’s titleDelimiter, in place of the theme’s', () => {
    const html = site.read('build/404.html');
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Page Not Found · Kit</title>']);
    expect(html).toContain('<h1>Lost?</h1>');
    // The theme's own pages use the delimiter too.
    expect(site.read('build/index.html')).toMatch(/<title>Home · Kit<\/title>/);
  });

  it('sets the description, keywords and preview image, with their Open Graph twins', () => {
    const html = site.read('build/about/index.html');
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>About · Kit</title>']);
    expect(html).toContain('<meta name="description" content="Who makes Kit"/>');
    expect(html).toContain('<meta property="og:description" content="Who makes Kit"/>');
    expect(html).toContain('<meta name="keywords" content="kit,team"/>');
    expect(html).toContain('<meta property="og:image" content="https://kit.test/docs/img/card.png"/>');
  });

  it("gives every page the config's preview image, and a page with its own front matter image that one", () => {
    const card = (route: string) => [...site.read(`build/${route}index.html`).matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(card('')).toEqual(['https://kit.test/docs/img/site-card.png', 'https://kit.test/docs/img/site-card.png']);
    expect(card('own/')).toEqual(['https://kit.test/docs/img/own-card.png', 'https://kit.test/docs/img/own-card.png']);
    expect(card('relative/')).toEqual(['https://kit.test/docs/img/relative-card.png', 'https://kit.test/docs/img/relative-card.png']);
    // A page with a preview image shows it large, as Docusaurus does.
    expect(site.read('build/own/index.html')).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("names a React page that gives no title by the site's title, as Docusaurus does, and one whose Layout gives one by both", () => {
    expect(site.read('build/team-page/index.html').match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Kit</title>']);
    expect(site.read('build/team-page/index.html')).toContain('<meta property="og:title" content="Kit"/>');
    expect(site.read('build/jobs/index.html').match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Jobs · Kit</title>']);
    expect(site.read('build/home/index.html').match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Kit</title>']);
    expect(site.read('build/home/index.html')).toContain('<meta property="og:title" content="Kit"/>');
  });

  it('joins a <Head> title written in parts, as Docusaurus does, with the config’s titleDelimiter', () => {
    const html = site.read('build/welcome/index.html');
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Kit · Welcome</title>']);
  });
});
