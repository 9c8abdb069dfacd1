import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import Head from './Head.js';

/**
 * `@theme/Layout` in a page or component: the theme already wraps every route in its navbar and footer, so
 * this is the page's body, with `title` and `description` for the head as Docusaurus sets them.
 */
export default function Layout({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  const { config } = useSiteContext();
  const fullTitle = title ? `${title} | ${config.title}` : undefined;
  return (
    <>
      {(fullTitle || description) && (
        <Head>
          {fullTitle && <title>{fullTitle}</title>}
          {fullTitle && <meta property="og:title" content={fullTitle} />}
          {description && <meta name="description" content={description} />}
          {description && <meta property="og:description" content={description} />}
        </Head>
      )}
      {children}
    </>
  );
}
