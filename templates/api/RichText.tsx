import { useSiteContext } from '../context.js';

const HREF = / href="([^"]*)"/g;

const decodeAttribute = (value: string) => value.replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"');
const encodeAttribute = (value: string) => value.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;');

/**
 * HTML rendered from the document's Markdown at build time. Links in it are written as the author wrote
 * them; here they get their final href (base URL, `.md` files) from the same resolver the link check uses.
 */
export function RichText({ html, className }: { html?: string; className?: string }) {
  const { resolveLink } = useSiteContext();
  if (!html) return null;
  const resolved = html.includes(' href="') ? html.replace(HREF, (_, url: string) => ` href="${encodeAttribute(resolveLink(decodeAttribute(url)))}"`) : html;
  return <div className={className ?? 'api-text'} dangerouslySetInnerHTML={{ __html: resolved }} />;
}
