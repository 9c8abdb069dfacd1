import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site that swizzled the classic theme's layout (Layout/Provider, the navbar's links, Admonition, DocSidebar)
 * imports more of `@docusaurus/theme-common` and the docs client than docs-gen had: each missing name failed its
 * override ("No matching export"), and so the build. A swizzled DocSidebar, which Docusaurus renders only on a
 * page with a sidebar, was also given pages without one, and threw reading their entries.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Swizzled', url: 'https://example.com', sidebarsFile: 'sidebars.js', content: [{ path: 'docs', routeBasePath: '/', sidebar: '' }] })};\n`);
  site.write('sidebars.js', "export default { guide: ['index', 'setup'] };\n");
  site.write('docs/index.md', '# Home\n\n:::tip[Mind this]\n\nText of the tip.\n\n:::\n');
  site.write('docs/setup.md', '# Setup\n\nSteps.\n');
  site.write('docs/lonely.md', '# Lonely\n\nIn no sidebar.\n');
  site.write(
    'src/theme/Layout/Provider/index.js',
    [
      "import { composeProviders } from '@docusaurus/theme-common';",
      "import { AnnouncementBarProvider, ColorModeProvider, NavbarProvider, PluginHtmlClassNameProvider, ScrollControllerProvider } from '@docusaurus/theme-common/internal';",
      "import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';",
      '',
      'const Provider = composeProviders([ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, DocsPreferredVersionContextProvider, PluginHtmlClassNameProvider, NavbarProvider]);',
      '',
      'export default function LayoutProvider({ children }) {',
      '  return <Provider><div className="provided" hidden />{children}</Provider>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/Admonition/index.js',
    [
      "import { processAdmonitionProps } from '@docusaurus/theme-common';",
      '',
      'export default function Admonition(unprocessed) {',
      '  const { type, title, children } = processAdmonitionProps(unprocessed);',
      '  return <aside className={`callout callout-${type}`}><strong>{title ?? type}</strong>{children}</aside>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/DocSidebar/index.js',
    "export default function DocSidebar({ sidebar, path }) {\n  return <nav className=\"own-sidebar\" data-path={path}>{sidebar.map((item) => <a key={item.href} href={item.href}>{item.label}</a>)}</nav>;\n}\n",
  );
  site.write(
    'src/pages/probe.jsx',
    [
      "import { HtmlClassNameProvider, isRegexpStringMatch, prefersReducedMotion } from '@docusaurus/theme-common';",
      "import { useAlternatePageUtils, useHideableNavbar, useKeyboardNavigation, useLocalPathname, useScrollPosition } from '@docusaurus/theme-common/internal';",
      "import { DocProvider, DocsSidebarProvider, useLayoutDocsSidebar } from '@docusaurus/plugin-content-docs/client';",
      "import LayoutProvider from '@theme/Layout/Provider';",
      '',
      'export default function Probe() {',
      '  useKeyboardNavigation();',
      '  useScrollPosition(() => {}, []);',
      '  const { isNavbarVisible } = useHideableNavbar(true);',
      "  const { link } = useLayoutDocsSidebar('guide');",
      "  const alternate = useAlternatePageUtils().createUrl({ locale: 'en', fullyQualified: true });",
      '  const facts = [',
      "    isRegexpStringMatch('^/pro', useLocalPathname()), isRegexpStringMatch(undefined, '/probe'), prefersReducedMotion(),",
      '    isNavbarVisible, `${link.label} ${link.path}`, alternate,',
      '  ];',
      '  return (',
      '    <LayoutProvider><HtmlClassNameProvider className="probe-page">',
      '      <DocProvider content={{}}><DocsSidebarProvider name="guide" items={[]}><p className="facts">{facts.join(\' | \')}</p></DocsSidebarProvider></DocProvider>',
      '    </HtmlClassNameProvider></LayoutProvider>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

describe("a swizzled layout's imports from Docusaurus", () => {
  it('build: the providers render their children, and admonitions take their title from the props', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(site.read('build/probe/index.html')).toContain('<div class="provided" hidden=""></div>');
    // The theme's layout renders the site's Layout/Provider around every route, as Docusaurus's does.
    expect(site.read('build/index.html')).toMatch(/<body><div class="provided" hidden=""><\/div><a class="skip-link"/);
    expect(site.read('build/index.html')).toMatch(/<aside class="callout callout-tip"><strong>Mind this<\/strong><p>Text of the tip\.<\/p><\/aside>/);
  });

  it("answer as Docusaurus's do on the server: the path matched, the navbar shown, a sidebar's first link, this page in a locale", () => {
    const probe = site.read('build/probe/index.html');
    expect(probe).toContain('<p class="facts">true | false | false | true | Home /');
    expect(probe).toContain('| https://example.com/probe/</p>');
    expect(probe).toMatch(/<html[^>]*class="[^"]*probe-page/);
  });

  it('render a swizzled DocSidebar on the pages of a sidebar only, as Docusaurus does', () => {
    expect(site.read('build/setup/index.html')).toMatch(/<nav class="own-sidebar" data-path="\/setup\/"><a href="\/">Home<\/a><a href="\/setup\/">Setup<\/a><\/nav>/);
    const lonely = site.read('build/lonely/index.html');
    expect(lonely).not.toContain('own-sidebar');
    expect(lonely).toContain('In no sidebar.');
  });
});
