/** A tree of class names whose every path is readable: a name it does not know is an empty class. */
type ClassNameTree = { readonly [key: string]: ClassNameTree } & { readonly [key: string]: string };

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
  },
};

function readable(node: object): ClassNameTree {
  return new Proxy(node, {
    get(target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (typeof key === 'symbol') return undefined;
      const value = (target as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
      return readable(typeof value === 'object' && value !== null ? value : {});
    },
  }) as ClassNameTree;
}

/** `ThemeClassNames` of `@docusaurus/theme-common`. */
export const ThemeClassNames = readable(NAMES);

/** `SkipToContentFallbackId`: the id a site's layout gives its main part, for the skip link. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';
