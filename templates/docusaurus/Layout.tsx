import type { ReactNode } from 'react';
import { PageMetadata } from './PageMetadata.js';

/**
 * `@theme/Layout` in a page or component: the theme already wraps every route in its navbar and footer, so
 * this is the page's body, with `title` and `description` for the head as Docusaurus sets them.
 */
export default function Layout({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  return (
    <>
      <PageMetadata title={title} description={description} />
      {children}
    </>
  );
}
