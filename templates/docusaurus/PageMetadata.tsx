import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import Head from './Head.js';
import useBaseUrl from './useBaseUrl.js';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | string[];
  /** An image for link previews: a site path or a URL. */
  image?: string;
  children?: ReactNode;
}

/**
 * `PageMetadata` of `@docusaurus/theme-common` (swizzled 404 and landing pages set their head with it), and what
 * `@theme/Layout`'s `title` and `description` set: the title as Docusaurus formats it (`Title | Site`), the
 * description, keywords and preview image, each with its Open Graph twin.
 */
export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const { config } = useSiteContext();
  // Docusaurus's default title formatter: the title trimmed, and the site's title alone when the page's is the same.
  const trimmed = title?.trim();
  const fullTitle = !trimmed ? undefined : trimmed === config.title ? config.title : `${trimmed} ${config.titleDelimiter} ${config.title}`;
  const words = Array.isArray(keywords) ? keywords.join(',') : keywords;
  const withBase = useBaseUrl(image ?? '', { absolute: true });
  const imageUrl = image && withBase;
  if (!fullTitle && !description && !words && !imageUrl && !children) return null;
  return (
    <Head>
      {fullTitle && <title>{fullTitle}</title>}
      {fullTitle && <meta property="og:title" content={fullTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {words && <meta name="keywords" content={words} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </Head>
  );
}
