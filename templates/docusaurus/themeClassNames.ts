/**
 * A tree of class names whose every path is readable: a name it does not know is an empty class, and can be
 * called as the names Docusaurus makes by level are (`docSidebarItemLinkLevel(2)`).
 */
type ClassNameTree = { readonly [key: string]: ClassNameTree } & { readonly [key: string]: string } & ((...args: unknown[]) => string);

/**
 * The class names Docusaurus's theme writes on its parts, which swizzled components put on theirs (and site
 * CSS styles). docs-gen's own markup has classes of its own; a name not listed here reads as an empty class,
 * so a swizzled component naming any of Docusaurus's still renders.
 */
const NAMES = {
  page: { docsDocPage: 'docs-doc-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', codeBlock: 'theme-code-block', admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner' },
  layout: {
    main: { container: 'theme-layout-main' },
    navbar: { container: 'theme-layout-navbar', containerLeft: 'theme-layout-navbar-left', containerRight: 'theme-layout-navbar-right' },
    footer: { container: 'theme-layout-footer' },
  },
  docs: {
    docMarkdown: 'theme-doc-markdown',
    docFooter: 'theme-doc-footer',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
};

function readable(node: object): ClassNameTree {
  // A function stands in for the node so that the proxy can be called; the names are read from the node.
  return new Proxy(() => '', {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (typeof key === 'symbol') return undefined;
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'function') return value;
      return readable(typeof value === 'object' && value !== null ? value : {});
    },
  }) as unknown as ClassNameTree;
}

/** `ThemeClassNames` of `@docusaurus/theme-common`. */
export const ThemeClassNames = readable(NAMES);

/** `SkipToContentFallbackId`: the id a site's layout gives its main part, for the skip link. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';
