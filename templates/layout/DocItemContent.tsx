import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import { MDXContent } from './MDXContent.js';

/**
 * Docusaurus's `DocItem/Content`: a guide's Markdown body, under the page's title when the body has no `# H1`
 * of its own (and front matter does not hide it).
 */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const { page } = useSiteContext();
  if (!page) return <>{children}</>;
  return (
    <article className="markdown" data-page-id={page.id}>
      {!page.hasOwnH1 && !page.frontMatter.hide_title && <h1>{page.title}</h1>}
      <MDXContent>{children}</MDXContent>
    </article>
  );
}
