import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import { Admonition } from '../mdx/Admonition.js';
import { useTranslation } from '../translate.js';

/** Docusaurus's `Layout/Provider`: its providers are React state of the browser; here it renders its children. */
export function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * Docusaurus's `ErrorPageContent`, what a site's layout shows in place of a part that failed in the browser. Pages
 * render once, on the server, where a failure fails the build at its place: shown only if site code renders it.
 */
export function ErrorPageContent({ error }: { error?: Error; tryAgain?: () => void }) {
  const { text } = useTranslation();
  return (
    <div className="error-page-content" role="alert">
      <h1>{text('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
      {error?.message && <p>{error.message}</p>}
    </div>
  );
}

/**
 * Docusaurus's `ContentVisibility`: a notice on a page that is unlisted (front matter `unlisted`): left out of the
 * sidebar, the search and the sitemap, and reached only by a link to it. docs-gen builds no drafts.
 */
export function ContentVisibility(_props: { metadata?: unknown }) {
  const { page } = useSiteContext();
  const { text } = useTranslation();
  if (!page?.frontMatter.unlisted) return null;
  // Earlier versions of Docusaurus named these messages `theme.unlistedContent.*`: a code.json written then has those ids.
  const title = text('theme.contentVisibility.unlistedBanner.title', text('theme.unlistedContent.title', 'Unlisted page'));
  const message = text(
    'theme.contentVisibility.unlistedBanner.message',
    text('theme.unlistedContent.message', 'This page is left out of the sidebar, the search and the sitemap: only a link to it leads here.'),
  );
  return (
    <Admonition type="caution" title={title}>
      {message}
    </Admonition>
  );
}

/** Docusaurus's `Unlisted` (the name of `ContentVisibility`'s notice before Docusaurus 3.1). */
export function Unlisted(_props: { className?: string }) {
  return <ContentVisibility />;
}
