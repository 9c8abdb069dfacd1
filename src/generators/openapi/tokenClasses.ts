/**
 * Lighter markup for highlighted API code. Shiki writes every token's colours inline (about 50 bytes a token),
 * and API examples are thousands of tokens: response samples made most of an operation page's bytes. Tokens in
 * the code's default colours lose their span (they inherit the same colours from the `<pre>`), and the colours
 * api.css names get its class instead of the style. Any other colour keeps its inline style, so a change of
 * code themes costs bytes, never colours; the contrast fixes of code.css match colours this never turns
 * into classes.
 */
const TOKEN_CLASSES: Record<string, string> = {
  'color:#005CC5;--shiki-dark:#79B8FF': 'tk-c',
  'color:#032F62;--shiki-dark:#9ECBFF': 'tk-s',
  'color:#6F42C1;--shiki-dark:#B392F0': 'tk-f',
};

const TOKEN = /<span style="([^"]*)">([^<]*)<\/span>/g;
const PRE_STYLE = /^<pre [^>]*style="[^"]*?(color:#[0-9a-f]{3,8};--shiki-dark:#[0-9a-f]{3,8})"/i;

/** The inside of a `.code-block` with its tokens' markup made lighter (same rendering). */
export function lightenTokens(html: string): string {
  const plain = PRE_STYLE.exec(html)?.[1]?.toLowerCase();
  return html.replace(TOKEN, (span, style: string, text: string) => {
    if (style.toLowerCase() === plain) return text;
    const name = TOKEN_CLASSES[style];
    return name ? `<span class="${name}">${text}</span>` : span;
  });
}
