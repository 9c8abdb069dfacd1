/**
 * Infima's class names on the theme's navbar, sidebar, table of contents, pagination and footer, as Docusaurus's
 * theme writes them (and Docusaurus's CSS-module names of its parts, below MODULES). A Docusaurus site's CSS restyles those parts by them (`.menu__link--active`, `.navbar__link`,
 * `.footer__link-item`); docs-gen's theme writes its own names, so a page gets Infima's too, on the same elements,
 * for those of the names the site's CSS writes a rule for, and only then: a site that writes none pays no byte.
 * A name with `when` is given where the site's CSS writes that other name, which Docusaurus writes beside it.
 */
const ALIASES: readonly { own: string; infima: string; with?: string; when?: string }[] = [
  { own: 'sidebar-nav', infima: 'menu' },
  { own: 'sidebar-list', infima: 'menu__list' },
  { own: 'sidebar-item', infima: 'menu__list-item' },
  { own: 'sidebar-category', infima: 'menu__list-item' },
  { own: 'sidebar-category-row', infima: 'menu__list-item-collapsible' },
  { own: 'sidebar-link', infima: 'menu__link' },
  { own: 'active', infima: 'menu__link--active', with: 'sidebar-link' },
  { own: 'sidebar-category-link', infima: 'menu__link--sublist' },
  { own: 'sidebar-toggle', infima: 'menu__caret' },
  { own: 'navbar-inner', infima: 'navbar__inner' },
  { own: 'navbar-brand', infima: 'navbar__brand' },
  { own: 'navbar-items', infima: 'navbar__items' },
  { own: 'navbar-right', infima: 'navbar__items--right' },
  { own: 'navbar-link', infima: 'navbar__item' },
  { own: 'navbar-link', infima: 'navbar__link' },
  { own: 'active', infima: 'navbar__link--active', with: 'navbar-link' },
  { own: 'menu-button', infima: 'navbar__toggle' },
  { own: 'navbar-dropdown', infima: 'dropdown' },
  { own: 'dropdown-menu', infima: 'dropdown__menu' },
  { own: 'dropdown-link', infima: 'dropdown__link' },
  { own: 'toc-link', infima: 'table-of-contents__link' },
  { own: 'pagination', infima: 'pagination-nav' },
  { own: 'pagination-link', infima: 'pagination-nav__link' },
  { own: 'prev', infima: 'pagination-nav__link--prev', with: 'pagination-link' },
  { own: 'next', infima: 'pagination-nav__link--next', with: 'pagination-link' },
  { own: 'pagination-sub', infima: 'pagination-nav__sublabel' },
  { own: 'pagination-label', infima: 'pagination-nav__label' },
  { own: 'footer-columns', infima: 'footer__links' },
  { own: 'footer-column', infima: 'footer__col' },
  // Docusaurus's footer column is a grid column too (`col footer__col`), which a site's rule may name with it.
  { own: 'footer-column', infima: 'col', when: 'footer__col' },
  { own: 'footer-title', infima: 'footer__title' },
  { own: 'footer-link', infima: 'footer__link-item' },
  { own: 'footer-bottom', infima: 'footer__bottom' },
  { own: 'footer-copyright', infima: 'footer__copyright' },
  { own: 'footer-logo', infima: 'footer__logo' },
  // Admonitions, as Docusaurus 3 names them: its theme's names, and Infima's alert of the kind's colour.
  { own: 'admonition', infima: 'theme-admonition' },
  { own: 'admonition', infima: 'alert' },
  ...Object.entries({ note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning' }).flatMap(([kind, colour]) => [
    { own: `admonition-${kind}`, infima: `theme-admonition-${kind}` },
    { own: `admonition-${kind}`, infima: `alert--${colour}` },
  ]),
];

/**
 * Docusaurus's CSS-module names of its theme's parts, as the parts' class attributes hold them (`codeBlockContainer_Ckt0`,
 * the hash differing by version): a Docusaurus site's CSS reaches those parts by attribute selectors on the name
 * (`[class*='codeBlockContainer']`, `[class^='announcementBarContent']`). The theme's part of each, by its own class,
 * gets the name with a suffix of docs-gen's when the site's CSS selects it.
 */
const MODULES: Readonly<Record<string, string>> = {
  docRoot: 'layout',
  docSidebarContainer: 'sidebar',
  docMainContainer: 'main',
  docItemContainer: 'doc',
  tableOfContents: 'toc',
  codeBlockContainer: 'code-block',
  codeBlockTitle: 'code-title',
  codeBlock: 'shiki',
  copyButton: 'copy-button',
  announcementBar: 'announcement',
  announcementBarContent: 'announcement-content',
  announcementBarClose: 'announcement-close',
  admonitionHeading: 'admonition-heading',
  admonitionIcon: 'admonition-icon',
  admonitionContent: 'admonition-content',
  toggleButton: 'theme-toggle',
  lightToggleIcon: 'icon-sun',
  darkToggleIcon: 'icon-moon',
  navbarSearchContainer: 'search-button',
  details: 'details',
  collapsibleContent: 'details-content',
  tabList: 'tabs',
  tabItem: 'tab',
  cardContainer: 'card',
  cardTitle: 'card-title',
  cardDescription: 'card-body',
  backToTopButton: 'back-to-top',
};
const MODULE_SUFFIX = '_dg';
/** An attribute selector on the class attribute, by a part of it (`*=`) or its start (`^=`), and the text it looks for. */
const CLASS_SELECTOR = /\[\s*class\s*([*^])=\s*(["']?)([^"'\]\s]+)\2/g;

/** The theme's classes whose Docusaurus module names `siteCss` selects, with each name, first in the list when selected by its start. */
function moduleAliasesFor(siteCss: string): Map<string, { infima: string; first?: boolean }[]> {
  const classes = new Map<string, { infima: string; first?: boolean }[]>();
  if (!siteCss.includes('[class')) return classes;
  const selected = new Map<string, boolean>();
  for (const [, operator, , text] of siteCss.matchAll(CLASS_SELECTOR)) {
    for (const module of Object.keys(MODULES)) {
      const name = module + MODULE_SUFFIX;
      if (operator === '^' ? name.startsWith(text) : name.includes(text)) selected.set(name, selected.get(name) || operator === '^');
    }
  }
  for (const [name, first] of selected) {
    const own = MODULES[name.slice(0, -MODULE_SUFFIX.length)];
    classes.set(own, [...(classes.get(own) ?? []), { infima: name, ...(first ? { first } : {}) }]);
  }
  return classes;
}

/**
 * Infima's names of states the browser script changes as the reader reads (the TOC's link of the section read, a
 * category closed), which the site's CSS gets as the theme's own state classes, the script setting those: so the
 * page's elements carry the block's Infima name, and the site's rule follows the state without more script.
 */
const STATES: readonly { infima: string; block: string; state: string }[] = [
  { infima: 'table-of-contents__link--active', block: 'table-of-contents__link', state: 'active' },
  { infima: 'menu__list-item--collapsed', block: 'menu__list-item', state: 'collapsed' },
];

/** Whether the site's CSS names one of the Infima states of STATES (withThemeStates then has them to write). */
export function writesInfimaStates(siteCss: string): boolean {
  return STATES.some(({ infima }) => siteCss.includes(infima));
}

/** The site's CSS with the Infima state names of STATES written as the theme's: `.menu__list-item.collapsed`. */
export function withThemeStates(css: string): string {
  return STATES.reduce((text, { infima, block, state }) => text.replace(new RegExp(`\\.${infima}(?![\\w-])`, 'g'), `.${block}.${state}`), css);
}

/**
 * Of the theme's classes, the Infima names each gives an element (those the site's CSS writes rules for); and the
 * breadcrumbs' names, whose items have no class of the theme's to go by.
 */
export interface InfimaAliases {
  /** By the theme's class: the names its elements get, some only beside another class (`with`), some first in the list (`first`). */
  classes: ReadonlyMap<string, readonly { infima: string; with?: string; first?: boolean }[]>;
  breadcrumbs: { item: boolean; active: boolean; link: boolean };
}

/** The words Infima's and Docusaurus's names of the parts above start with, and such names as a selector writes them. */
const STEMS = /\.(?:menu|navbar|dropdown|table-of-contents|pagination-nav|footer|breadcrumbs|alert|theme-admonition)/;
const NAMES = new RegExp(`${STEMS.source}[\\w-]*`, 'g');

/** The aliases whose Infima name `siteCss` (the site's own stylesheets, not the theme's) names in a selector. */
export function infimaAliasesFor(siteCss: string): InfimaAliases | undefined {
  const classes: Map<string, { infima: string; with?: string; first?: boolean }[]> = moduleAliasesFor(siteCss);
  if (!STEMS.test(siteCss)) return classes.size ? { classes, breadcrumbs: { item: false, active: false, link: false } } : undefined;
  const written = new Set<string>();
  for (const [name] of siteCss.matchAll(NAMES)) {
    written.add(name.slice(1));
    // A modifier's element has its block's name too, as Infima writes them (and the browser script looks for it).
    const modifier = name.lastIndexOf('--');
    if (modifier > 1) written.add(name.slice(1, modifier));
  }
  for (const { own, infima, with: also, when } of ALIASES) {
    if (!written.has(when ?? infima)) continue;
    classes.set(own, [...(classes.get(own) ?? []), { infima, ...(also ? { with: also } : {}) }]);
  }
  const breadcrumbs = { item: written.has('breadcrumbs__item'), active: written.has('breadcrumbs__item--active'), link: written.has('breadcrumbs__link') };
  return classes.size || breadcrumbs.item || breadcrumbs.link ? { classes, breadcrumbs } : undefined;
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** A rendered page with the Infima names added to the class attributes of the theme's elements that have them. */
export function withInfimaClasses(html: string, aliases: InfimaAliases | undefined): string {
  if (!aliases) return html;
  const classed = aliases.classes.size ? html.replace(CLASS_ATTRIBUTE, (attribute, list: string) => {
    const names = list.split(' ');
    let added: string[] | undefined;
    let first: string | undefined;
    for (const name of names) {
      for (const alias of aliases.classes.get(name) ?? []) {
        if ((alias.with !== undefined && !names.includes(alias.with)) || names.includes(alias.infima) || added?.includes(alias.infima) || first === alias.infima) continue;
        if (alias.first && first === undefined) first = alias.infima;
        else (added ??= []).push(alias.infima);
      }
    }
    if (!added && !first) return attribute;
    return ` class="${first ? `${first} ` : ''}${list}${added ? ` ${added.join(' ')}` : ''}"`;
  }) : html;
  return aliases.breadcrumbs.item || aliases.breadcrumbs.link ? withBreadcrumbClasses(classed, aliases.breadcrumbs) : classed;
}

/** The theme's breadcrumbs (`<nav class="breadcrumbs"><ol><li><a>`, the page's own a `<span aria-current>`) with Infima's names. */
function withBreadcrumbClasses(html: string, names: InfimaAliases['breadcrumbs']): string {
  const start = html.indexOf('<nav class="breadcrumbs"');
  const end = start === -1 ? -1 : html.indexOf('</nav>', start);
  if (end === -1) return html;
  const nav = html
    .slice(start, end)
    .replace(/<li>(<span aria-current="page")?/g, (_, current?: string) => {
      const item = `<li${names.item ? ` class="breadcrumbs__item${current && names.active ? ' breadcrumbs__item--active' : ''}"` : ''}>`;
      return current ? `${item}<span${names.link ? ' class="breadcrumbs__link"' : ''} aria-current="page"` : item;
    })
    .replace(/<li([^>]*)><a /g, (_, item: string) => `<li${item}><a${names.link ? ' class="breadcrumbs__link"' : ''} `);
  return html.slice(0, start) + nav + html.slice(end);
}
