import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Hooks that components swizzled from Docusaurus 3.5+ import (Crawlee's `DocNavbarItem`, blog header and mobile
 * drawer): before, each import failed its override ("No matching export").
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Hooks', locale: 'de' })};\n`);
  site.write('docs/index.md', '# Home\n');
  site.write('docs/guides/setup.md', '# Setup\n');
  site.write(
    'src/pages/hooks.jsx',
    [
      "import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';",
      "import { useDateTimeFormat, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';",
      '',
      'export default function Hooks() {',
      "  const doc = useLayoutDoc('guides/setup');",
      "  const date = useDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 2, 5)));",
      '  const menu = useNavbarSecondaryMenu();',
      '  return <p className="hooks">{`${doc.id} ${doc.path} | ${date} | ${menu.shown} ${menu.content}`}</p>;',
      '}',
      '',
    ].join('\n'),
  );
  // The drawer as Docusaurus 3.5+ swizzles it, with the secondary menu it hands a page's sidebar.
  site.write(
    'src/theme/Navbar/MobileSidebar/index.js',
    [
      "import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
      "import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';",
      "import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';",
      "import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';",
      "import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';",
      '',
      'export default function NavbarMobileSidebar() {',
      '  const mobileSidebar = useNavbarMobileSidebar();',
      '  useLockBodyScroll(mobileSidebar.shown);',
      '  if (mobileSidebar.disabled) return null;',
      '  return <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />;',
      '}',
      '',
    ].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

describe("Docusaurus 3.5+'s hooks for swizzled components", () => {
  it('give the doc a navbar item names, a date format in the locale built, and an empty secondary menu', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(site.read('build/hooks/index.html')).toContain('<p class="hooks">guides/setup /guides/setup/ | 5. März 2024 | false null</p>');
  });

  it("build the drawer of a Navbar/MobileSidebar swizzled from Docusaurus: its header and the navbar's items, no secondary menu", () => {
    const home = site.read('build/index.html');
    const drawer = home.slice(home.indexOf('<div id="sidebar"'), home.indexOf('<nav class="sidebar-nav"'));
    expect(drawer).toContain('class="sidebar-secondary"');
    expect(drawer).toContain('drawer-header');
  });
});
