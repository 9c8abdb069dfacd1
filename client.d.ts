// Types of the modules a docs-gen site's code can import: the Docusaurus client modules docs-gen provides
// (`@docusaurus/*`), every theme component (`@theme/<Name>`, `@theme-original/<Name>`; the list a site can
// also override in `src/theme/`), the theme's hooks (`docs-gen/theme`) and the files site code imports
// (CSS modules, images, SVG, Markdown). A site refers to it from `docs-gen-env.d.ts`, which `docs-gen init`
// and `docs-gen migrate` write: `/// <reference types="docs-gen/client" />`.

// `@theme-init/<Name>` is `@theme-original/<Name>` in docs-gen, which has one theme; typed loosely, as Docusaurus types it.
declare module '@theme-init/*';

declare module '@theme/Root' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Root' {
  export { default } from '@theme/Root';
}

declare module '@theme/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode; title?: string; description?: string; noFooter?: boolean; [prop: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/Layout' {
  export { default } from '@theme/Layout';
}

declare module '@theme/Layout/Provider' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Layout/Provider' {
  export { default } from '@theme/Layout/Provider';
}

declare module '@theme/SkipToContent' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/SkipToContent' {
  export { default } from '@theme/SkipToContent';
}

declare module '@theme/ErrorPageContent' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ error?: Error; tryAgain?: () => void }>;
  export default Component;
}

declare module '@theme-original/ErrorPageContent' {
  export { default } from '@theme/ErrorPageContent';
}

declare module '@theme/AnnouncementBar' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/AnnouncementBar' {
  export { default } from '@theme/AnnouncementBar';
}

declare module '@theme/Navbar' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ hasSidebar?: boolean }>;
  export default Component;
}

declare module '@theme-original/Navbar' {
  export { default } from '@theme/Navbar';
}

declare module '@theme/Navbar/Content' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ hasSidebar?: boolean }>;
  export default Component;
}

declare module '@theme-original/Navbar/Content' {
  export { default } from '@theme/Navbar/Content';
}

declare module '@theme/Navbar/Logo' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/Logo' {
  export { default } from '@theme/Navbar/Logo';
}

declare module '@theme/Navbar/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Navbar/Layout' {
  export { default } from '@theme/Navbar/Layout';
}

declare module '@theme/Navbar/MobileSidebar' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar' {
  export { default } from '@theme/Navbar/MobileSidebar';
}

declare module '@theme/Navbar/MobileSidebar/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ header?: ReactNode; primaryMenu?: ReactNode; secondaryMenu?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar/Layout' {
  export { default } from '@theme/Navbar/MobileSidebar/Layout';
}

declare module '@theme/Navbar/MobileSidebar/PrimaryMenu' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar/PrimaryMenu' {
  export { default } from '@theme/Navbar/MobileSidebar/PrimaryMenu';
}

declare module '@theme/Navbar/MobileSidebar/SecondaryMenu' {
  import type { ComponentType } from 'react';
  /** Renders nothing: the drawer holds the page's sidebar itself. */
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar/SecondaryMenu' {
  export { default } from '@theme/Navbar/MobileSidebar/SecondaryMenu';
}

declare module '@theme/Navbar/MobileSidebar/Header' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar/Header' {
  export { default } from '@theme/Navbar/MobileSidebar/Header';
}

declare module '@theme/Navbar/MobileSidebar/Toggle' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ hasSidebar?: boolean }>;
  export default Component;
}

declare module '@theme-original/Navbar/MobileSidebar/Toggle' {
  export { default } from '@theme/Navbar/MobileSidebar/Toggle';
}

declare module '@theme/Navbar/Search' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode; className?: string }>;
  export default Component;
}

declare module '@theme-original/Navbar/Search' {
  export { default } from '@theme/Navbar/Search';
}

declare module '@theme/NavbarItem' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem' {
  export { default } from '@theme/NavbarItem';
}

declare module '@theme/NavbarItem/ComponentTypes' {
  import type { ComponentType } from 'react';
  /** The navbar item components by item type; a site's override adds its `custom-*` types to them. */
  const ComponentTypes: Record<string, ComponentType<Record<string, unknown>>>;
  export default ComponentTypes;
}

declare module '@theme-original/NavbarItem/ComponentTypes' {
  export { default } from '@theme/NavbarItem/ComponentTypes';
}

declare module '@theme/NavbarItem/DocsVersionDropdownNavbarItem' {
  import type { ComponentType } from 'react';
  /** A `docsVersionDropdown` item of the navbar, given the item's settings as props and `mobile` in the drawer. */
  const Component: ComponentType<{ docsPluginId?: string; mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem' {
  export { default } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
}

declare module '@theme/NavbarItem/DefaultNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DefaultNavbarItem' {
  export { default } from '@theme/NavbarItem/DefaultNavbarItem';
}

declare module '@theme/NavbarItem/DropdownNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DropdownNavbarItem' {
  export { default } from '@theme/NavbarItem/DropdownNavbarItem';
}

declare module '@theme/NavbarItem/LocaleDropdownNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/LocaleDropdownNavbarItem' {
  export { default } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
}

declare module '@theme/NavbarItem/SearchNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/SearchNavbarItem' {
  export { default } from '@theme/NavbarItem/SearchNavbarItem';
}

declare module '@theme/NavbarItem/HtmlNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/HtmlNavbarItem' {
  export { default } from '@theme/NavbarItem/HtmlNavbarItem';
}

declare module '@theme/NavbarItem/DocNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DocNavbarItem' {
  export { default } from '@theme/NavbarItem/DocNavbarItem';
}

declare module '@theme/NavbarItem/DocSidebarNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DocSidebarNavbarItem' {
  export { default } from '@theme/NavbarItem/DocSidebarNavbarItem';
}

declare module '@theme/NavbarItem/DocsVersionNavbarItem' {
  import type { ComponentType } from 'react';
  /** Docusaurus's item module of its type, as an ejected `NavbarItem/ComponentTypes` imports it: the item's settings as props, `mobile` in the drawer. */
  const Component: ComponentType<{ mobile?: boolean; [setting: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/NavbarItem/DocsVersionNavbarItem' {
  export { default } from '@theme/NavbarItem/DocsVersionNavbarItem';
}

declare module '@theme/Navbar/ColorModeToggle' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Navbar/ColorModeToggle' {
  export { default } from '@theme/Navbar/ColorModeToggle';
}

declare module '@theme/ColorModeToggle' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{
    className?: string;
    buttonClassName?: string;
    respectPrefersColorScheme?: boolean;
    /** null: the reader's system's mode. */
    value?: 'light' | 'dark' | null;
    /** Never called: the browser runtime switches the mode, no React runs there. */
    onChange?: (mode: 'light' | 'dark' | null) => void;
  }>;
  export default Component;
}

declare module '@theme-original/ColorModeToggle' {
  export { default } from '@theme/ColorModeToggle';
}

declare module '@theme/Logo' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ logo: { src: string; alt?: string; href?: string; srcDark?: string; [key: string]: unknown }; className?: string }>;
  export default Component;
}

declare module '@theme-original/Logo' {
  export { default } from '@theme/Logo';
}

declare module '@theme/SearchBar' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/SearchBar' {
  export { default } from '@theme/SearchBar';
}

declare module '@theme/DocSidebar' {
  import type { ComponentType } from 'react';
  import type { SidebarItem } from 'docs-gen/theme';
  const Component: ComponentType<{ name?: string; sidebar?: SidebarItem[]; path?: string }>;
  export default Component;
}

declare module '@theme-original/DocSidebar' {
  export { default } from '@theme/DocSidebar';
}

declare module '@theme/DocSidebar/Desktop' {
  import type { ComponentType } from 'react';
  import type { SidebarItem } from 'docs-gen/theme';
  const Component: ComponentType<{ path?: string; sidebar: SidebarItem[]; onCollapse?: () => void; isHidden?: boolean }>;
  export default Component;
}

declare module '@theme-original/DocSidebar/Desktop' {
  export { default } from '@theme/DocSidebar/Desktop';
}

declare module '@theme/DocSidebar/Desktop/Content' {
  import type { ComponentType } from 'react';
  import type { SidebarItem } from 'docs-gen/theme';
  const Component: ComponentType<{ path?: string; sidebar: SidebarItem[]; className?: string }>;
  export default Component;
}

declare module '@theme-original/DocSidebar/Desktop/Content' {
  export { default } from '@theme/DocSidebar/Desktop/Content';
}

declare module '@theme/DocSidebar/Desktop/CollapseButton' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ onClick?: () => void }>;
  export default Component;
}

declare module '@theme-original/DocSidebar/Desktop/CollapseButton' {
  export { default } from '@theme/DocSidebar/Desktop/CollapseButton';
}

declare module '@theme/DocSidebarItems' {
  import type { ComponentType } from 'react';
  import type { SidebarItem } from 'docs-gen/theme';
  const Component: ComponentType<{ items: SidebarItem[]; activePath: string; level: number; onItemClick?: (item: SidebarItem) => void }>;
  export default Component;
}

declare module '@theme-original/DocSidebarItems' {
  export { default } from '@theme/DocSidebarItems';
}

declare module '@theme/DocSidebarItem' {
  import type { ComponentType } from 'react';
  import type { DocSidebarItemProps } from 'docs-gen/theme';
  const Component: ComponentType<DocSidebarItemProps>;
  export default Component;
}

declare module '@theme-original/DocSidebarItem' {
  export { default } from '@theme/DocSidebarItem';
}

declare module '@theme/DocSidebarItem/Link' {
  import type { ComponentType } from 'react';
  import type { DocSidebarItemProps } from 'docs-gen/theme';
  const Component: ComponentType<DocSidebarItemProps>;
  export default Component;
}

declare module '@theme-original/DocSidebarItem/Link' {
  export { default } from '@theme/DocSidebarItem/Link';
}

declare module '@theme/DocSidebarItem/Category' {
  import type { ComponentType } from 'react';
  import type { DocSidebarItemProps } from 'docs-gen/theme';
  const Component: ComponentType<DocSidebarItemProps>;
  export default Component;
}

declare module '@theme-original/DocSidebarItem/Category' {
  export { default } from '@theme/DocSidebarItem/Category';
}

declare module '@theme/DocSidebarItem/Html' {
  import type { ComponentType } from 'react';
  import type { DocSidebarItemProps } from 'docs-gen/theme';
  const Component: ComponentType<DocSidebarItemProps>;
  export default Component;
}

declare module '@theme-original/DocSidebarItem/Html' {
  export { default } from '@theme/DocSidebarItem/Html';
}

declare module '@theme/DocBreadcrumbs' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ crumbs: { label: string; href?: string }[] }>;
  export default Component;
}

declare module '@theme-original/DocBreadcrumbs' {
  export { default } from '@theme/DocBreadcrumbs';
}

declare module '@theme/DocBreadcrumbs/Items/Home' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/DocBreadcrumbs/Items/Home' {
  export { default } from '@theme/DocBreadcrumbs/Items/Home';
}

declare module '@theme/TOC' {
  import type { ComponentType } from 'react';
  /** `items` as the theme passes them, and `toc` as Docusaurus does (`value`: the heading as HTML); `toc` wins. */
  const Component: ComponentType<{ items?: { id: string; text: string; level: number }[]; toc?: { value: string; id: string; level: number }[] }>;
  export default Component;
}

declare module '@theme-original/TOC' {
  export { default } from '@theme/TOC';
}

declare module '@theme/TOCCollapsible' {
  import type { ComponentType } from 'react';
  /** `items` as the theme passes them, and `toc` as Docusaurus does (`value`: the heading as HTML); `toc` wins. */
  const Component: ComponentType<{ items?: { id: string; text: string; level: number }[]; toc?: { value: string; id: string; level: number }[] }>;
  export default Component;
}

declare module '@theme-original/TOCCollapsible' {
  export { default } from '@theme/TOCCollapsible';
}

declare module '@theme/TOCInline' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ toc?: { value: string; id: string; level: number }[]; minHeadingLevel?: number; maxHeadingLevel?: number }>;
  export default Component;
}

declare module '@theme-original/TOCInline' {
  export { default } from '@theme/TOCInline';
}

declare module '@theme/DocItem/CopyPage' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ href: string }>;
  export default Component;
}

declare module '@theme-original/DocItem/CopyPage' {
  export { default } from '@theme/DocItem/CopyPage';
}

declare module '@theme/TOCItems' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ toc?: { value: string; id: string; level: number }[]; className?: string; linkClassName?: string; linkActiveClassName?: string; minHeadingLevel?: number; maxHeadingLevel?: number }>;
  export default Component;
}

declare module '@theme-original/TOCItems' {
  export { default } from '@theme/TOCItems';
}

declare module '@theme/TOCItems/Tree' {
  import type { ComponentType } from 'react';
  import type { TOCTreeNode } from '@docusaurus/theme-common/internal';
  /** The tree as nested lists; the links keep `toc-link` beside `linkClassName`, for the theme's script that marks the one being read. */
  const Component: ComponentType<{ toc: readonly TOCTreeNode[]; className?: string; linkClassName?: string | null; isChild?: boolean }>;
  export default Component;
}

declare module '@theme-original/TOCItems/Tree' {
  export { default } from '@theme/TOCItems/Tree';
}

declare module '@theme/ContentVisibility' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ metadata?: unknown }>;
  export default Component;
}

declare module '@theme-original/ContentVisibility' {
  export { default } from '@theme/ContentVisibility';
}

declare module '@theme/Unlisted' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ className?: string }>;
  export default Component;
}

declare module '@theme-original/Unlisted' {
  export { default } from '@theme/Unlisted';
}

declare module '@theme/MDXContent' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/MDXContent' {
  export { default } from '@theme/MDXContent';
}

declare module '@theme/DocItem/Metadata' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/DocItem/Metadata' {
  export { default } from '@theme/DocItem/Metadata';
}

declare module '@theme/DocItem/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/DocItem/Layout' {
  export { default } from '@theme/DocItem/Layout';
}

declare module '@theme/DocItem/Content' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/DocItem/Content' {
  export { default } from '@theme/DocItem/Content';
}

declare module '@theme/DocItem/TOC/Desktop' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/DocItem/TOC/Desktop' {
  export { default } from '@theme/DocItem/TOC/Desktop';
}

declare module '@theme/DocItem/TOC/Mobile' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/DocItem/TOC/Mobile' {
  export { default } from '@theme/DocItem/TOC/Mobile';
}

declare module '@theme/DocItem/Footer' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ page: { id: string; route: string; title: string; sourceFile: string; [key: string]: unknown } }>;
  export default Component;
}

declare module '@theme-original/DocItem/Footer' {
  export { default } from '@theme/DocItem/Footer';
}

declare module '@theme/EditThisPage' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ editUrl: string }>;
  export default Component;
}

declare module '@theme-original/EditThisPage' {
  export { default } from '@theme/EditThisPage';
}

declare module '@theme/LastUpdated' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ lastUpdatedAt?: number; lastUpdatedBy?: string }>;
  export default Component;
}

declare module '@theme-original/LastUpdated' {
  export { default } from '@theme/LastUpdated';
}

declare module '@theme/EditMetaRow' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ className?: string; editUrl?: string | null; lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }>;
  export default Component;
}

declare module '@theme-original/EditMetaRow' {
  export { default } from '@theme/EditMetaRow';
}

declare module '@theme/TagsListInline' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ tags?: { label: string; permalink: string }[] }>;
  export default Component;
}

declare module '@theme-original/TagsListInline' {
  export { default } from '@theme/TagsListInline';
}

declare module '@theme/Tag' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ permalink: string; label: string; count?: number; description?: string }>;
  export default Component;
}

declare module '@theme-original/Tag' {
  export { default } from '@theme/Tag';
}

declare module '@theme/DocItem/Paginator' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/DocItem/Paginator' {
  export { default } from '@theme/DocItem/Paginator';
}

declare module '@theme/DocVersionBanner' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ className?: string }>;
  export default Component;
}

declare module '@theme-original/DocVersionBanner' {
  export { default } from '@theme/DocVersionBanner';
}

declare module '@theme/DocVersionBadge' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ className?: string }>;
  export default Component;
}

declare module '@theme-original/DocVersionBadge' {
  export { default } from '@theme/DocVersionBadge';
}

declare module '@theme/DocPaginator' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ nav: { prev?: { label: string; href: string }; next?: { label: string; href: string }; [key: string]: unknown } }>;
  export default Component;
}

declare module '@theme-original/DocPaginator' {
  export { default } from '@theme/DocPaginator';
}

declare module '@theme/PaginatorNavLink' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ permalink: string; title?: ReactNode; subLabel?: ReactNode; isNext?: boolean }>;
  export default Component;
}

declare module '@theme-original/PaginatorNavLink' {
  export { default } from '@theme/PaginatorNavLink';
}

declare module '@theme/DocCard' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ item: { type?: string; label: string; href?: string; description?: string; items?: unknown[]; [key: string]: unknown } }>;
  export default Component;
}

declare module '@theme-original/DocCard' {
  export { default } from '@theme/DocCard';
}

declare module '@theme/BlogPostItem' {
  import type { ComponentType, ReactNode } from 'react';
  /** A blog post with its header and footer: the post `useBlogPost()` gives, on its page or on a list page. */
  const Component: ComponentType<{ children?: ReactNode; [key: string]: unknown }>;
  export default Component;
}

declare module '@theme-original/BlogPostItem' {
  export { default } from '@theme/BlogPostItem';
}

declare module '@theme/BlogPostItem/Container' {
  import type { ComponentType, ReactNode } from 'react';
  /** The post's `<article>`, around its header, content and footer. The post is the one `useBlogPost()` gives. */
  export type Props = { children?: ReactNode; className?: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Container' {
  export * from '@theme/BlogPostItem/Container';
  export { default } from '@theme/BlogPostItem/Container';
}

declare module '@theme/BlogPostItem/Header' {
  import type { ComponentType } from 'react';
  /** The post's title, date and reading time, and authors. The post is the one `useBlogPost()` gives. */
  export type Props = Record<string, never>;
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Header' {
  export * from '@theme/BlogPostItem/Header';
  export { default } from '@theme/BlogPostItem/Header';
}

declare module '@theme/BlogPostItem/Header/Title' {
  import type { ComponentType } from 'react';
  /** The post's title: its `<h1>` on its page, a link in an `<h2>` on a list page. The post is the one `useBlogPost()` gives. */
  export type Props = { className?: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Header/Title' {
  export * from '@theme/BlogPostItem/Header/Title';
  export { default } from '@theme/BlogPostItem/Header/Title';
}

declare module '@theme/BlogPostItem/Header/Info' {
  import type { ComponentType } from 'react';
  /** The post's date, and its reading time where the blog shows it. The post is the one `useBlogPost()` gives. */
  export type Props = { className?: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Header/Info' {
  export * from '@theme/BlogPostItem/Header/Info';
  export { default } from '@theme/BlogPostItem/Header/Info';
}

declare module '@theme/BlogPostItem/Header/Authors' {
  import type { ComponentType } from 'react';
  /** The post's authors. The post is the one `useBlogPost()` gives. */
  export type Props = { className?: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Header/Authors' {
  export * from '@theme/BlogPostItem/Header/Authors';
  export { default } from '@theme/BlogPostItem/Header/Authors';
}

declare module '@theme/BlogPostItem/Content' {
  import type { ComponentType, ReactNode } from 'react';
  /** The post's body (its beginning on a list page). The post is the one `useBlogPost()` gives. */
  export type Props = { children?: ReactNode; className?: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Content' {
  export * from '@theme/BlogPostItem/Content';
  export { default } from '@theme/BlogPostItem/Content';
}

declare module '@theme/BlogPostItem/Footer' {
  import type { ComponentType } from 'react';
  /** The post's tags, its edit link on its page, "Read more" under a truncated post of a list page. The post is the one `useBlogPost()` gives. */
  export type Props = Record<string, never>;
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Footer' {
  export * from '@theme/BlogPostItem/Footer';
  export { default } from '@theme/BlogPostItem/Footer';
}

declare module '@theme/BackToTopButton' {
  import type { ComponentType } from 'react';
  /** A round button in the corner leading back to the top of the page's content, shown once the reader has scrolled down. */
  const Component: ComponentType<Record<string, never>>;
  export default Component;
}

declare module '@theme-original/BackToTopButton' {
  export { default } from '@theme/BackToTopButton';
}

declare module '@theme/BlogLayout' {
  import type { ComponentType, ReactNode } from 'react';
  export type Props = { sidebar?: import('@theme/BlogSidebar').BlogSidebar; toc?: ReactNode; children?: ReactNode };
  /** The layout of every blog page: the sidebar, the content (a post with its paginator, or a list's posts), the TOC. */
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogLayout' {
  export * from '@theme/BlogLayout';
  export { default } from '@theme/BlogLayout';
}

declare module '@theme/BlogSidebar' {
  import type { ComponentType } from 'react';
  /** The blog's sidebar: its title and the posts it lists, each with its permalink (with the base URL) and date. */
  export interface BlogSidebar {
    title: string;
    items: { title: string; permalink: string; unlisted: boolean; date: string }[];
  }
  export type Props = { sidebar: BlogSidebar };
  /** The recent posts beside the blog's pages (and in the phone's drawer). */
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogSidebar' {
  export * from '@theme/BlogSidebar';
  export { default } from '@theme/BlogSidebar';
}

declare module '@theme/BlogSidebar/Desktop' {
  import type { ComponentType } from 'react';
  export type Props = { sidebar: import('@theme/BlogSidebar').BlogSidebar };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogSidebar/Desktop' {
  export * from '@theme/BlogSidebar/Desktop';
  export { default } from '@theme/BlogSidebar/Desktop';
}

declare module '@theme/BlogSidebar/Content' {
  import type { ComponentType } from 'react';
  type Items = import('@theme/BlogSidebar').BlogSidebar['items'];
  export type Props = { items: Items; yearGroupHeadingClassName?: string; ListComponent: ComponentType<{ items: Items }> };
  /** The posts through `ListComponent`, in a group per year under a heading. */
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogSidebar/Content' {
  export * from '@theme/BlogSidebar/Content';
  export { default } from '@theme/BlogSidebar/Content';
}

declare module '@theme/BlogSidebar/Mobile' {
  export * from '@theme/BlogSidebar/Desktop';
  export { default } from '@theme/BlogSidebar/Desktop';
}

declare module '@theme-original/BlogSidebar/Mobile' {
  export * from '@theme/BlogSidebar/Mobile';
  export { default } from '@theme/BlogSidebar/Mobile';
}

declare module '@theme/Blog/Components/Author' {
  import type { ComponentType } from 'react';
  /** An author as `useBlogPost().metadata.authors` gives one: URLs with the base URL, the author's page as its permalink. */
  export interface Author {
    key?: string | null;
    name?: string;
    title?: string;
    url?: string;
    email?: string;
    imageURL?: string;
    socials?: Record<string, string>;
    page?: { permalink: string } | null;
  }
  export type Props = { author: Author; count?: number; as?: 'h1' | 'h2'; className?: string };
  /** An author's avatar, name (linked to their page, else theirs), title, number of posts and profiles. */
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Blog/Components/Author' {
  export * from '@theme/Blog/Components/Author';
  export { default } from '@theme/Blog/Components/Author';
}

declare module '@theme/Blog/Components/Author/Socials' {
  import type { ComponentType } from 'react';
  export type Props = { author: { socials?: Record<string, string> }; className?: string };
  /** An author's profiles elsewhere, each linked by its platform's name. */
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Blog/Components/Author/Socials' {
  export * from '@theme/Blog/Components/Author/Socials';
  export { default } from '@theme/Blog/Components/Author/Socials';
}

declare module '@theme/BlogPostItem/Footer/ReadMoreLink' {
  import type { AnchorHTMLAttributes, ComponentType } from 'react';
  export type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { blogPostTitle: string; to: string };
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/BlogPostItem/Footer/ReadMoreLink' {
  export * from '@theme/BlogPostItem/Footer/ReadMoreLink';
  export { default } from '@theme/BlogPostItem/Footer/ReadMoreLink';
}

declare module '@theme/BlogPostItems' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{
    /**
     * `content`: a component rendering the post's beginning, holding its `metadata`, `frontMatter`, `assets` and `toc` as
     * `useBlogPost()` gives them (given to `BlogPostProvider` of `@docusaurus/plugin-content-blog/client`); `id`: its page.
     */
    items: readonly { id: string; content: ComponentType & Omit<import('@docusaurus/plugin-content-blog/client').BlogPostContextValue, 'isBlogPostPage'> }[];
    component?: ComponentType<{ children?: ReactNode }>;
  }>;
  export default Component;
}

declare module '@theme-original/BlogPostItems' {
  export { default } from '@theme/BlogPostItems';
}

declare module '@theme/BlogPostPaginator' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ prevItem?: { title: string; permalink: string }; nextItem?: { title: string; permalink: string } }>;
  export default Component;
}

declare module '@theme-original/BlogPostPaginator' {
  export { default } from '@theme/BlogPostPaginator';
}

declare module '@theme/BlogListPaginator' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ metadata: { previousPage?: string | null; nextPage?: string | null; [key: string]: unknown } }>;
  export default Component;
}

declare module '@theme-original/BlogListPaginator' {
  export { default } from '@theme/BlogListPaginator';
}

declare module '@theme/DocCardList' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ items?: { type?: string; label: string; href?: string; description?: string; items?: unknown[] }[]; className?: string }>;
  export default Component;
}

declare module '@theme-original/DocCardList' {
  export { default } from '@theme/DocCardList';
}

declare module '@theme/Footer' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/Footer' {
  export { default } from '@theme/Footer';
}

declare module '@theme/Footer/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  export interface Props {
    style: string;
    links: ReactNode;
    logo: ReactNode;
    copyright: ReactNode;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Layout' {
  export * from '@theme/Footer/Layout';
  export { default } from '@theme/Footer/Layout';
}

declare module '@theme/Footer/LinkItem' {
  import type { ComponentType } from 'react';
  /** A footer link of the config: `to` (a route of the site) or `href`. */
  export interface FooterLinkItem {
    label: string;
    to?: string;
    href?: string;
    className?: string;
    target?: string;
    rel?: string;
  }
  export interface Props {
    item: FooterLinkItem;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/LinkItem' {
  export * from '@theme/Footer/LinkItem';
  export { default } from '@theme/Footer/LinkItem';
}

declare module '@theme/Footer/Links/Simple' {
  import type { ComponentType } from 'react';
  import type { FooterLinkItem } from '@theme/Footer/LinkItem';
  export interface Props {
    /** The config's links, each a link or an `html` item. */
    links: (FooterLinkItem | { html: string })[];
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Links/Simple' {
  export * from '@theme/Footer/Links/Simple';
  export { default } from '@theme/Footer/Links/Simple';
}

declare module '@theme/Footer/Links/MultiColumn' {
  import type { ComponentType } from 'react';
  import type { FooterLinkItem } from '@theme/Footer/LinkItem';
  export interface Props {
    columns: { title: string; items: (FooterLinkItem | { html: string })[] }[];
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Links/MultiColumn' {
  export * from '@theme/Footer/Links/MultiColumn';
  export { default } from '@theme/Footer/Links/MultiColumn';
}

declare module '@theme/Footer/Links' {
  import type { ComponentType } from 'react';
  import type { Props as MultiColumnProps } from '@theme/Footer/Links/MultiColumn';
  import type { Props as SimpleProps } from '@theme/Footer/Links/Simple';
  export interface Props {
    links: MultiColumnProps['columns'] | SimpleProps['links'];
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Links' {
  export * from '@theme/Footer/Links';
  export { default } from '@theme/Footer/Links';
}

declare module '@theme/Footer/Logo' {
  import type { ComponentType } from 'react';
  export interface Props {
    logo: { src: string; alt?: string; href?: string; srcDark?: string; target?: string; width?: number; height?: number; [key: string]: unknown };
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Logo' {
  export * from '@theme/Footer/Logo';
  export { default } from '@theme/Footer/Logo';
}

declare module '@theme/Footer/Copyright' {
  import type { ComponentType } from 'react';
  export interface Props {
    /** HTML, as the config writes it. */
    copyright: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/Footer/Copyright' {
  export * from '@theme/Footer/Copyright';
  export { default } from '@theme/Footer/Copyright';
}

declare module '@theme/NotFound' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}

declare module '@theme-original/NotFound' {
  export { default } from '@theme/NotFound';
}

declare module '@theme/NotFound/Content' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ className?: string }>;
  export default Component;
}

declare module '@theme-original/NotFound/Content' {
  export { default } from '@theme/NotFound/Content';
}

declare module '@theme/MDXComponents' {
  import type { ComponentType } from 'react';
  // biome-ignore lint/suspicious/noExplicitAny: a site's element map holds components of every kind of props.
  const Component: Record<string, ComponentType<any>>;
  export default Component;
}

declare module '@theme-original/MDXComponents' {
  export { default } from '@theme/MDXComponents';
}

declare module '@theme/MDXComponents/A' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'a'> & { to?: string }>;
  export default Component;
}

declare module '@theme-original/MDXComponents/A' {
  export { default } from '@theme/MDXComponents/A';
}

declare module '@theme/MDXComponents/Code' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'code'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Code' {
  export { default } from '@theme/MDXComponents/Code';
}

declare module '@theme/CodeInline' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'code'>>;
  export default Component;
}

declare module '@theme-original/CodeInline' {
  export { default } from '@theme/CodeInline';
}

declare module '@theme/MDXComponents/Details' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ summary?: ReactNode; children?: ReactNode; open?: boolean }>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Details' {
  export { default } from '@theme/MDXComponents/Details';
}

declare module '@theme/MDXComponents/Heading' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Heading' {
  export { default } from '@theme/MDXComponents/Heading';
}

declare module '@theme/MDXComponents/Img' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'img'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Img' {
  export { default } from '@theme/MDXComponents/Img';
}

declare module '@theme/MDXComponents/Li' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'li'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Li' {
  export { default } from '@theme/MDXComponents/Li';
}

declare module '@theme/MDXComponents/Pre' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'pre'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Pre' {
  export { default } from '@theme/MDXComponents/Pre';
}

declare module '@theme/MDXComponents/Table' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'table'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Table' {
  export { default } from '@theme/MDXComponents/Table';
}

declare module '@theme/MDXComponents/Ul' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'ul'>>;
  export default Component;
}

declare module '@theme-original/MDXComponents/Ul' {
  export { default } from '@theme/MDXComponents/Ul';
}

declare module '@theme/Admonition' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition' {
  export { default } from '@theme/Admonition';
}

declare module '@theme/Admonition/Types' {
  import type { ComponentType, ReactNode } from 'react';
  /** The admonition components by keyword; a site's override adds the keywords of its `admonitions.keywords`. */
  const AdmonitionTypes: Record<string, ComponentType<{ type: string; title?: ReactNode; children?: ReactNode }>>;
  export default AdmonitionTypes;
}

declare module '@theme-original/Admonition/Types' {
  export { default } from '@theme/Admonition/Types';
}

declare module '@theme/Admonition/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  /** An admonition drawn by the theme with the given title, icon and classes (a site's own types use it). */
  const Component: ComponentType<{ type: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Layout' {
  export { default } from '@theme/Admonition/Layout';
}

declare module '@theme/Admonition/Type/Note' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Note' {
  export { default } from '@theme/Admonition/Type/Note';
}

declare module '@theme/Admonition/Type/Tip' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Tip' {
  export { default } from '@theme/Admonition/Type/Tip';
}

declare module '@theme/Admonition/Type/Info' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Info' {
  export { default } from '@theme/Admonition/Type/Info';
}

declare module '@theme/Admonition/Type/Warning' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Warning' {
  export { default } from '@theme/Admonition/Type/Warning';
}

declare module '@theme/Admonition/Type/Danger' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Danger' {
  export { default } from '@theme/Admonition/Type/Danger';
}

declare module '@theme/Admonition/Type/Caution' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Admonition/Type/Caution' {
  export { default } from '@theme/Admonition/Type/Caution';
}

declare module '@theme/Admonition/Icon/Note' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}

declare module '@theme-original/Admonition/Icon/Note' {
  export { default } from '@theme/Admonition/Icon/Note';
}

declare module '@theme/Admonition/Icon/Tip' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}

declare module '@theme-original/Admonition/Icon/Tip' {
  export { default } from '@theme/Admonition/Icon/Tip';
}

declare module '@theme/Admonition/Icon/Info' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}

declare module '@theme-original/Admonition/Icon/Info' {
  export { default } from '@theme/Admonition/Icon/Info';
}

declare module '@theme/Admonition/Icon/Warning' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}

declare module '@theme-original/Admonition/Icon/Warning' {
  export { default } from '@theme/Admonition/Icon/Warning';
}

declare module '@theme/Admonition/Icon/Danger' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}

declare module '@theme-original/Admonition/Icon/Danger' {
  export { default } from '@theme/Admonition/Icon/Danger';
}

declare module '@theme/CodeBlock' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode; title?: string; language?: string; className?: string; metastring?: string; showLineNumbers?: boolean | number }>;
  export default Component;
}

declare module '@theme-original/CodeBlock' {
  export { default } from '@theme/CodeBlock';
}

declare module '@theme/CodeBlock/Line' {
  import type { ComponentType, CSSProperties, ReactNode } from 'react';
  type Token = { types: string[]; content: string; empty?: boolean };
  type ElementProps = { className?: string; style?: CSSProperties; children?: ReactNode; [prop: string]: unknown };
  /** One line of Prism's tokens, for a site's own `CodeBlock/Content` that tokenizes the code itself. */
  export interface Props {
    line: Token[];
    classNames?: string[];
    showLineNumbers?: boolean;
    getLineProps: (input: { line: Token[]; className?: string }) => ElementProps;
    getTokenProps: (input: { token: Token }) => ElementProps;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Line' {
  export * from '@theme/CodeBlock/Line';
  export { default } from '@theme/CodeBlock/Line';
}

declare module '@theme/CodeBlock/Content/String' {
  import type { ComponentType } from 'react';
  /** A block whose code is a string, fenced or written as `<CodeBlock>`: `metastring` is a fence's meta as written, attributes of the site's own included. It makes the block's metadata (`createCodeBlockMetadata`) and renders `CodeBlock/Layout` in `CodeBlockContextProvider`. */
  export interface Props {
    children: string;
    className?: string;
    metastring?: string;
    title?: import('react').ReactNode;
    showLineNumbers?: boolean | number;
    language?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Content/String' {
  export * from '@theme/CodeBlock/Content/String';
  export { default } from '@theme/CodeBlock/Content/String';
}

declare module '@theme/CodeBlock/Content/Element' {
  import type { ComponentType } from 'react';
  /** A block whose children hold elements: shown as they are, not highlighted. */
  export interface Props {
    children?: import('react').ReactNode;
    className?: string;
    metastring?: string;
    title?: import('react').ReactNode;
    language?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Content/Element' {
  export * from '@theme/CodeBlock/Content/Element';
  export { default } from '@theme/CodeBlock/Content/Element';
}

declare module '@theme/CodeBlock/Layout' {
  import type { ComponentType } from 'react';
  /** The block of `useCodeBlockContext()`: `CodeBlock/Container` holding the title (`CodeBlock/Title`), `CodeBlock/Content` and `CodeBlock/Buttons`. An interface, which a site's `Content/String` may extend with props of its own. */
  export interface Props {
    className?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Layout' {
  export * from '@theme/CodeBlock/Layout';
  export { default } from '@theme/CodeBlock/Layout';
}

declare module '@theme/CodeBlock/Container' {
  import type { ComponentType } from 'react';
  /** The block's frame, the theme's `.code-block` (`as`: its element, `div` by default); other props go on it. */
  export interface Props {
    as?: import('react').ElementType;
    className?: string;
    children?: import('react').ReactNode;
    [prop: string]: unknown;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Container' {
  export * from '@theme/CodeBlock/Container';
  export { default } from '@theme/CodeBlock/Container';
}

declare module '@theme/CodeBlock/Title' {
  import type { ComponentType } from 'react';
  /** The title's text, inside the theme's `.code-title`. */
  export interface Props {
    children?: import('react').ReactNode;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Title' {
  export * from '@theme/CodeBlock/Title';
  export { default } from '@theme/CodeBlock/Title';
}

declare module '@theme/CodeBlock/Content' {
  import type { ComponentType } from 'react';
  /** The code of `useCodeBlockContext()`, highlighted when the site is built. */
  export interface Props {
    className?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Content' {
  export * from '@theme/CodeBlock/Content';
  export { default } from '@theme/CodeBlock/Content';
}

declare module '@theme/CodeBlock/Buttons' {
  import type { ComponentType } from 'react';
  /** The block's buttons, written beside its `pre`, where the browser script finds the code to copy. */
  export interface Props {
    className?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Buttons' {
  export * from '@theme/CodeBlock/Buttons';
  export { default } from '@theme/CodeBlock/Buttons';
}

declare module '@theme/CodeBlock/Buttons/CopyButton' {
  import type { ComponentType } from 'react';
  /** The copy button: keep its `copy-button` class for the browser script, which shows it and copies the code. */
  export interface Props {
    className?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Buttons/CopyButton' {
  export * from '@theme/CodeBlock/Buttons/CopyButton';
  export { default } from '@theme/CodeBlock/Buttons/CopyButton';
}

declare module '@theme/CodeBlock/Buttons/WordWrapButton' {
  import type { ComponentType } from 'react';
  /** Docusaurus's word-wrap toggle, which needs React in the browser: the theme's is nothing. */
  export interface Props {
    className?: string;
  }
  const Component: ComponentType<Props>;
  export default Component;
}

declare module '@theme-original/CodeBlock/Buttons/WordWrapButton' {
  export * from '@theme/CodeBlock/Buttons/WordWrapButton';
  export { default } from '@theme/CodeBlock/Buttons/WordWrapButton';
}

declare module '@theme/Playground' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{
    children: string;
    scope?: Record<string, unknown>;
    metastring?: string;
    className?: string;
    compiled?: string;
    codeBlock?: ReactNode;
    position?: 'top' | 'bottom';
  }>;
  export default Component;
}

declare module '@theme-original/Playground' {
  export { default } from '@theme/Playground';
}

declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}

declare module '@theme-original/ReactLiveScope' {
  export { default } from '@theme/ReactLiveScope';
}

declare module '@theme/Tabs' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode; groupId?: string; defaultValue?: string; queryString?: boolean | string; className?: string }>;
  export default Component;
}

declare module '@theme-original/Tabs' {
  export { default } from '@theme/Tabs';
}

declare module '@theme/TabItem' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ value: string; label?: string; default?: boolean; children?: ReactNode; className?: string }>;
  export default Component;
}

declare module '@theme-original/TabItem' {
  export { default } from '@theme/TabItem';
}

declare module '@theme/Details' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ summary?: ReactNode; children?: ReactNode; open?: boolean }>;
  export default Component;
}

declare module '@theme-original/Details' {
  export { default } from '@theme/Details';
}

declare module '@theme/Heading' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }>;
  export default Component;
}

declare module '@theme-original/Heading' {
  export { default } from '@theme/Heading';
}

declare module '@theme/ThemedImage' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'img'> & { sources: { light: string; dark: string } }>;
  export default Component;
}

declare module '@theme-original/ThemedImage' {
  export { default } from '@theme/ThemedImage';
}

declare module '@theme/IdealImage' {
  import type { ComponentProps, ComponentType } from 'react';
  /** An imported image: its URL here; Docusaurus's ideal-image loader's object, or a module's `{ default }`. */
  export type IdealImageSource =
    | string
    | { default: string }
    | { src: { src: string; preSrc?: string; width?: number; height?: number; images?: { width: number; path?: string }[] }; preSrc?: string };
  const Component: ComponentType<ComponentProps<'img'> & { img: IdealImageSource }>;
  export default Component;
}

declare module '@theme-original/IdealImage' {
  export { default } from '@theme/IdealImage';
}

declare module '@theme/Mermaid' {
  import type { ComponentType } from 'react';
  const Component: ComponentType<{ value: string }>;
  export default Component;
}

declare module '@theme-original/Mermaid' {
  export { default } from '@theme/Mermaid';
}

declare module '@theme/Cards' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Cards' {
  export { default } from '@theme/Cards';
}

declare module '@theme/Card' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ title: string; href: string; children?: ReactNode }>;
  export default Component;
}

declare module '@theme-original/Card' {
  export { default } from '@theme/Card';
}

declare module '@theme/Icon/Arrow' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Arrow' {
  export { default } from '@theme/Icon/Arrow';
}

declare module '@theme/Icon/Close' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Close' {
  export { default } from '@theme/Icon/Close';
}

declare module '@theme/Icon/Copy' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Copy' {
  export { default } from '@theme/Icon/Copy';
}

declare module '@theme/Icon/DarkMode' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/DarkMode' {
  export { default } from '@theme/Icon/DarkMode';
}

declare module '@theme/Icon/Edit' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Edit' {
  export { default } from '@theme/Icon/Edit';
}

declare module '@theme/Icon/ExternalLink' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/ExternalLink' {
  export { default } from '@theme/Icon/ExternalLink';
}

declare module '@theme/Icon/Home' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Home' {
  export { default } from '@theme/Icon/Home';
}

declare module '@theme/Icon/Language' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Language' {
  export { default } from '@theme/Icon/Language';
}

declare module '@theme/Icon/LightMode' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/LightMode' {
  export { default } from '@theme/Icon/LightMode';
}

declare module '@theme/Icon/Menu' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Menu' {
  export { default } from '@theme/Icon/Menu';
}

declare module '@theme/Icon/Success' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/Success' {
  export { default } from '@theme/Icon/Success';
}

declare module '@theme/Icon/WordWrap' {
  import type { ComponentProps, ComponentType } from 'react';
  const Component: ComponentType<ComponentProps<'svg'>>;
  export default Component;
}

declare module '@theme-original/Icon/WordWrap' {
  export { default } from '@theme/Icon/WordWrap';
}

declare module '@docusaurus/Link' {
  import type { ComponentProps, ComponentType } from 'react';
  const Link: ComponentType<
    ComponentProps<'a'> & {
      to?: string;
      /** `false`: the URL as written, without the base URL. */
      autoAddBaseUrl?: boolean;
      /** Marked `activeClassName` (default `active`) and `aria-current="page"` on the page it leads to, and below it unless `exact`. */
      isNavLink?: boolean;
      activeClassName?: string;
      exact?: boolean;
      isActive?: (match: { url: string } | null, location: { pathname: string }) => boolean;
    }
  >;
  export default Link;
}

declare module '@docusaurus/useBaseUrl' {
  export interface BaseUrlOptions {
    absolute?: boolean;
    forcePrependBaseUrl?: boolean;
  }
  export default function useBaseUrl(url: string, options?: BaseUrlOptions): string;
  export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string };
}

declare module '@docusaurus/useRouteContext' {
  /** The plugin whose route the page is (`docusaurus-plugin-content-docs` and a docs folder's plugin id, …), and the route's data. */
  export default function useRouteContext(): { plugin: { name: string; id: string }; data: Record<string, unknown> };
}

declare module '@docusaurus/useDocusaurusContext' {
  export default function useDocusaurusContext(): {
    siteConfig: {
      title: string;
      tagline: string;
      titleDelimiter: string;
      url: string;
      baseUrl: string;
      favicon?: string;
      customFields: Record<string, unknown>;
      organizationName?: string;
      projectName?: string;
      trailingSlash?: boolean;
      /**
       * The site's settings as the options of Docusaurus's classic preset: `docs` (the first docs folder's `path`,
       * `routeBasePath`, `editUrl`, `lastVersion`, `onlyIncludeVersions`, `versions`, …; `false` without one), `blog`
       * (`false` without one), `pages` and `theme.customCss`.
       */
      presets: [string, { docs: Record<string, any> | false; blog: Record<string, any> | false; pages: { path: string } | false; theme: { customCss: string[] } }][];
      themeConfig: { colorMode: { defaultMode: 'light' | 'dark'; [key: string]: unknown } };
    };
    siteMetadata: { docusaurusVersion: string };
    i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  };
}

declare module '@docusaurus/BrowserOnly' {
  import type { ComponentType, ReactNode } from 'react';
  const BrowserOnly: ComponentType<{ children?: () => ReactNode; fallback?: ReactNode }>;
  export default BrowserOnly;
}

declare module '@docusaurus/Head' {
  import type { ComponentType, ReactNode } from 'react';
  const Head: ComponentType<{ children?: ReactNode }>;
  export default Head;
}

declare module '@docusaurus/Translate' {
  import type { ComponentType } from 'react';
  type Values = Record<string, string | number | import('react').ReactNode>;
  const Translate: ComponentType<{ children?: string; id?: string; description?: string; values?: Values }>;
  export default Translate;
  export function translate(message: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string;
}

declare module '@docusaurus/ThemedImage' {
  import type { ComponentProps, ComponentType } from 'react';
  const ThemedImage: ComponentType<ComponentProps<'img'> & { sources: { light: string; dark: string } }>;
  export default ThemedImage;
}

declare module '@docusaurus/theme-common' {
  export function useColorMode(): { colorMode: 'light' | 'dark'; isDarkTheme: boolean; setColorMode: (mode: 'light' | 'dark') => void };
  /** The theme's settings, as `useDocusaurusContext().siteConfig.themeConfig`: docs-gen's navbar, footer, announcement bar, colour mode and TOC levels, in its config's shapes. */
  export function useThemeConfig(): {
    colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
    navbar: { title?: string; logo?: { src: string; srcDark?: string; alt: string; href?: string }; hideOnScroll: boolean; items: Record<string, unknown>[] };
    footer?: { style: 'dark' | 'light'; links: Record<string, unknown>[]; logo?: { src: string; srcDark?: string; alt: string; href?: string }; copyright?: string };
    announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
    tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
    /** The config's `magicComments`, as a swizzled code block hands them to `parseLines`. */
    prism: { magicComments: { className: string; line?: string; block?: { start: string; end: string } }[] };
    /** Categories never close their siblings in docs-gen: `autoCollapseCategories` is false. */
    docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
    /** With the config's `liveCodeBlock`: where a live block's result goes. */
    liveCodeBlock?: { playgroundPosition: 'top' | 'bottom' };
    /** The config's `themeConfig`: the site's own theme settings. */
    [key: string]: unknown;
  };
  /** The value of the render before: undefined, as the page renders once. */
  export function usePrevious<T>(value: T): T | undefined;
  export function useCurrentSidebarCategory(): { label: string; items: { type?: string; label: string; href?: string; [key: string]: unknown }[]; [key: string]: unknown };
  /** Renders its children: a render error names its place without it. */
  export function ErrorCauseBoundary(props: { children?: import('react').ReactNode; onError?: unknown }): import('react').ReactNode;
  /** Docusaurus's class names of its theme's parts; one it does not list reads as an empty class. */
  export const ThemeClassNames: { readonly [group: string]: { readonly [name: string]: string & { readonly [name: string]: string } & ((level: number) => string) } };
  /** The id a site's layout gives its main part, for the skip link. */
  export const SkipToContentFallbackId: string;
  /** Picks the form of a `'1 item|{count} items'` message for a count, by the site locale's plural rules. */
  export function usePluralForm(): { selectMessage(count: number, message: string): string };
  /** `'ssr'`: the page renders on the server only, as Docusaurus answers there. */
  export function useWindowSize(): 'desktop' | 'mobile' | 'ssr';
  /** Hands a component to Docusaurus's mobile secondary menu, which docs-gen's drawer lacks: renders nothing. */
  export function NavbarSecondaryMenuFiller<P>(props: { component: import('react').ComponentType<P>; props?: P }): null;
  /** A collapsed state and its setters; the page renders once, with the initial state. */
  export function useCollapsible(options: { initialState: boolean | (() => boolean) }): { collapsed: boolean; setCollapsed: (collapsed: boolean) => void; toggleCollapsed: () => void };
  /** Its children in an element hidden while `collapsed`; a collapsed `lazy` one renders nothing. */
  export function Collapsible(props: {
    as?: import('react').ElementType;
    collapsed: boolean;
    children?: import('react').ReactNode;
    className?: string;
    lazy?: boolean;
    disableSSRStyle?: boolean;
    animation?: unknown;
    onCollapseTransitionEnd?: (collapsed: boolean) => void;
  }): import('react').ReactNode;
  /** A query parameter's value and its setter: `''` on the server, as Docusaurus reads the query there; the setter does nothing. */
  export function useQueryString(key: string): [string, (newValue: string | null, options?: { push: boolean }) => void];
  /** A query parameter's values and their setter: `[]` on the server; the setter does nothing. */
  export function useQueryStringList(key: string): [string[], (update: string[] | ((oldValues: string[]) => string[]), options?: { push: boolean }) => void];
  /** Clears the query string: does nothing on the server. */
  export function useClearQueryString(): () => void;
  /** The selector's value of the router's history, whose location has no query or hash on the server. */
  export function useHistorySelector<Value>(selector: (history: { location: { pathname: string; search: string; hash: string } }) => Value): Value;
  export function mergeSearchParams(params: URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams;
  export function mergeSearchStrings(searchStrings: (string | undefined)[], strategy: 'append' | 'set'): string;
  /** Sets the page's head: `Title | Site`, description, keywords and preview image, with their Open Graph twins. */
  export function PageMetadata(props: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: import('react').ReactNode }): import('react').ReactElement | null;
  /** The values met again further on in the list (by `===`, or the comparator), one per repeat. */
  export function duplicates<T>(values: readonly T[], comparator?: (a: T, b: T) => boolean): T[];
  /** Nothing to keep in place: the page renders once, on the server. */
  export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void };
  /** Docusaurus 2's tab choices: none remembered, as on the server; the setter does nothing. */
  export function useTabGroupChoice(): { tabGroupChoices: Readonly<Record<string, string>>; setTabGroupChoices: (groupId: string, newChoice: string) => void };
}

declare module '@docusaurus/ErrorBoundary' {
  import type { ReactNode } from 'react';
  /** Renders its children: a page renders once, on the server, where a failure fails the build at its place. */
  export default function ErrorBoundary(props: { children?: ReactNode; fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode }): ReactNode;
}

declare module '@docusaurus/theme-common/Details' {
  import type { DetailsHTMLAttributes, ReactNode } from 'react';
  /** The theme's disclosure with the caller's attributes and class names: what a swizzled `@theme/Details` wraps. */
  export function Details(props: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & { summary?: ReactNode }): ReactNode;
}

declare module '@docusaurus/isInternalUrl' {
  /** Whether a URL stays in the site: no protocol and no `//` host. */
  export default function isInternalUrl(url?: string): boolean;
}

declare module '@docusaurus/useIsBrowser' {
  export default function useIsBrowser(): boolean;
}

declare module '@docusaurus/ExecutionEnvironment' {
  const ExecutionEnvironment: { canUseDOM: boolean; canUseEventListeners: boolean; canUseIntersectionObserver: boolean; canUseViewport: boolean };
  export default ExecutionEnvironment;
}

declare module '@docusaurus/useBrokenLinks' {
  /** Nothing to register: docs-gen checks the links Markdown pages write. */
  export default function useBrokenLinks(): { collectLink(link: string | undefined): void; collectAnchor(anchor: string | undefined): void };
}

declare module '@docusaurus/useGlobalData' {
  /** The docs plugin's data (`docusaurus-plugin-content-docs`, by plugin id: path, versions, breadcrumbs); docs-gen runs no other Docusaurus plugins. */
  export default function useGlobalData(): Record<string, Record<string, unknown>>;
  /** Each instance's data of the plugin; undefined for a plugin that published none (throws with `failfast`). */
  export function useAllPluginInstancesData(pluginName: string, options?: { failfast?: boolean }): Record<string, unknown> | undefined;
  /** The data of one instance of the plugin (`default` unless named); undefined when it published none (throws with `failfast`). */
  export function usePluginData(pluginName: string, pluginId?: string, options?: { failfast?: boolean }): unknown;
}

declare module '@docusaurus/router' {
  import type { ReactElement } from 'react';
  export interface Location {
    pathname: string;
    search: string;
    hash: string;
    state: unknown;
    key: string;
  }
  /** The route being rendered, with the base URL; `search` and `hash` are the browser's, so empty. */
  export function useLocation(): Location;
  /** Inert: no React runs in the browser. */
  export function useHistory(): {
    location: Location;
    length: number;
    action: string;
    push(path: string): void;
    replace(path: string): void;
    go(n: number): void;
    goBack(): void;
    goForward(): void;
    listen(listener: () => void): () => void;
    block(): () => void;
  };
  /** A page that sends the browser on: a meta refresh, the canonical link and a link. */
  export function Redirect(props: { to: string | { pathname: string } }): ReactElement;
}

declare module '@docusaurus/plugin-content-docs/client' {
  /** The one version docs-gen builds: the docs folder as it is, which Docusaurus calls the current version. */
  export interface DocsVersion {
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    docs: { id: string; path: string; sidebar?: string }[];
    draftIds: string[];
    sidebars: Record<string, unknown>;
  }
  export function useActiveVersion(pluginId?: string): DocsVersion;
  export function useLatestVersion(pluginId?: string): DocsVersion;
  export function useVersions(pluginId?: string): DocsVersion[];
  export function useDocsVersion(): { version: string; label: string; isLast: boolean; pluginId: string; [key: string]: unknown };
  export function useActivePlugin(options?: unknown): { pluginId: string; pluginData: { path: string; versions: DocsVersion[]; breadcrumbs: boolean } };
  export function useActiveDocContext(pluginId?: string): { activeVersion: DocsVersion; activeDoc?: { id: string; path: string }; alternateDocVersions: Record<string, unknown> };
  export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: DocsVersion | null; savePreferredVersionName: (name: string) => void };
  /** What a version banner links to: the page read in the latest version (undefined where it lacks it), and that version. */
  export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: { id: string; path: string }; latestVersionSuggestion: DocsVersion };
  /** The versions a doc link may lead into: the version read, then the latest. */
  export function useDocsVersionCandidates(pluginId?: string): DocsVersion[];
  /** The doc a navbar item names, in the first candidate version that has it; null for a draft; throws for an id no version has. */
  export function useLayoutDoc(docId: string, pluginId?: string): { id: string; path: string; sidebar?: string } | null;
  /** A doc of the site by its id (undefined without one); throws for an id no page has. */
  export function useDocById(id?: string): { id: string; title: string; description: string; permalink: string; sidebar?: string } | undefined;
  /** Where a sidebar item leads: a link's href, a category's own link or else its first link. */
  export function findFirstSidebarItemLink(item: { type?: string; href?: string; items?: unknown[] }): string | undefined;
  /** The category of a sidebar list last opened: none (null), docs-gen's categories opening independently. */
  export function useDocSidebarItemsExpandedState(): { expandedItem: number | null; setExpandedItem: (index: number | null) => void };
  /** Whether a sidebar entry is the page at `activePath`, or a category leading to it or holding it. */
  export function isActiveSidebarItem(item: { type?: string; href?: string; items?: unknown[] }, activePath: string): boolean;
  /** The sidebar categories and link on the way to the page; null off a sidebar or with breadcrumbs off. */
  export function useSidebarBreadcrumbs(): { type: 'link' | 'category'; label: string; href?: string }[] | null;
  /** Where the breadcrumbs' first item leads: the site's home. */
  export function useHomePageRoute(): { path: string };
  /** The guide being rendered, as Docusaurus's DocItem components read it; throws outside a guide. */
  export function useDoc(): {
    metadata: {
      id: string;
      title: string;
      description: string;
      source: string;
      sourceDirName: string;
      slug: string;
      permalink: string;
      editUrl?: string;
      lastUpdatedAt?: number;
      lastUpdatedBy?: string;
      tags: { label: string; permalink: string }[];
      version: string;
      sidebarPosition?: number;
      sidebar?: string;
      frontMatter: Record<string, unknown>;
      previous?: { title: string; permalink: string };
      next?: { title: string; permalink: string };
      [key: string]: unknown;
    };
    frontMatter: Record<string, unknown>;
    toc: { value: string; id: string; level: number }[];
    contentTitle?: string;
    assets: { image?: string };
  };
}

declare module '@docusaurus/theme-common/internal' {
  export {
    useDoc,
    useDocById,
    useDocsVersion,
    useSidebarBreadcrumbs,
    useHomePageRoute,
    findFirstSidebarItemLink,
    findFirstSidebarItemLink as findFirstCategoryLink,
    isActiveSidebarItem,
  } from '@docusaurus/plugin-content-docs/client';
  /** Whether two paths name one page, a trailing slash and letter case aside. */
  export function isSamePath(a: string | undefined, b: string | undefined): boolean;
  /** The navbar's items on the left (the default) and on the right. */
  export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]];
  /** The drawer, closed: the page renders once, on the server; the browser script opens it. */
  export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void };
  /** Whether the config has an announcement bar; `close` does nothing on the server, where the page renders. */
  export function useAnnouncementBar(): { isActive: boolean; close: () => void };
  /** Does nothing: the browser script keeps the page from scrolling under the open drawer. */
  export function useLockBodyScroll(lock?: boolean): void;
  /** The drawer's secondary menu: docs-gen's drawer has none, so it is never shown. */
  export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: null };
  /** A date format in the locale being built, in the Gregorian calendar. */
  export function useDateTimeFormat(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  export { useScrollPositionBlocker } from '@docusaurus/theme-common';
  export interface TabItemProps {
    value: string;
    label?: import('react').ReactNode;
    attributes?: Record<string, unknown>;
    default?: boolean;
    children?: import('react').ReactNode;
    className?: string;
  }
  /** `'language-js'` → `'js'`: the language named in a code element's class. */
  export function parseLanguage(className: string): string | undefined;
  /** Whether the meta has `showLineNumbers`. */
  export function containsLineNumbers(metastring?: string): boolean;
  /** The code without its magic comments and its lines' classes by 0-based index; a `{1,3}` range in the meta wins over the comments. Without `magicComments`, Docusaurus's default kind. */
  export function parseLines(
    content: string,
    options: { metastring: string | undefined; language: string | undefined; magicComments?: { className: string; line?: string; block?: { start: string; end: string } }[] },
  ): { code: string; lineClassNames: { [lineIndex: number]: string[] } };
  /** `--prism-color` and `--prism-background-color` from the theme's plain colours. */
  export function getPrismCssVariables(prismTheme: { plain: { color?: string; backgroundColor?: string } }): import('react').CSSProperties;
  /** Wrapping off and a toggle that does nothing: the page renders once, on the server. */
  export function useCodeWordWrap(): { codeBlockRef: import('react').RefObject<HTMLPreElement | null>; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void };
  /** The title a meta names (`title="app.ts"`), or `''`. */
  export function parseCodeBlockTitle(metastring?: string): string;
  /** A code block as Docusaurus 3.8+ hands it to its parts. */
  export interface CodeBlockMetadata {
    /** The code as written, magic comments included. */
    codeInput: string;
    /** The code shown, without its magic comments. */
    code: string;
    /** Always holds `language-<language>`. */
    className: string;
    language: string;
    title: import('react').ReactNode;
    lineNumbersStart: number | undefined;
    lineClassNames: { [lineIndex: number]: string[] };
  }
  /** The block's language, title, shown code and line classes from a `CodeBlock`'s props, read as a fence's are. */
  export function createCodeBlockMetadata(params: {
    code: string;
    className?: string;
    language?: string;
    defaultLanguage?: string;
    metastring?: string;
    magicComments?: { className: string; line?: string; block?: { start: string; end: string } }[];
    title?: import('react').ReactNode;
    showLineNumbers?: boolean | number;
  }): CodeBlockMetadata;
  /** The block the parts render (`CodeBlock/Layout`, `Content`, `Buttons`). */
  export function CodeBlockContextProvider(props: { metadata: CodeBlockMetadata; wordWrap: ReturnType<typeof useCodeWordWrap>; children?: import('react').ReactNode }): import('react').ReactNode;
  /** The block being rendered; throws outside one. */
  export function useCodeBlockContext(): { metadata: CodeBlockMetadata; wordWrap: ReturnType<typeof useCodeWordWrap> };
  export interface TOCTreeNode {
    readonly value: string;
    readonly id: string;
    readonly level: number;
    readonly children: readonly TOCTreeNode[];
  }
  /** The headings (`value`: HTML) as a tree, each under the nearest earlier heading of a lower level. */
  export function useTreeifiedTOC(toc: readonly { value: string; id: string; level: number }[]): readonly TOCTreeNode[];
  /** The tree of the headings between the levels; a heading outside them gives way to its children. */
  export function useFilteredAndTreeifiedTOC(options: { toc: readonly { value: string; id: string; level: number }[]; minHeadingLevel: number; maxHeadingLevel: number }): readonly TOCTreeNode[];
  /** Does nothing: the theme's script marks the heading being read. */
  export function useTOCHighlight(config?: { linkClassName: string; linkActiveClassName: string; minHeadingLevel: number; maxHeadingLevel: number }): void;
  /** A swizzled Tabs' `<TabItem>` children; another child throws. */
  export function sanitizeTabsChildren(children: import('react').ReactNode): import('react').ReactElement<TabItemProps>[];
  /** The tabs and the one shown first (`defaultValue`, else the TabItem marked `default`, else the first); `selectValue` does nothing on the server. */
  export function useTabs(props: { children?: import('react').ReactNode; values?: { value: string; label?: import('react').ReactNode; attributes?: Record<string, unknown> }[]; defaultValue?: string | null; [key: string]: unknown }): {
    selectedValue: string | undefined;
    selectValue: (value: string) => void;
    tabValues: { value: string; label?: import('react').ReactNode; attributes?: Record<string, unknown>; default?: boolean }[];
  };
}

declare module '@docusaurus/plugin-content-blog/client' {
  export interface BlogPostTag {
    label: string;
    permalink: string;
    description?: string;
  }
  /** The post a `BlogPostItem` shows, in Docusaurus's shape. */
  export interface BlogPostContextValue {
    metadata: {
      permalink: string;
      title: string;
      description: string;
      /** ISO 8601. */
      date: string;
      tags: BlogPostTag[];
      readingTime: number;
      hasTruncateMarker: boolean;
      authors: { key?: string; name?: string; title?: string; url?: string; email?: string; imageURL?: string; socials?: Record<string, string>; page?: { permalink: string } }[];
      frontMatter: Record<string, unknown>;
      unlisted: boolean;
      editUrl?: string;
      prevItem?: { title: string; permalink: string };
      nextItem?: { title: string; permalink: string };
    };
    frontMatter: Record<string, unknown>;
    assets: { image?: string; authorsImageUrls: (string | undefined)[] };
    toc: { value: string; id: string; level: number }[];
    /** On the post's own page, not on a list page. */
    isBlogPostPage: boolean;
  }
  /** The post being shown: inside `BlogPostItem` (and an override of it), on its page and on list pages. Throws elsewhere. */
  export function useBlogPost(): BlogPostContextValue;
  /** Makes a list entry's post (its `content`, as `BlogPostItems` is given it) the one `useBlogPost()` shows inside. */
  export function BlogPostProvider(props: { content: import('react').ComponentType & Omit<BlogPostContextValue, 'isBlogPostPage'>; isBlogPostPage?: boolean; children?: import('react').ReactNode }): import('react').ReactNode;
  type BlogSidebarItem = import('@theme/BlogSidebar').BlogSidebar['items'][number];
  /** The sidebar's posts without the unlisted ones, but for the one being read. */
  export function useVisibleBlogSidebarItems(items: BlogSidebarItem[]): BlogSidebarItem[];
  /** The posts by the year of their date, newest year first. */
  export function groupBlogSidebarItemsByYear(items: BlogSidebarItem[]): [string, BlogSidebarItem[]][];
  /** The posts as a list of links, the one being read marked with `linkActiveClassName`. */
  export function BlogSidebarItemList(props: { items: BlogSidebarItem[]; ulClassName?: string; liClassName?: string; linkClassName?: string; linkActiveClassName?: string }): import('react').ReactNode;
}

declare module '@docusaurus/utils-common' {
  /** The id of a post's content on its own page. */
  export const blogPostContainerID: string;
  /** The path with the trailing slash the setting asks for (none, or kept as written when it is undefined); `/` and the base URL stay as they are. */
  export function applyTrailingSlash(path: string, options: { trailingSlash: boolean | undefined; baseUrl: string }): string;
  /** The error, then its cause, the cause's cause and so on. */
  export function getErrorCausalChain(error: Error): Error[];
}

declare module 'docs-gen/theme' {
  /** A sidebar entry, as Docusaurus gives it: a `link`, a `category` with its `items`, or `html`. */
  export type SidebarItem = { type: 'link' | 'category' | 'html'; label?: import('react').ReactNode; href?: string; items?: SidebarItem[]; className?: string; customProps?: Record<string, unknown>; [key: string]: unknown };
  /** What `DocSidebarItem` and its `Link`, `Category` and `Html` parts are given, as in Docusaurus. */
  export type DocSidebarItemProps = { item: SidebarItem; activePath: string; level: number; index: number; onItemClick?: (item: SidebarItem) => void; [key: string]: unknown };
  /** What the theme sees while rendering a route: the site's config, the page, URL helpers. */
  export interface SiteContext {
    config: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown>; [key: string]: unknown };
    page?: { id: string; route: string; title: string; sourceFile: string; frontMatter: Record<string, unknown>; [key: string]: unknown };
    route: string;
    /** A link written in the page, resolved to its final href. */
    resolveLink(url: string): string;
    /** A site path with the base URL (and, with `absolute`, the site URL) applied. */
    url(path: string, absolute?: boolean): string;
  }
  export function useSiteContext(): SiteContext;
  /** An id unique in the page being rendered: `tabs-1`, `tabs-2`, … */
  export function usePageId(prefix: string): string;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.png' {
  const src: string;
  export default src;
}

declare module '*.jpg' {
  const src: string;
  export default src;
}

declare module '*.jpeg' {
  const src: string;
  export default src;
}

declare module '*.gif' {
  const src: string;
  export default src;
}

declare module '*.webp' {
  const src: string;
  export default src;
}

declare module '*.avif' {
  const src: string;
  export default src;
}

// Files site code imports for their URL: images, fonts, audio and video of at most 10,000 bytes are inlined, others published.
declare module '*.ico' {
  const src: string;
  export default src;
}

declare module '*.woff' {
  const src: string;
  export default src;
}

declare module '*.woff2' {
  const src: string;
  export default src;
}

declare module '*.eot' {
  const src: string;
  export default src;
}

declare module '*.ttf' {
  const src: string;
  export default src;
}

declare module '*.otf' {
  const src: string;
  export default src;
}

declare module '*.mp4' {
  const src: string;
  export default src;
}

declare module '*.webm' {
  const src: string;
  export default src;
}

declare module '*.ogv' {
  const src: string;
  export default src;
}

declare module '*.ogg' {
  const src: string;
  export default src;
}

declare module '*.oga' {
  const src: string;
  export default src;
}

declare module '*.wav' {
  const src: string;
  export default src;
}

declare module '*.mp3' {
  const src: string;
  export default src;
}

declare module '*.m4a' {
  const src: string;
  export default src;
}

declare module '*.aac' {
  const src: string;
  export default src;
}

declare module '*.flac' {
  const src: string;
  export default src;
}

declare module '*.mov' {
  const src: string;
  export default src;
}

declare module '*.pdf' {
  const src: string;
  export default src;
}

declare module '*.doc' {
  const src: string;
  export default src;
}

declare module '*.docx' {
  const src: string;
  export default src;
}

declare module '*.xls' {
  const src: string;
  export default src;
}

declare module '*.xlsx' {
  const src: string;
  export default src;
}

declare module '*.ppt' {
  const src: string;
  export default src;
}

declare module '*.pptx' {
  const src: string;
  export default src;
}

declare module '*.zip' {
  const src: string;
  export default src;
}

declare module '*.rar' {
  const src: string;
  export default src;
}

declare module '*.7z' {
  const src: string;
  export default src;
}

declare module '*.tar.gz' {
  const src: string;
  export default src;
}

declare module '*.tgz' {
  const src: string;
  export default src;
}

declare module '*.svg' {
  import type { ComponentType, SVGProps } from 'react';
  const Svg: ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;
  export default Svg;
}

declare module '*.md' {
  import type { ComponentType } from 'react';
  const Content: ComponentType<Record<string, unknown>>;
  export default Content;
  export const toc: { value: string; id: string; level: number }[];
  export const frontMatter: Record<string, unknown>;
  export const contentTitle: string | undefined;
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const Content: ComponentType<Record<string, unknown>>;
  export default Content;
  export const toc: { value: string; id: string; level: number }[];
  export const frontMatter: Record<string, unknown>;
  export const contentTitle: string | undefined;
}
