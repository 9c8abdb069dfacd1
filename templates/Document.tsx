import PageLayout from './docusaurus/Layout.js';
import type { ReactNode } from 'react';
import type { RenderContext } from '../src/render/types.js';
import { SiteContextProvider } from './context.js';
import { Head } from './Head.js';
import { AnnouncementBar } from './layout/AnnouncementBar.js';
import { DocItemLayout } from './layout/DocItemLayout.js';
import { Footer } from './layout/Footer.js';
import { Navbar } from './layout/Navbar.js';
import { Root } from './layout/Root.js';
import { Sidebar, SidebarShowStrip } from './layout/Sidebar.js';

function DocMain({ ctx, children }: { ctx: RenderContext; children?: ReactNode }) {
  const { page } = ctx;
  if (!page || page.layout === 'page') {
    // A Markdown page (Docusaurus's `src/pages/*.md`) keeps the Markdown styles; a React page styles itself.
    const body = page?.body.type === 'mdx' ? <article className="markdown">{children}</article> : children;
    return (
      <main id="main" className="main main-wide" tabIndex={-1}>
        <div className="doc">{body}</div>
      </main>
    );
  }
  return (
    <main id="main" className="main" tabIndex={-1}>
      <DocItemLayout>{children}</DocItemLayout>
    </main>
  );
}

/**
 * The whole document of a route: head, skip link, announcement, navbar, sidebar, content, TOC, footer. Used by
 * site code as `@theme/Layout` (`<Layout title="…">…</Layout>` in a Docusaurus page), it is inside the document
 * already and given no `ctx`: it renders its children, with its `title` and `description` for the head.
 */
export function Document(props: { ctx?: RenderContext; children?: ReactNode; title?: string; description?: string }) {
  const { ctx, children } = props;
  if (!ctx)
    return (
      <PageLayout title={props.title} description={props.description}>
        {children}
      </PageLayout>
    );
  const { config, page, navigation } = ctx;
  const title = page?.title ?? 'Page not found';
  const sidebarName = navigation?.sidebar;
  return (
    <SiteContextProvider value={ctx}>
      <html
        lang={config.locale}
        data-theme={config.colorMode.defaultMode}
        data-theme-default={config.colorMode.defaultMode}
        data-theme-respect-system={config.colorMode.respectPrefersColorScheme ? '' : undefined}
        data-theme-switch-disabled={config.colorMode.disableSwitch ? '' : undefined}
      >
        <Head title={title} description={page?.description ?? config.tagline} />
        <body>
          <Root>
            <a className="skip-link" href="#main">
              Skip to main content
            </a>
            <AnnouncementBar />
            <Navbar hasSidebar={Boolean(sidebarName)} />
            <div className={`layout${sidebarName ? ' has-sidebar' : ''}`}>
              <Sidebar name={sidebarName} />
              {sidebarName && config.sidebarHideable && <SidebarShowStrip />}
              <div className="sidebar-backdrop" data-menu-close hidden />
              <DocMain ctx={ctx}>{children}</DocMain>
            </div>
            <Footer />
          </Root>
        </body>
      </html>
    </SiteContextProvider>
  );
}
