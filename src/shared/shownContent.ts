/**
 * A page's content as HTML, to be shown away from its page (on a blog list page, in a feed): without what it gives
 * its own page's head (a `<head>` it writes, an image's preload link), which is not the showing page's.
 */
export function withoutHeadTags(html: string): string {
  return html.replace(/<head>[\s\S]*?<\/head>/g, '').replace(/<link rel="preload"[^>]*>/g, '');
}
