import type { ThemeComponentName } from '../src/shared/siteModules.js';

/**
 * The theme components a site may replace with a file of the same name in its theme folder (`Footer.tsx`,
 * `Navbar/index.tsx`, `DocItem/Footer.tsx`), by the names Docusaurus gives them where it has the concept. Each
 * names the module of `templates/` that defines it (without extension) and the export that is the component.
 * The README's "Theme overrides" section lists their props.
 */
export interface ThemeComponentSource {
  /** Module under `templates/`, without extension. */
  module: string;
  /** The named export that is the component (or, for `MDXComponents`, the map of components). */
  exportName: string;
  /** An export of the module that a site's override is passed through before it takes the component's place. */
  wrapOverride?: string;
}

/** Where each theme component of the one list (THEME_COMPONENTS) is defined; the type demands every name, and no other. */
export const themeComponents = {
  Root: { module: 'layout/Root', exportName: 'Root' },
  Layout: { module: 'layout/Layout', exportName: 'Layout', wrapOverride: 'outermostLayout' },
  'Layout/Provider': { module: 'layout/LayoutParts', exportName: 'LayoutProvider' },
  SkipToContent: { module: 'layout/SkipToContent', exportName: 'SkipToContent' },
  ErrorPageContent: { module: 'layout/LayoutParts', exportName: 'ErrorPageContent' },
  AnnouncementBar: { module: 'layout/AnnouncementBar', exportName: 'AnnouncementBar' },
  Navbar: { module: 'layout/Navbar', exportName: 'Navbar' },
  'Navbar/Content': { module: 'layout/NavbarContent', exportName: 'NavbarContent' },
  'Navbar/ColorModeToggle': { module: 'layout/ColorModeToggle', exportName: 'ThemeToggle' },
  'Navbar/Logo': { module: 'layout/NavbarParts', exportName: 'NavbarBrand' },
  'Navbar/MobileSidebar/Header': { module: 'layout/DrawerHeader', exportName: 'DrawerHeader' },
  'Navbar/MobileSidebar/Toggle': { module: 'layout/NavbarParts', exportName: 'NavbarMenuButton' },
  'Navbar/Search': { module: 'layout/NavbarParts', exportName: 'NavbarSearch' },
  NavbarItem: { module: 'layout/NavbarItem', exportName: 'NavbarItem' },
  'NavbarItem/ComponentTypes': { module: 'layout/NavbarItemTypes', exportName: 'NavbarItemTypes' },
  Logo: { module: 'layout/Logo', exportName: 'Logo' },
  SearchBar: { module: 'layout/SearchButton', exportName: 'SearchButton' },
  DocSidebar: { module: 'layout/Sidebar', exportName: 'Sidebar' },
  DocBreadcrumbs: { module: 'layout/Breadcrumbs', exportName: 'Breadcrumbs' },
  'DocBreadcrumbs/Items/Home': { module: 'layout/HomeBreadcrumb', exportName: 'HomeBreadcrumb' },
  TOC: { module: 'layout/Toc', exportName: 'Toc' },
  TOCCollapsible: { module: 'layout/Toc', exportName: 'TocCollapsible' },
  TOCInline: { module: 'docusaurus/TOCInline', exportName: 'default' },
  TOCItems: { module: 'layout/Toc', exportName: 'TocItems' },
  'DocItem/Metadata': { module: 'layout/DocItemMetadata', exportName: 'DocItemMetadata' },
  'DocItem/Layout': { module: 'layout/DocItemLayout', exportName: 'DocItemLayout' },
  'DocItem/Content': { module: 'layout/DocItemContent', exportName: 'DocItemContent' },
  ContentVisibility: { module: 'layout/LayoutParts', exportName: 'ContentVisibility' },
  Unlisted: { module: 'layout/LayoutParts', exportName: 'Unlisted' },
  MDXContent: { module: 'layout/MDXContent', exportName: 'MDXContent' },
  'DocItem/TOC/Desktop': { module: 'layout/DocItemToc', exportName: 'DocItemTocDesktop' },
  'DocItem/TOC/Mobile': { module: 'layout/DocItemToc', exportName: 'DocItemTocMobile' },
  'DocItem/CopyPage': { module: 'layout/CopyPage', exportName: 'CopyPage' },
  'DocItem/Footer': { module: 'layout/DocFooter', exportName: 'DocFooter' },
  EditThisPage: { module: 'layout/EditThisPage', exportName: 'EditThisPage' },
  LastUpdated: { module: 'layout/LastUpdated', exportName: 'LastUpdated' },
  TagsListInline: { module: 'layout/TagsListInline', exportName: 'TagsListInline' },
  'DocItem/Paginator': { module: 'layout/DocItemPaginator', exportName: 'DocItemPaginator' },
  DocVersionBanner: { module: 'layout/DocVersion', exportName: 'DocVersionBanner' },
  DocVersionBadge: { module: 'layout/DocVersion', exportName: 'DocVersionBadge' },
  DocPaginator: { module: 'layout/Pagination', exportName: 'Pagination' },
  DocCardList: { module: 'docusaurus/DocCardList', exportName: 'default' },
  DocCard: { module: 'docusaurus/DocCard', exportName: 'DocCard' },
  Footer: { module: 'layout/Footer', exportName: 'Footer' },
  NotFound: { module: 'pages/NotFound', exportName: 'NotFound' },
  'NotFound/Content': { module: 'pages/NotFoundContent', exportName: 'NotFoundContent' },
  MDXComponents: { module: 'mdx/MDXComponents', exportName: 'MDXComponents', wrapOverride: 'withMarkdownOutput' },
  'MDXComponents/A': { module: 'mdx/Link', exportName: 'Link' },
  'MDXComponents/Code': { module: 'mdx/MDXElements', exportName: 'MDXCode' },
  'MDXComponents/Details': { module: 'mdx/MDXElements', exportName: 'MDXDetails' },
  'MDXComponents/Heading': { module: 'mdx/MDXElements', exportName: 'MDXHeading' },
  'MDXComponents/Img': { module: 'mdx/Image', exportName: 'Image' },
  'MDXComponents/Li': { module: 'mdx/MDXElements', exportName: 'MDXLi' },
  'MDXComponents/Pre': { module: 'mdx/MDXElements', exportName: 'MDXPre' },
  'MDXComponents/Table': { module: 'mdx/Table', exportName: 'Table' },
  'MDXComponents/Ul': { module: 'mdx/MDXElements', exportName: 'MDXUl' },
  Admonition: { module: 'mdx/Admonition', exportName: 'Admonition' },
  'Admonition/Types': { module: 'mdx/AdmonitionTypes', exportName: 'AdmonitionTypes' },
  'Admonition/Layout': { module: 'mdx/AdmonitionBox', exportName: 'AdmonitionLayout' },
  'Admonition/Type/Note': { module: 'mdx/AdmonitionBox', exportName: 'TypeNote' },
  'Admonition/Type/Tip': { module: 'mdx/AdmonitionBox', exportName: 'TypeTip' },
  'Admonition/Type/Info': { module: 'mdx/AdmonitionBox', exportName: 'TypeInfo' },
  'Admonition/Type/Warning': { module: 'mdx/AdmonitionBox', exportName: 'TypeWarning' },
  'Admonition/Type/Danger': { module: 'mdx/AdmonitionBox', exportName: 'TypeDanger' },
  'Admonition/Type/Caution': { module: 'mdx/AdmonitionBox', exportName: 'TypeCaution' },
  'Admonition/Icon/Note': { module: 'mdx/AdmonitionBox', exportName: 'IconNote' },
  'Admonition/Icon/Tip': { module: 'mdx/AdmonitionBox', exportName: 'IconTip' },
  'Admonition/Icon/Info': { module: 'mdx/AdmonitionBox', exportName: 'IconInfo' },
  'Admonition/Icon/Warning': { module: 'mdx/AdmonitionBox', exportName: 'IconWarning' },
  'Admonition/Icon/Danger': { module: 'mdx/AdmonitionBox', exportName: 'IconDanger' },
  CodeBlock: { module: 'mdx/CodeBlock', exportName: 'CodeBlock' },
  Tabs: { module: 'mdx/Tabs', exportName: 'Tabs' },
  TabItem: { module: 'mdx/Tabs', exportName: 'TabItem' },
  Details: { module: 'mdx/Details', exportName: 'Details' },
  Heading: { module: 'mdx/Heading', exportName: 'Heading' },
  ThemedImage: { module: 'docusaurus/ThemedImage', exportName: 'default' },
  Mermaid: { module: 'mdx/Mermaid', exportName: 'Mermaid' },
  Cards: { module: 'mdx/Cards', exportName: 'Cards' },
  Card: { module: 'mdx/Cards', exportName: 'Card' },
  'Icon/Arrow': { module: 'docusaurus/Icons', exportName: 'IconArrow' },
  'Icon/Close': { module: 'docusaurus/Icons', exportName: 'IconClose' },
  'Icon/Copy': { module: 'docusaurus/Icons', exportName: 'IconCopy' },
  'Icon/DarkMode': { module: 'docusaurus/Icons', exportName: 'IconDarkMode' },
  'Icon/Edit': { module: 'docusaurus/Icons', exportName: 'IconEdit' },
  'Icon/ExternalLink': { module: 'docusaurus/Icons', exportName: 'IconExternalLink' },
  'Icon/Home': { module: 'docusaurus/Icons', exportName: 'IconHome' },
  'Icon/Language': { module: 'docusaurus/Icons', exportName: 'IconLanguage' },
  'Icon/LightMode': { module: 'docusaurus/Icons', exportName: 'IconLightMode' },
  'Icon/Menu': { module: 'docusaurus/Icons', exportName: 'IconMenu' },
  'Icon/Success': { module: 'docusaurus/Icons', exportName: 'IconSuccess' },
  'Icon/WordWrap': { module: 'docusaurus/Icons', exportName: 'IconWordWrap' },
} as const satisfies Record<ThemeComponentName, ThemeComponentSource>;

/** A module of `templates/` that defines theme components. */
export type ThemeComponentModule = (typeof themeComponents)[ThemeComponentName]['module'];
