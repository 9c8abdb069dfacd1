import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CopyPage } from './CopyPage.js';
import { DocFooter } from './DocFooter.js';
import { DocItemContent, InDocArticle, ThemeDocItemContent } from './DocItemContent.js';
import { DocItemPaginator } from './DocItemPaginator.js';
import { DocItemTocDesktop, DocItemTocMobile } from './DocItemToc.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersion.js';

/**
 * Docusaurus's `DocItem/Layout`: everything of a guide inside the main area, given the Markdown body as
 * `children`: breadcrumbs, the collapsible TOC, the body with its title, the footer, the neighbours, and the
 * TOC column. Each part is a theme component of its own, so a site that lays the guide out itself
 * (`src/theme/DocItem/Layout`) renders the same parts, overridden or not, wherever it puts them.
 */
export function DocItemLayout({ children }: { children?: ReactNode }) {
  const { config, page, navigation, markdownUrl } = useSiteContext();
  const parts = (
    <>
      {config.breadcrumbs && navigation?.sidebar && navigation.breadcrumbs.length > 0 && (
        <div className="doc-meta">
          <Breadcrumbs crumbs={navigation.breadcrumbs} />
        </div>
      )}
      <DocVersionBadge />
      <DocItemTocMobile />
      {markdownUrl && <CopyPage href={markdownUrl} />}
      <DocItemContent>{children}</DocItemContent>
      <DocFooter page={page} />
    </>
  );
  return (
    <>
      <div className="doc">
        <DocVersionBanner />
        {/* A site's DocItem/Content writes the body as Docusaurus's does, in a div: the guide's article is then the
            layout's, around the crumbs, the body and the footer, as in Docusaurus. */}
        {DocItemContent === ThemeDocItemContent ? (
          parts
        ) : (
          <InDocArticle.Provider value={true}>
            <article>{parts}</article>
          </InDocArticle.Provider>
        )}
        <DocItemPaginator />
      </div>
      <div className="toc-column">
        <DocItemTocDesktop />
      </div>
    </>
  );
}

/** The theme's own DocItemLayout, whatever a site's override makes `DocItemLayout` of this module. */
export const ThemeDocItemLayout = DocItemLayout;
