import type { ReactNode } from 'react';

/**
 * Docusaurus's `MDXContent`: around a page's Markdown body (where Docusaurus provides the MDX components, which
 * docs-gen gives each page as it compiles): a site's override wraps the body in markup of its own.
 */
export function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
