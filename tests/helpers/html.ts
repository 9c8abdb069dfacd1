/** Visible text of some HTML: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&#x3E;|&gt;/g, '>')
    .replace(/&#x22;|&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x26;|&amp;/g, '&');
}

/** The page's `<article>` (its content, without the site's chrome). */
export function articleOf(html: string): string {
  return /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
}
