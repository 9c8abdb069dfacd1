import type { ReactNode } from 'react';
import type { RenderContext } from '../src/render/types.js';
import { directionOf } from '../src/config/i18n.js';
import { SiteContextProvider } from './context.js';
import { translationOf } from './translate.js';
import { Head } from './Head.js';
import { BlogLayout, BlogMain, ThemeBlogLayout, hasBlogSidebar } from './blog/BlogLayout.js';
import { DocItemLayout, ThemeDocItemLayout } from './layout/DocItemLayout.js';
import { DocItemMetadata } from './layout/DocItemMetadata.js';
import { Layout } from './layout/Layout.js';
import { MDXContent } from './layout/MDXContent.js';
import { Root } from './layout/Root.js';
import { Sidebar, SidebarShowStrip } from './layout/Sidebar.js';
import { Toc, TocCollapsible } from './layout/Toc.js';
import { toDocusaurusToc } from './layout/tocItems.js';

function DocMain({ ctx, children }: { ctx: RenderContext; children?: ReactNode }) {
  const { page } = ctx;
  if (page?.layout === 'blog') {
    // A site's BlogLayout lays out the page across the width, as a React page does.
    return (
      <main id="main" className={BlogLayout === ThemeBlogLayout ? 'main' : 'main main-page'} tabIndex={-1}>
        <BlogMain layout={BlogLayout}>{children}</BlogMain>
      </main>
    );
  }
  if (page?.layout === 'page' && page.body.type !== 'mdx') {
    // A React page styles and lays itself out, across the whole width, as Docusaurus's `main-wrapper` holds it:
    // a home page's full-width bands reach the window's edges.
    return (
      <main id="main" className="main main-page" tabIndex={-1}>
        {children}
      </main>
    );
  }
  if (!page || page.layout === 'page') {
    // A Markdown page (Docusaurus's `src/pages/*.md`) keeps the Markdown styles, and its body goes through
    // `MDXContent` as in Docusaurus's `MDXPage`.
    const body = page ? (
      <article className="markdown">
        <MDXContent>{children}</MDXContent>
      </article>
    ) : (
      children
    );
    const wrapper = page?.frontMatter.wrapperClassName;
    // Its headings (none with `hide_table_of_contents`, within its `toc_min/max_heading_level`) as a guide's: the TOC
    // column beside it, as `MDXPage` has one, and the disclosure above it where the column does not fit.
    const toc = page?.toc.length ? { items: page.toc, toc: toDocusaurusToc(page.toc) } : undefined;
    return (
      <main id="main" className={wrapper ? `main main-wide ${wrapper}` : 'main main-wide'} tabIndex={-1}>
        <div className="doc">
          {toc && <TocCollapsible {...toc} />}
          {body}
        </div>
        {toc && (
          <div className="toc-column">
            <Toc {...toc} />
          </div>
        )}
      </main>
    );
  }
  const layout = <DocItemLayout>{children}</DocItemLayout>;
  return (
    <main id="main" className="main" tabIndex={-1}>
      <DocItemMetadata />
      {/* A site's DocItem/Layout lays the guide out in a block as wide as the main area, as Docusaurus's docs
          container holds it: its root (an Infima row, say) fills that width, its parts stack. */}
      {DocItemLayout === ThemeDocItemLayout ? layout : <div className="doc-layout">{layout}</div>}
    </main>
  );
}

/** A page's render context around content rendered on its own (a blog post's, for the feeds). */
export function ContentProvider({ ctx, children }: { ctx: RenderContext; children?: ReactNode }) {
  return <SiteContextProvider value={ctx}>{children}</SiteContextProvider>;
}

/**
 * The whole document of a route: its head, then `Root` around `Layout` (skip link, announcement, navbar,
 * footer) around the sidebar and the page.
 */
export function Document({ ctx, children }: { ctx: RenderContext; children?: ReactNode }) {
  const { config, navigation } = ctx;
  const title = ctx.page?.headTitle ?? ctx.page?.title ?? translationOf(config, 'theme.NotFound.title', 'Page Not Found');
  const sidebarName = navigation?.sidebar;
  // The blog's pages have its recent posts in the sidebar's place, unless a site's BlogLayout places them.
  const ownBlogLayout = ctx.page?.layout === 'blog' && BlogLayout !== ThemeBlogLayout;
  const hasSidebar = Boolean(sidebarName) || (!ownBlogLayout && hasBlogSidebar(ctx));
  return (
    <SiteContextProvider value={ctx}>
      <html
        lang={config.locale}
        dir={directionOf(config)}
        className={ctx.docsVersion ? `docs-version-${ctx.docsVersion.version.name}${ctx.docsVersion.version.className ? ` ${ctx.docsVersion.version.className}` : ''}` : undefined}
        data-theme={config.colorMode.defaultMode}
        data-theme-default={config.colorMode.defaultMode}
        data-theme-respect-system={config.colorMode.respectPrefersColorScheme ? '' : undefined}
        data-theme-switch-disabled={config.colorMode.disableSwitch ? '' : undefined}
      >
        <Head title={title} description={ctx.page?.description ?? config.tagline} />
        <body>
          <Root>
            <Layout>
              <div className={`layout${hasSidebar ? ' has-sidebar' : ''}`}>
                <Sidebar name={sidebarName} sidebar={sidebarName ? ctx.sidebars[sidebarName] : undefined} path={ctx.url(ctx.route)} drawerOnly={ownBlogLayout} />
                {sidebarName && config.sidebarHideable && <SidebarShowStrip />}
                <div className="sidebar-backdrop" data-menu-close hidden />
                <DocMain ctx={ctx}>{children}</DocMain>
              </div>
            </Layout>
          </Root>
        </body>
      </html>
    </SiteContextProvider>
  );
}
