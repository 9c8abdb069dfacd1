import { DEFAULT_MAGIC_COMMENTS } from '../shared/magicCommentKinds.js';
import { type Migration, type Obj, carry, isAttributes, isObj, siteLink, staticUrl, str } from './migration.js';
import { isLinkRel, isLinkTarget } from '../shared/url.js';
import { codeInside, dataOf } from './dataOnly.js';
import { stubReason } from './packageStub.js';
import fs from 'node:fs';
import { findDocusaurusConfig } from './evaluateDocusaurusConfig.js';
import { ConfigCode } from './functionSource.js';
import { migratePrismThemes } from './prismThemes.js';

/** `themeConfig`: navbar, footer, announcement bar, colour mode and table of contents. */

function migrateLogo(m: Migration, logo: unknown, at: string): Obj | undefined {
  if (!isObj(logo) || typeof logo.src !== 'string') return undefined;
  const out: Obj = { src: staticUrl(logo.src) };
  m.track.carried(`${at}.src`);
  if (typeof logo.srcDark === 'string') {
    out.srcDark = staticUrl(logo.srcDark);
    m.track.carried(`${at}.srcDark`);
  }
  for (const key of ['alt', 'href']) {
    if (typeof logo[key] === 'string') {
      out[key] = logo[key];
      m.track.carried(`${at}.${key}`);
    }
  }
  // A name with spaces or quotes is no target a browser knows, and would fail the written config.
  if (typeof logo.target === 'string' && !isLinkTarget(logo.target)) m.track.notCarried(`${at}.target`, logo.target, 'not a target name such as _blank or _self');
  else if (typeof logo.target === 'string') {
    out.target = logo.target;
    m.track.carried(`${at}.target`);
  }
  for (const key of ['width', 'height']) {
    const size = typeof logo[key] === 'number' ? logo[key] : /^\d+(px)?$/.test(String(logo[key])) ? Number.parseInt(String(logo[key]), 10) : undefined;
    if (size && size > 0) {
      out[key] = Math.round(size as number);
      m.track.carried(`${at}.${key}`);
    }
  }
  return out;
}

/** One Docusaurus navbar item as a docs-gen one, or undefined when it has no counterpart (then it is listed). */
function migrateNavItem(m: Migration, item: unknown, at: string, inDropdown: boolean): Obj | undefined {
  if (!isObj(item)) return undefined;
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const out: Obj = {};
  const take = (from: string, to = from) => {
    if (typeof item[from] !== 'string') return;
    // `pathname://` (a path of the site its router leaves alone, a file of the static folder) is kept: docs-gen reads
    // it as Docusaurus does, a link with the base URL that opens in a new tab.
    const value = item[from] as string;
    out[to] = from === 'to' ? siteLink(value) : value;
    m.track.carried(`${at}.${from}`);
  };
  // A regular expression JavaScript cannot compile would fail the written config: listed instead.
  const takeRegex = (key: string) => {
    if (typeof item[key] !== 'string') return;
    try {
      new RegExp(item[key] as string, 'i');
    } catch (error) {
      m.track.notCarried(`${at}.${key}`, item[key], `JavaScript cannot compile it (${(error as Error).message})`);
      return;
    }
    take(key);
  };
  m.track.carried(`${at}.type`);
  if (type === 'search') {
    // In a dropdown Docusaurus renders nothing for it either.
    if (inDropdown) return undefined;
    out.type = 'search';
    take('className');
    if (item.position === 'left' || item.position === 'right') {
      out.position = item.position;
      m.track.carried(`${at}.position`);
    }
    return out;
  }
  if (/^custom-./.test(type) && !inDropdown) {
    // An item of the site's own type: its settings are the props of the component the site's
    // NavbarItem/ComponentTypes maps the type to, carried as they are, but for code.
    for (const [key, value] of Object.entries(item)) {
      const code = codeInside(value, `${at}.${key}`);
      for (const [where, found] of code) m.track.notCarried(where, found, stubReason(found) ?? 'code, not data: a navbar item holds settings');
      if (typeof value !== 'function') out[key] = dataOf(value);
      if (!code.length) m.track.carried(`${at}.${key}`);
    }
    return out;
  }
  if ((type === 'docsVersionDropdown' || type === 'docsVersion') && !inDropdown) return migrateVersionItem(m, item, at, type);
  if (type === 'localeDropdown' && !inDropdown) return migrateLocaleItem(m, item, at);
  // An item of another docs instance names a doc of that folder, whose ids start with its prefix.
  const instance = typeof item.docsPluginId === 'string' ? m.docsInstances.get(item.docsPluginId) : undefined;
  if (instance) m.track.carried(`${at}.docsPluginId`);
  if (type === 'html') {
    // The site's markup, shown as it is: in the bar, or among a dropdown's links (a heading, a rule).
    if (typeof item.value !== 'string') {
      m.track.notCarried(at, item, 'an html item without a `value`');
      return undefined;
    }
    out.type = 'html';
    take('value');
    take('className');
    if (!inDropdown && (item.position === 'left' || item.position === 'right')) {
      out.position = item.position;
      m.track.carried(`${at}.position`);
    }
    return out;
  }
  if (type === 'doc') {
    take('docId');
    if (instance && typeof out.docId === 'string') out.docId = instance.idPrefix + out.docId;
  } else if (type === 'docSidebar') {
    take('sidebarId');
    // Without a sidebars file of its own, the instance's pages make the sidebar named after the folder.
    if (instance?.sidebar && item.docsPluginId !== 'default' && !instance.ownSidebars) out.sidebarId = instance.sidebar;
  }
  else if (type === 'dropdown' && !inDropdown && Array.isArray(item.items)) {
    out.type = 'dropdown';
    out.label = str(item.label) ?? '';
    m.track.carried(`${at}.label`);
    take('className');
    out.items = item.items.map((child, i) => migrateNavItem(m, child, `${at}.items[${i}]`, true)).filter(Boolean);
    if (!(out.items as Obj[]).length) return undefined;
  } else if (type !== 'default' && type !== 'link') {
    m.track.notCarried(at, type, inDropdown ? 'docs-gen dropdowns hold links (`to`, `href`, a doc or a sidebar) and html items only' : 'docs-gen has no navbar item of this type');
    return undefined;
  }
  if (type === 'default' || type === 'link') {
    take('to');
    take('href');
    if (out.to === undefined && out.href === undefined) {
      m.track.notCarried(at, item, 'a link without `to` or `href`');
      return undefined;
    }
  }
  if (out.type !== 'dropdown') {
    take('label');
    // A link without a label is an icon its class draws: it stays one, named by its aria-label, never shown as
    // text. A dropdown entry is a row of text, which its aria-label gives when it has no label.
    if (!inDropdown) take('aria-label', 'ariaLabel');
    else if (out.label === undefined) take('aria-label', 'label');
    // Sites draw the GitHub logo with a class of their own (`header-github-link`, `github__link`); another class
    // on a labelled link (a version pill linking to a release) styles text that must stay.
    const drawsLogo = typeof item.className === 'string' && /github/i.test(item.className);
    if (!inDropdown && typeof out.href === 'string' && /github\.com/.test(out.href) && (!item.label || drawsLogo)) {
      out.icon = 'github';
      if (drawsLogo) m.track.carried(`${at}.className`);
    }
    // The site's CSS for the link (a version pill, an icon drawn by the class); one that draws the GitHub logo
    // gave way to the icon above.
    if (out.icon === undefined) take('className');
    // Where the link opens (`_self` keeps a link to another site in the tab); a name with spaces or quotes is
    // no target a browser knows, and would fail the written config.
    if (typeof item.target === 'string' && !isLinkTarget(item.target)) m.track.notCarried(`${at}.target`, item.target, 'not a target name such as _blank or _self');
    else take('target');
    // A rel of the site's own, or `null`: none, in place of the one a link opening in a new tab gets.
    if (item.rel === null) {
      out.rel = '';
      m.track.carried(`${at}.rel`);
    } else if (typeof item.rel === 'string' && !isLinkRel(item.rel.trim())) m.track.notCarried(`${at}.rel`, item.rel, 'not link types separated by spaces, such as "me noopener"');
    else if (typeof item.rel === 'string') {
      out.rel = item.rel.trim();
      m.track.carried(`${at}.rel`);
    }
    if (!inDropdown) take('activeBasePath');
    if (!inDropdown) takeRegex('activeBaseRegex');
    // Markup in place of a label (a version menu's section heading), shown as written, as Docusaurus shows it.
    if (inDropdown && typeof item.html === 'string') take('html');
    // A doc entry without a label shows the doc's id, in a dropdown as in the bar (as Docusaurus shows it).
    if (inDropdown && out.label === undefined && out.docId === undefined && out.html === undefined) {
      m.track.notCarried(at, item, 'a dropdown link needs a label');
      return undefined;
    }
  }
  if (!inDropdown && (item.position === 'left' || item.position === 'right')) {
    out.position = item.position;
    m.track.carried(`${at}.position`);
  }
  return out;
}

/** Whether a dropdown entry, as migrateNavItem writes it, is one docs-gen lists around a version dropdown's versions. */
const isVersionDropdownExtra = (entry: Obj) =>
  entry.type === 'html' || (typeof entry.label === 'string' && (entry.to !== undefined || entry.href !== undefined) && Object.keys(entry).every((key) => ['label', 'to', 'href', 'className', 'target', 'rel'].includes(key)));

/** `dropdownItemsBefore` or `dropdownItemsAfter` of a version dropdown: its links and html entries, mapped as a dropdown's are. */
function migrateVersionDropdownExtras(m: Migration, entries: unknown, at: string): Obj[] | undefined {
  if (entries === undefined) return undefined;
  if (!Array.isArray(entries)) {
    m.track.notCarried(at, entries, 'not a list of links');
    return undefined;
  }
  if (!entries.length) m.track.carried(at);
  return entries.flatMap((entry, i) => {
    const out = migrateNavItem(m, entry, `${at}[${i}]`, true);
    if (!out) return [];
    if (isVersionDropdownExtra(out)) return [out];
    // Its parts were carried as a dropdown's entry: the entry as a whole is listed instead.
    m.track.notCarried(`${at}[${i}]`, entry, 'docs-gen lists links (`to` or `href`, with a label) and html items around the versions');
    return [];
  });
}

/** The versions a version dropdown lists: names in order, or labels by name. */
function migrateDropdownVersions(m: Migration, versions: unknown, at: string): string[] | Obj | undefined {
  if (Array.isArray(versions) && versions.every((name) => typeof name === 'string')) {
    m.track.carried(at);
    return versions;
  }
  if (!isObj(versions)) {
    m.track.notCarried(at, versions, 'not a list of version names, or of labels by version name');
    return undefined;
  }
  const out: Obj = {};
  for (const [name, options] of Object.entries(versions)) {
    // The version stays listed whatever of its options is not carried.
    const label = isObj(options) ? str(options.label) : undefined;
    out[name] = label === undefined ? {} : { label };
    if (!isObj(options)) m.track.notCarried(`${at}.${name}`, options, 'not the options of a version listed (`{ label }`)');
    else if (!Object.keys(options).length) m.track.carried(`${at}.${name}`);
    for (const [key, value] of Object.entries(isObj(options) ? options : {})) {
      if (key === 'label' && label !== undefined) m.track.carried(`${at}.${name}.label`);
      else m.track.notCarried(`${at}.${name}.${key}`, value, 'docs-gen takes a label for each version listed');
    }
  }
  return out;
}

/** The reason a version item is not carried: it shows the versions of a docs folder carried with its versions. */
function versionItemReason(m: Migration, item: Obj): string | undefined {
  // Without `docsPluginId`, Docusaurus shows the default docs instance's versions.
  const instance = str(item.docsPluginId) ?? 'default';
  if (m.versionedInstances.has(instance)) return undefined;
  if (!m.versionedInstances.size) return "docs-gen's version items show the versions of a docs folder carried with its versions file, and no folder has one";
  return `docs-gen's version items show the versions of a docs folder carried with its versions file, and the docs instance "${instance}" has none`;
}

/**
 * A version item of the bar (`docsVersionDropdown`, `docsVersion`), with its options; its `docsPluginId` names the docs
 * instance carried with its versions, which docs-gen's version items show, or the item is listed.
 */
function migrateVersionItem(m: Migration, item: Obj, at: string, type: 'docsVersionDropdown' | 'docsVersion'): Obj | undefined {
  const reason = versionItemReason(m, item);
  if (reason) {
    m.track.notCarried(at, item, reason);
    return undefined;
  }
  const out: Obj = { type };
  // The instance's folder has its plugin id (see migrateDocsOptions); the default instance's is the first folder's.
  if (typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default') out.docsPluginId = item.docsPluginId;
  if (item.docsPluginId !== undefined) m.track.carried(`${at}.docsPluginId`);
  const strings = type === 'docsVersion' ? ['label', 'to', 'className'] : ['className'];
  for (const key of strings) {
    if (typeof item[key] !== 'string') continue;
    // `pathname://` is Docusaurus's mark for a path its router must not handle: a plain link in docs-gen.
    out[key] = key === 'to' ? siteLink((item[key] as string).replace(/^pathname:\/\//, '')) : item[key];
    m.track.carried(`${at}.${key}`);
  }
  if (item.position === 'left' || item.position === 'right') {
    out.position = item.position;
    m.track.carried(`${at}.position`);
  }
  if (type === 'docsVersion') return out;
  const versions = item.versions === undefined ? undefined : migrateDropdownVersions(m, item.versions, `${at}.versions`);
  if (versions) out.versions = versions;
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
    const extras = migrateVersionDropdownExtras(m, item[key], `${at}.${key}`);
    if (extras?.length) out[key] = extras;
  }
  if (typeof item.dropdownActiveClassDisabled === 'boolean') {
    out.dropdownActiveClassDisabled = item.dropdownActiveClassDisabled;
    m.track.carried(`${at}.dropdownActiveClassDisabled`);
  }
  return out;
}

/** The locale dropdown of the bar (`localeDropdown`), with its options. */
function migrateLocaleItem(m: Migration, item: Obj, at: string): Obj {
  const out: Obj = { type: 'localeDropdown' };
  for (const key of ['label', 'className', 'queryString']) {
    if (typeof item[key] !== 'string') continue;
    out[key] = item[key];
    m.track.carried(`${at}.${key}`);
  }
  if (item.position === 'left' || item.position === 'right') {
    out.position = item.position;
    m.track.carried(`${at}.position`);
  }
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
    const extras = migrateVersionDropdownExtras(m, item[key], `${at}.${key}`);
    if (extras?.length) out[key] = extras;
  }
  return out;
}

function migrateNavbar(m: Migration, navbar: unknown): void {
  if (!isObj(navbar)) return;
  const at = 'themeConfig.navbar';
  const out: Obj = {};
  if (typeof navbar.title === 'string') {
    out.title = navbar.title;
    m.track.carried(`${at}.title`);
  }
  const logo = migrateLogo(m, navbar.logo, `${at}.logo`);
  if (logo) out.logo = logo;
  if (typeof navbar.hideOnScroll === 'boolean') {
    out.hideOnScroll = navbar.hideOnScroll;
    m.track.carried(`${at}.hideOnScroll`);
  }
  if (navbar.style === 'dark') {
    out.style = 'dark';
    m.track.carried(`${at}.style`);
  } else if (navbar.style === 'primary') {
    m.track.notCarried(`${at}.style`, navbar.style, "docs-gen's navbar is the page's colours or dark (`style: 'dark'`); set the bar's colours in customCss");
  }
  if (Array.isArray(navbar.items)) {
    out.items = navbar.items.map((item, i) => migrateNavItem(m, item, `${at}.items[${i}]`, false)).filter(Boolean);
    if (!navbar.items.length) m.track.carried(`${at}.items`);
  }
  m.out.navbar = out;
}

function migrateFooterLink(m: Migration, link: unknown, at: string): Obj | undefined {
  if (isObj(link) && typeof link.html === 'string') {
    m.track.carried(`${at}.html`);
    return { html: link.html };
  }
  if (!isObj(link) || typeof link.label !== 'string' || (typeof link.to !== 'string' && typeof link.href !== 'string')) {
    m.track.notCarried(at, link);
    return undefined;
  }
  const out: Obj = { label: link.label };
  m.track.carried(`${at}.label`);
  for (const key of ['to', 'href']) {
    if (typeof link[key] === 'string') {
      out[key] = key === 'to' ? siteLink(link[key] as string) : link[key];
      m.track.carried(`${at}.${key}`);
    }
  }
  // The site's CSS for the link (an icon), and its rel (`me` verifies a Mastodon profile).
  if (typeof link.className === 'string') {
    out.className = link.className;
    m.track.carried(`${at}.className`);
  }
  if (typeof link.rel === 'string' && isLinkRel(link.rel.trim())) {
    out.rel = link.rel.trim();
    m.track.carried(`${at}.rel`);
  }
  // Where it opens (`_self` for a link to the site's own other domain).
  if (typeof link.target === 'string' && isLinkTarget(link.target)) {
    out.target = link.target;
    m.track.carried(`${at}.target`);
  }
  return out;
}

function migrateFooter(m: Migration, footer: unknown): void {
  if (!isObj(footer)) return;
  const at = 'themeConfig.footer';
  const out: Obj = {};
  if (footer.style === 'dark' || footer.style === 'light') {
    out.style = footer.style;
    m.track.carried(`${at}.style`);
  }
  if (Array.isArray(footer.links)) {
    const columns = footer.links.some((l) => isObj(l) && Array.isArray(l.items));
    out.links = columns
      ? footer.links.filter(isObj).map((column, i) => {
          m.track.carried(`${at}.links[${i}].title`);
          return {
            title: str(column.title) ?? '',
            items: (Array.isArray(column.items) ? column.items : [])
              .map((link, j) => migrateFooterLink(m, link, `${at}.links[${i}].items[${j}]`))
              .filter(Boolean),
          };
        })
      : footer.links.map((link, i) => migrateFooterLink(m, link, `${at}.links[${i}]`)).filter(Boolean);
    if (!footer.links.length) m.track.carried(`${at}.links`);
  }
  const logo = migrateLogo(m, footer.logo, `${at}.logo`);
  if (logo) out.logo = logo;
  if (typeof footer.copyright === 'string') {
    out.copyright = yearlyCopyright(m, footer.copyright);
    m.track.carried(`${at}.copyright`);
  }
  m.out.footer = out;
}

/**
 * A copyright naming this year, from a config that computes the year (`new Date().getFullYear()`, as Docusaurus's
 * template writes it): written to compute it at each build, as the Docusaurus config did, rather than to stay at the
 * year of the migration.
 */
function yearlyCopyright(m: Migration, copyright: string): string | ConfigCode {
  const year = new RegExp(`\\b${new Date().getFullYear()}\\b`, 'g');
  const file = findDocusaurusConfig(m.siteDir);
  if (!copyright.match(year) || !file || !fs.readFileSync(file, 'utf8').includes('getFullYear()')) return copyright;
  const escaped = copyright.replace(/\\|`|\$\{/g, (c) => `\\${c}`);
  return new ConfigCode(`\`${escaped.replace(year, () => '${new Date().getFullYear()}')}\``);
}

/** Meta tags docs-gen writes from each page, which a tag of every page would override (later tags win). */
const PAGE_META = /^(description|keywords|og:(title|description|url|type))$/;
/** The preview image's tags: the config's `image`, the default a page's front matter `image` replaces. */
const IMAGE_META = /^(og:image|twitter:image)$/;

/**
 * `metadata`, the `<meta>` tags of every page (`twitter:card`, say), as `headTags`: written after the theme's own,
 * so one naming the same meta wins over its default, as in Docusaurus. One naming a meta docs-gen writes from each
 * page (its description, say) is listed: it would win over the page's own too, where in Docusaurus the page's wins.
 * The preview image's (`og:image`, `twitter:image`) is the config's `image`, which a page's own replaces.
 */
function migrateMetadata(m: Migration, metadata: unknown): void {
  if (!Array.isArray(metadata)) return;
  const tags = Array.isArray(m.out.headTags) ? (m.out.headTags as Obj[]) : [];
  metadata.forEach((entry, i) => {
    const at = `themeConfig.metadata[${i}]`;
    const name = isObj(entry) ? str(entry.name) ?? str(entry.property) : undefined;
    if (!isAttributes(entry) || !Object.keys(entry).length) m.track.notCarried(at, entry, 'not the attributes of a <meta> tag');
    else if (name && PAGE_META.test(name)) m.track.notCarried(at, entry, `docs-gen writes ${name} from each page`);
    else if (name && IMAGE_META.test(name) && typeof entry.content === 'string') {
      // The site's preview image, which a page's own `image` replaces, as in Docusaurus, where it also replaces
      // `themeConfig.image`: as a tag of every page it would win over the page's.
      m.out.image = staticUrl(entry.content);
      m.track.carried(at);
    } else {
      tags.push({ tagName: 'meta', attributes: entry });
      m.track.carried(at);
    }
  });
  if (tags.length) m.out.headTags = tags;
  if (!metadata.length) m.track.carried('themeConfig.metadata');
}

export function migrateThemeConfig(m: Migration, theme: unknown): void {
  if (!isObj(theme)) return;
  migrateNavbar(m, theme.navbar);
  migrateFooter(m, theme.footer);
  // `docs.sidebar`, and the older `hideableSidebar` at the top of themeConfig.
  const sidebar = isObj(theme.docs) && isObj(theme.docs.sidebar) ? theme.docs.sidebar : {};
  for (const [at, value] of [
    ['themeConfig.docs.sidebar.hideable', sidebar.hideable],
    ['themeConfig.hideableSidebar', theme.hideableSidebar],
  ] as const) {
    if (typeof value !== 'boolean') continue;
    if (value) m.out.sidebarHideable = true;
    m.track.carried(at);
  }
  if (sidebar.autoCollapseCategories === false) m.track.carried('themeConfig.docs.sidebar.autoCollapseCategories');
  else if (sidebar.autoCollapseCategories === true) {
    m.track.notCarried('themeConfig.docs.sidebar.autoCollapseCategories', true, "docs-gen's categories open and close independently");
  }
  carry(m, 'themeConfig.image', theme.image, 'image', (value: unknown) => (typeof value === 'string' ? staticUrl(value) : undefined));
  migrateMetadata(m, theme.metadata);
  const bar = theme.announcementBar;
  if (isObj(bar) && typeof bar.content === 'string') {
    const out: Obj = {};
    for (const key of ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) {
      if (bar[key] === undefined) continue;
      out[key] = bar[key];
      m.track.carried(`themeConfig.announcementBar.${key}`);
    }
    m.out.announcementBar = out;
  }
  const mode = theme.colorMode;
  if (isObj(mode)) {
    const out: Obj = {};
    if (mode.defaultMode === 'light' || mode.defaultMode === 'dark') out.defaultMode = mode.defaultMode;
    for (const key of ['disableSwitch', 'respectPrefersColorScheme']) if (typeof mode[key] === 'boolean') out[key] = mode[key];
    for (const key of Object.keys(out)) m.track.carried(`themeConfig.colorMode.${key}`);
    if (Object.keys(out).length) m.out.colorMode = out;
  }
  const toc = theme.tableOfContents;
  if (isObj(toc)) {
    const out: Obj = {};
    for (const key of ['minHeadingLevel', 'maxHeadingLevel']) {
      if (typeof toc[key] === 'number') {
        out[key] = toc[key];
        m.track.carried(`themeConfig.tableOfContents.${key}`);
      }
    }
    if (Object.keys(out).length) m.out.toc = out;
  }
  migrateMagicComments(m, isObj(theme.prism) ? theme.prism.magicComments : undefined);
  migratePrismThemes(m, theme.prism);
  const defaultLanguage = isObj(theme.prism) ? theme.prism.defaultLanguage : undefined;
  if (typeof defaultLanguage === 'string' && /^[\w+#.-]+$/.test(defaultLanguage)) {
    m.out.defaultCodeLanguage = defaultLanguage;
    m.track.carried('themeConfig.prism.defaultLanguage');
  }
}

/** Prism's `magicComments`, the kinds of comments that mark lines of code blocks: written unless they are Docusaurus's default. */
function migrateMagicComments(m: Migration, value: unknown): void {
  if (value === undefined) return;
  const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
  const isKind = (kind: unknown) =>
    isObj(kind) &&
    isText(kind.className) &&
    (kind.line === undefined || isText(kind.line)) &&
    (kind.block === undefined || (isObj(kind.block) && isText(kind.block.start) && isText(kind.block.end) && Object.keys(kind.block).length === 2)) &&
    Object.keys(kind).every((key) => ['className', 'line', 'block'].includes(key));
  if (!Array.isArray(value) || !value.every(isKind)) {
    m.track.notCarried('themeConfig.prism.magicComments', value, 'docs-gen takes a list of `{ className, line, block: { start, end } }`');
    return;
  }
  if (JSON.stringify(value) !== JSON.stringify(DEFAULT_MAGIC_COMMENTS)) m.out.magicComments = value;
  m.track.carried('themeConfig.prism.magicComments');
}

/**
 * `blog.sidebar.groupByYear`, Docusaurus's one setting for every blog, as each carried blog's
 * `blogSidebarGroupByYear`: read before the blogs are written, so that a blog without other options gets it too.
 * On by default, as docs-gen's is, so only `false` is written.
 */
export function migrateBlogSidebarTheme(m: Migration, theme: unknown): void {
  const sidebar = isObj(theme) && isObj(theme.blog) && isObj(theme.blog.sidebar) ? theme.blog.sidebar : undefined;
  const at = 'themeConfig.blog.sidebar.groupByYear';
  const groupByYear = sidebar?.groupByYear;
  if (groupByYear === undefined) return;
  if (typeof groupByYear !== 'boolean') {
    m.track.notCarried(at, groupByYear, stubReason(groupByYear) ?? 'not true or false');
    return;
  }
  if (!groupByYear && !m.blogs.length && m.presetNotRead) {
    m.track.notCarried(at, groupByYear, "the site's blog may come from a preset migrate does not read: set `blogSidebarGroupByYear: false` in the config's `blog` by hand");
    return;
  }
  if (!groupByYear) for (const blog of m.blogs) blog.blogSidebarGroupByYear = false;
  m.track.carried(at);
}
