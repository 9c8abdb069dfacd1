import { nearestName } from './nearest.js';

/**
 * The Docusaurus client modules and theme components a page or a site component can import. Names only:
 * the compile stage checks imports against them (so `check` and `build` refuse the same imports), and the
 * theme provides a module for each (`Theme.modules`).
 */
/**
 * The extensions a site's import written without one (`./Button`, a folder's `index`) is tried with, in
 * Docusaurus's webpack order: `index.js` beside a leftover `index.tsx` is the one Docusaurus bundles.
 */
export const SITE_CODE_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] as const;

/**
 * webpack's raw-loader prefix, by which Docusaurus sites import a file's text (`import code from '!!raw-loader!./x.go'`):
 * with no, one or two `!`s before it, as webpack takes an inline loader. Pages and site code read it alike.
 */
export const RAW_LOADER_PREFIX = /^!{0,2}raw-loader!/;

/**
 * An import of a file's text: raw-loader's, or `./types.ts?raw`, the query a site's webpack rule (`resourceQuery: /raw/`,
 * `type: 'asset/source'`) and Vite give the file's text by (with webpack's `!!`, which turns other loaders off).
 */
export const RAW_IMPORT = /^!{0,2}raw-loader!|\?raw$/;

/** The file a text import names (the import without raw-loader's prefix or the `?raw` query), or undefined for another import. */
export function rawImportPath(source: string): string | undefined {
  if (RAW_LOADER_PREFIX.test(source)) return source.replace(RAW_LOADER_PREFIX, '');
  return source.endsWith('?raw') ? source.slice(0, -'?raw'.length).replace(/^!{1,2}/, '') : undefined;
}

/**
 * Packages Docusaurus's runtime is built on, which a site's code may import by their own names: their context (the
 * router's, Helmet's provider) exists only where that runtime sets it, so here they are the theme's stand-ins too.
 */
const DOCUSAURUS_RUNTIME_PACKAGES = ['react-helmet-async', 'react-helmet', 'react-router-dom', 'react-router'] as const;

/** An import a page or site code makes of a module docs-gen provides, or of one it might (`@docusaurus/…`). */
export const PROVIDED_MODULE_IMPORT = new RegExp(`^(?:@docusaurus/|(?:${DOCUSAURUS_RUNTIME_PACKAGES.join('|')})$)`);

export const DOCUSAURUS_MODULES = [
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useRouteContext',
  '@docusaurus/BrowserOnly',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/ThemedImage',
  '@docusaurus/theme-common',
  '@docusaurus/theme-common/internal',
  '@docusaurus/theme-common/Details',
  '@docusaurus/useIsBrowser',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/plugin-content-blog/client',
  '@docusaurus/router',
  '@docusaurus/useBrokenLinks',
  '@docusaurus/useGlobalData',
  '@docusaurus/isInternalUrl',
  '@docusaurus/ErrorBoundary',
  '@docusaurus/utils-common',
  ...DOCUSAURUS_RUNTIME_PACKAGES,
] as const;

/**
 * Every theme component, by the name Docusaurus gives it where it has the concept. One list for both uses: a
 * page or site component imports it as `@theme/<Name>` (or `@theme-original/<Name>`), and a site replaces it
 * with a file of that name in its theme folder (`src/theme/<Name>.tsx`, `src/theme/<Name>/index.tsx`).
 * templates/themeComponents.ts says which module of the theme defines each, typed by this list.
 */
export const THEME_COMPONENTS = [
  'Root',
  'Layout',
  'Layout/Provider',
  'SkipToContent',
  'ErrorPageContent',
  'AnnouncementBar',
  'Navbar',
  'Navbar/Content',
  'Navbar/ColorModeToggle',
  'ColorModeToggle',
  'Navbar/Layout',
  'Navbar/Logo',
  'Navbar/MobileSidebar',
  'Navbar/MobileSidebar/Layout',
  'Navbar/MobileSidebar/PrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu',
  'Navbar/MobileSidebar/Header',
  'Navbar/MobileSidebar/Toggle',
  'Navbar/Search',
  'NavbarItem',
  'NavbarItem/ComponentTypes',
  'NavbarItem/DocsVersionDropdownNavbarItem',
  'NavbarItem/DefaultNavbarItem',
  'NavbarItem/DropdownNavbarItem',
  'NavbarItem/LocaleDropdownNavbarItem',
  'NavbarItem/SearchNavbarItem',
  'NavbarItem/HtmlNavbarItem',
  'NavbarItem/DocNavbarItem',
  'NavbarItem/DocSidebarNavbarItem',
  'NavbarItem/DocsVersionNavbarItem',
  'Logo',
  'SearchBar',
  'DocSidebar',
  'DocSidebar/Desktop',
  'DocSidebar/Desktop/Content',
  'DocSidebar/Desktop/CollapseButton',
  'DocSidebarItems',
  'DocSidebarItem',
  'DocSidebarItem/Link',
  'DocSidebarItem/Category',
  'DocSidebarItem/Html',
  'DocBreadcrumbs',
  'DocBreadcrumbs/Items/Home',
  'TOC',
  'TOCCollapsible',
  'TOCInline',
  'TOCItems',
  'TOCItems/Tree',
  'DocItem/Metadata',
  'DocItem/Layout',
  'DocItem/Content',
  'ContentVisibility',
  'Unlisted',
  'MDXContent',
  'DocItem/TOC/Desktop',
  'DocItem/TOC/Mobile',
  'DocItem/CopyPage',
  'DocItem/Footer',
  'EditThisPage',
  'LastUpdated',
  'EditMetaRow',
  'TagsListInline',
  'Tag',
  'DocItem/Paginator',
  'DocVersionBanner',
  'DocVersionBadge',
  'DocPaginator',
  'PaginatorNavLink',
  'DocCardList',
  'DocCard',
  'BlogPostItem',
  'BlogPostItem/Container',
  'BlogPostItem/Header',
  'BlogPostItem/Header/Title',
  'BlogPostItem/Header/Info',
  'BlogPostItem/Header/Authors',
  'BlogPostItem/Content',
  'BlogPostItem/Footer',
  'BlogPostItem/Footer/ReadMoreLink',
  'BlogLayout',
  'BlogSidebar',
  'BlogSidebar/Desktop',
  'BlogSidebar/Mobile',
  'BlogSidebar/Content',
  'Blog/Components/Author',
  'BackToTopButton',
  'Blog/Components/Author/Socials',
  'BlogPostItems',
  'BlogPostPaginator',
  'BlogListPaginator',
  'Footer',
  'Footer/Layout',
  'Footer/Links',
  'Footer/Links/MultiColumn',
  'Footer/Links/Simple',
  'Footer/LinkItem',
  'Footer/Logo',
  'Footer/Copyright',
  'NotFound',
  'NotFound/Content',
  'MDXComponents',
  'MDXComponents/A',
  'MDXComponents/Code',
  'CodeInline',
  'MDXComponents/Details',
  'MDXComponents/Heading',
  'MDXComponents/Img',
  'MDXComponents/Li',
  'MDXComponents/Pre',
  'MDXComponents/Table',
  'MDXComponents/Ul',
  'Admonition',
  'Admonition/Types',
  'Admonition/Layout',
  'Admonition/Type/Note',
  'Admonition/Type/Tip',
  'Admonition/Type/Info',
  'Admonition/Type/Warning',
  'Admonition/Type/Danger',
  'Admonition/Type/Caution',
  'Admonition/Icon/Note',
  'Admonition/Icon/Tip',
  'Admonition/Icon/Info',
  'Admonition/Icon/Warning',
  'Admonition/Icon/Danger',
  'CodeBlock',
  'CodeBlock/Content/String',
  'CodeBlock/Content/Element',
  'CodeBlock/Layout',
  'CodeBlock/Container',
  'CodeBlock/Title',
  'CodeBlock/Content',
  'CodeBlock/Buttons',
  'CodeBlock/Buttons/CopyButton',
  'CodeBlock/Buttons/WordWrapButton',
  'CodeBlock/Line',
  'Playground',
  'ReactLiveScope',
  'Tabs',
  'TabItem',
  'Details',
  'Heading',
  'ThemedImage',
  'IdealImage',
  'Mermaid',
  'Cards',
  'Card',
  'Icon/Arrow',
  'Icon/Close',
  'Icon/Copy',
  'Icon/DarkMode',
  'Icon/Edit',
  'Icon/ExternalLink',
  'Icon/Home',
  'Icon/Language',
  'Icon/LightMode',
  'Icon/Menu',
  'Icon/Success',
  'Icon/WordWrap',
] as const;

export type ThemeComponentName = (typeof THEME_COMPONENTS)[number];

export function isThemeComponentName(name: string): name is ThemeComponentName {
  return (THEME_COMPONENTS as readonly string[]).includes(name);
}

/**
 * Top-level names of Docusaurus's classic theme (and of its ideal-image theme) that docs-gen's theme has no component for: a site's file of one of these names overrides nothing here, which a build says.
 */
export const DOCUSAURUS_ONLY_COMPONENTS: readonly string[] = [
  'Author', 'AuthorsList', 'AuthorsListByLetter', 'Blog', 'BlogArchivePage', 'BlogAuthorPage', 'BlogAuthorsListPage',
  'BlogAuthorsPostsPage', 'BlogListPage', 'BlogPostAuthor', 'BlogPostAuthors', 'BlogPostItemList',
  'BlogPostPage', 'BlogPostStructuredData', 'BlogTagsListPage', 'BlogTagsPostsPage',
  'Created', 'DocCategoryGeneratedIndexPage', 'DocPage', 'DocRoot',
  'DocTagDocListPage', 'DocTagsListPage', 'DocVersionRoot', 'DocsRoot', 'MDXPage',
  'SearchMetadata', 'SearchPage', 'SiteMetadata', 'TagsListByLetter',
];

/** Whether a top-level name of the theme folder is the theme's: a component (`Footer`) or a folder of them (`Icon`). */
export function isThemeNamespace(name: string): boolean {
  return THEME_COMPONENTS.some((component) => component === name || component.startsWith(`${name}/`));
}

/**
 * `@theme/X` and `@theme-original/X` name the same built-in component unless a site replaces it; `@theme-init/X`,
 * Docusaurus's name for the component of the theme that first provided it, is `@theme-original/X` with one theme.
 */
export const THEME_PREFIXES = ['@theme/', '@theme-original/', '@theme-init/'] as const;

export function themeComponentName(source: string): string | undefined {
  const prefix = THEME_PREFIXES.find((p) => source.startsWith(p));
  return prefix ? source.slice(prefix.length) : undefined;
}

/**
 * A stylesheet of Docusaurus's own theme, deep-imported (`@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css`),
 * as overrides swizzled from it often import their component's styles: its rules are for Docusaurus's markup, which
 * docs-gen's theme does not write, so such an import is an empty stylesheet (a CSS module of no class names).
 */
export const DOCUSAURUS_THEME_STYLESHEET = /^@docusaurus\/theme-[\w-]+\/(?:lib|src)\/.+\.css$/;

export function isSupportedSiteModule(source: string): boolean {
  const themeName = themeComponentName(source);
  if (themeName !== undefined) return isThemeComponentName(themeName);
  return (DOCUSAURUS_MODULES as readonly string[]).includes(source);
}

/** The theme component nearest a name that is none (written after `prefix`), and where they are all listed. */
export function themeComponentAdvice(name: string, prefix = ''): string {
  const near = nearestName(name, THEME_COMPONENTS);
  return `${near ? `Did you mean "${prefix}${near}"? ` : ''}The theme's components are listed in the README (Theme customisation).`;
}

/**
 * What to import instead of a module docs-gen does not provide: the nearest name it has, Docusaurus's short name for
 * a deep import of its core (`@docusaurus/core/lib/client/exports/Link`), and where the names are listed. Every
 * name at once was a line of thousands of characters at each such import.
 */
export function unsupportedModuleAdvice(source: string): string {
  const themeName = themeComponentName(source);
  if (themeName !== undefined) return themeComponentAdvice(themeName, '@theme/');
  const deep = /^@docusaurus\/core\/lib\/client\/exports\/([^/]+?)(?:\.js)?$/.exec(source)?.[1];
  if (deep && isSupportedSiteModule(`@docusaurus/${deep}`)) return `Import it as "@docusaurus/${deep}", its public name.`;
  const own = DOCUSAURUS_MODULES.filter((name) => name.startsWith('@docusaurus/'));
  const near = source.startsWith('@docusaurus/') ? nearestName(source, own) : undefined;
  // Named without their common prefix, so the list stays one readable line as it grows.
  const names = own.map((name) => name.slice('@docusaurus/'.length));
  return `${near ? `Did you mean "${near}"? ` : ''}The Docusaurus modules docs-gen provides, as @docusaurus/<name>: ${names.join(', ')}.`;
}
