import { createContext, useContext, type ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import { DocItemLayout, ThemeDocItemLayout } from './DocItemLayout.js';
import { MDXContent } from './MDXContent.js';

/**
 * Docusaurus's `DocItem/Content`: a guide's Markdown body, under the page's title when the body has no `# H1`
 * of its own (and front matter does not hide it).
 */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const { page } = useSiteContext();
  // A site's DocItem/Layout (Docusaurus's, swizzled) holds the article itself, as the theme's does around a site's content.
  const inArticle = useContext(InDocArticle) || DocItemLayout !== ThemeDocItemLayout;
  if (!page) return <>{children}</>;
  const Body = inArticle ? 'div' : 'article';
  return (
    <Body className="markdown" data-page-id={page.id}>
      {!page.hasOwnH1 && !page.frontMatter.hide_title && <h1>{page.title}</h1>}
      <MDXContent>{children}</MDXContent>
    </Body>
  );
}

/**
 * Set where the layout's own `<article>` holds the body (around a site's DocItem/Content, see DocItemLayout): the
 * theme's body, which such an override may render inside its own, is then a `div`, as Docusaurus's is.
 */
export const InDocArticle = createContext(false);

/** The theme's own DocItemContent, whatever a site's override makes `DocItemContent` of this module. */
export const ThemeDocItemContent = DocItemContent;
