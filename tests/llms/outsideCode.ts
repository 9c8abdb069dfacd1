/** A Markdown text without its fenced code blocks and inline code spans: what must read as prose. */
export function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}
