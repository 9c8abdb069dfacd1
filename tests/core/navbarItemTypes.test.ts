import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Navbar items of a site's own types, as Docusaurus sites add them: `type: 'custom-chat'` in the config's navbar,
 * and a `NavbarItem/ComponentTypes` override mapping the type to a component, which gets the item's settings as
 * props (and `mobile` in the drawer). Before, the config refused the type, and migrate left the item out.
 */
const site = tempSite();
const broken = tempSite();
const ejected = tempSite();
let build: RunResult;
let failed: RunResult;
let ejectedBuild: RunResult;

/** `NavbarItem/ComponentTypes` as Docusaurus ejects it: each type's module imported by its name. */
const EJECTED_TYPES = `import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

const Status = ({ mobile }) => <><HtmlNavbarItem value="<b class=status>Up</b>" /><DefaultNavbarItem href="https://status.example.com" label={mobile ? 'Status page' : 'Status'} /><SearchNavbarItem mobile={mobile} className="status-search" /></>;

export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  'custom-status': Status,
};
`;

const CONFIG = (types: string) => `import { defineConfig } from 'docs-gen';

export default defineConfig({
  title: 'Kit',
  navbar: {
    items: [
      { label: 'Guide', to: '/', position: 'left' },
${types}
    ],
  },
});
`;

beforeAll(async () => {
  for (const s of [site, broken, ejected]) s.write('docs/index.md', '# Home\n\nText.\n');
  site.write('docs-gen.config.ts', CONFIG("      { type: 'custom-chat', position: 'right', channel: 'general', label: 'Chat' },"));
  site.write(
    'src/components/ChatLink.jsx',
    "export default function ChatLink({ channel, label, position, mobile }) {\n  return <a className={`chat-link chat-${position}`} href={`https://chat.example.com/${channel}`}>{mobile ? `${label} (all channels)` : label}</a>;\n}\n",
  );
  site.write(
    'src/theme/NavbarItem/ComponentTypes.js',
    "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\nimport ChatLink from '@site/src/components/ChatLink';\n\nexport default {\n  ...ComponentTypes,\n  'custom-chat': ChatLink,\n};\n",
  );
  // A Navbar/Search override wrapping the theme's, as Docusaurus sites style the search bar's place.
  site.write('src/theme/Navbar/Search/index.js', "import Search from '@theme-original/Navbar/Search';\n\nexport default function SearchWrapper(props) {\n  return <Search className=\"search-wrap\" {...props} />;\n}\n");
  broken.write('docs-gen.config.ts', CONFIG("      { type: 'custom-chat', position: 'right' },\n      { type: 'custom-status', position: 'right' },"));
  broken.write('src/theme/NavbarItem/ComponentTypes.js', "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';\n\nexport default { ...ComponentTypes, 'custom-chat': () => null };\n");
  ejected.write('docs-gen.config.ts', CONFIG("      { type: 'custom-status', position: 'right' },"));
  ejected.write('src/theme/NavbarItem/ComponentTypes.js', EJECTED_TYPES);
  [build, failed, ejectedBuild] = await Promise.all([
    runDocsGenAsync(['build', site.dir, '--quiet']),
    runDocsGenAsync(['build', broken.dir, '--quiet']),
    runDocsGenAsync(['build', ejected.dir, '--quiet']),
  ]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  broken.cleanup();
  ejected.cleanup();
});

describe('a navbar item of the site’s own type', () => {
  it('renders the component the site maps its type to, with its settings as props, in the bar and in the drawer', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = site.read('build/index.html');
    const right = /<div class="navbar-items navbar-right">([\s\S]*?)<\/div><\/div><\/header>/.exec(html)?.[1] ?? '';
    expect(right).toMatch(/^<a class="chat-link chat-right" href="https:\/\/chat.example.com\/general">Chat<\/a>/);
    const drawer = /<nav class="sidebar-secondary"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(drawer).toContain('<a class="chat-link chat-right" href="https://chat.example.com/general">Chat (all channels)</a>');
    // The theme's own items render as before beside it.
    expect(drawer).toContain('<a class="navbar-link active" href="/" aria-current="page">Guide</a>');
  });

  it("holds the search button in Navbar/Search, which an override wraps, with the class it passes", () => {
    const html = site.read('build/index.html');
    expect(html).toMatch(/<div class="search-wrap"><button type="button" class="search-button"/);
  });

  it("renders from a ComponentTypes map ejected from Docusaurus, which imports each of Docusaurus's item modules", () => {
    expect(ejectedBuild.stderr).toBe('');
    expect(ejectedBuild.code).toBe(0);
    const html = ejected.read('build/index.html');
    const right = /<div class="navbar-items navbar-right">([\s\S]*?)<\/div><\/div><\/header>/.exec(html)?.[1] ?? '';
    expect(right).toContain('<b class=status>Up</b>');
    expect(right).toMatch(/<a class="navbar-link" href="https:\/\/status\.example\.com"[^>]*>Status<\/a>/);
    // Its search item renders the search button where it stands, in the bar only; the config places none, so
    // the bar also ends with its own, as Docusaurus's does.
    expect(right).toMatch(/<div class="status-search"><button type="button" class="search-button"/);
    expect(html.match(/class="search-button"/g)).toHaveLength(2);
  });

  it("fails at the item's type in the config when no component is mapped to it, naming those that are", () => {
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/docs-gen\.config\.ts:9:9 {2}The navbar item type "custom-status" has no component\n/);
    expect(failed.stderr).toContain(`The site's NavbarItem/ComponentTypes maps "custom-chat". Add it in src/theme/NavbarItem/ComponentTypes`);
    expect(failed.stderr).not.toContain('"custom-chat" has no component');
    expect(broken.exists('build')).toBe(false);
  });
});

describe('a search item', () => {
  const placed = tempSite();
  let built: RunResult;
  beforeAll(async () => {
    placed.write('docs/index.md', '# Home\n\nText.\n');
    placed.write(
      'docs-gen.config.ts',
      CONFIG("      { type: 'search', position: 'left', className: 'nav-search' },\n      { label: 'API', href: 'https://api.example.com', position: 'right' },"),
    );
    built = await runDocsGenAsync(['build', placed.dir, '--quiet']);
  }, 30_000);
  afterAll(() => placed.cleanup());

  it('places the search button where it stands among the items, in its class, and the bar adds none at its end', () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const html = placed.read('build/index.html');
    const left = /<nav class="navbar-items navbar-left"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(left).toMatch(/^<a class="navbar-link active" href="\/"[^>]*>Guide<\/a><div class="nav-search"><button type="button" class="search-button"/);
    expect(html.match(/class="search-button"/g)).toHaveLength(1);
    // Not in the drawer: the bar keeps its button on narrow screens.
    const drawer = /<nav class="sidebar-secondary"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(drawer).toContain('>Guide</a>');
    expect(drawer).not.toContain('search-button');
  });
});
