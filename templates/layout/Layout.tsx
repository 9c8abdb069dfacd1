import { type ComponentType, type Context, createContext, type ReactNode, useContext } from 'react';
import { useSiteContext } from '../context.js';
import PageLayout, { pageWantsNoFooter } from '../docusaurus/Layout.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { LayoutProvider } from './LayoutParts.js';
import { Navbar } from './Navbar.js';
import { SkipToContent } from './SkipToContent.js';

export interface LayoutProps {
  children?: ReactNode;
  /** For the head, when site code renders `<Layout title="…">` in a page. */
  title?: string;
  description?: string;
  /** Docusaurus's: the page without the footer. */
  noFooter?: boolean;
  wrapperClassName?: string;
}

const CHROME = Symbol.for('docs-gen.layoutChrome');

/**
 * Whether the layout is already around what renders: a page's `<Layout>` is inside it. One context for every
 * copy of the theme in the process (the one bundled with a site's overrides, the one React pages are bundled
 * with before those load), as React is one.
 */
const insideLayout: Context<boolean> = ((globalThis as Record<symbol, unknown>)[CHROME] ??= createContext(false)) as Context<boolean>;

/**
 * `Layout` as the theme and a site's override of it render it around every route, and as site code renders it
 * inside a page: only the outermost renders the layout; one inside it is the page's body, with its `title` and
 * `description` for the head (as a Docusaurus page's own `<Layout>` is, the theme having laid the route out).
 */
export function outermostLayout(Component: ComponentType<LayoutProps>): ComponentType<LayoutProps> {
  function OutermostLayout(props: LayoutProps) {
    if (useContext(insideLayout)) {
      return (
        <PageLayout title={props.title} description={props.description} noFooter={props.noFooter} wrapperClassName={props.wrapperClassName}>
          {props.children}
        </PageLayout>
      );
    }
    // What it lays out is inside the layout, wherever a site's own puts it.
    return <Component {...props}>{<insideLayout.Provider value={true}>{props.children}</insideLayout.Provider>}</Component>;
  }
  OutermostLayout.displayName = 'Layout';
  return OutermostLayout;
}

/**
 * Docusaurus's `Layout`: everything in the body of every route around its main part (`children`: the sidebar
 * and the page): the skip link, the announcement bar, the navbar, then the footer. A site's override replaces it
 * (its own bar and footer around `children`) or wraps it, as in Docusaurus. All of it is inside `Layout/Provider`,
 * as Docusaurus's is, so a site's override of that (providers of its own) is around every route.
 */
function ThemeLayout({ children, noFooter }: LayoutProps) {
  const { navigation } = useSiteContext();
  return (
    <LayoutProvider>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar hasSidebar={Boolean(navigation?.sidebar)} />
      {children}
      {!noFooter && <PageFooter />}
    </LayoutProvider>
  );
}

/** The footer, unless the page (rendered before it) said `<Layout noFooter>`. */
function PageFooter() {
  return pageWantsNoFooter(useSiteContext()) ? null : <Footer />;
}

export const Layout = outermostLayout(ThemeLayout);
