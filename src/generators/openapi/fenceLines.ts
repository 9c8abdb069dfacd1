/**
 * The lines of a document's text that hold a code fence (```` ``` ```` or `~~~`), lines being cut at newlines
 * and at the `\n` escapes of JSON strings: what `getHighlighter` reads to load the grammars the descriptions'
 * fences name. Cutting a large document (GitHub's is 13 MB) into lines to search them all took longer than
 * finding its few fences.
 */
export function fenceLines(text: string): string {
  const lines = new Set<string>();
  for (const fence of ['```', '~~~']) {
    for (let at = text.indexOf(fence); at >= 0; ) {
      const escape = at >= 2 ? text.lastIndexOf('\\n', at - 2) : -1;
      const start = Math.max(text.lastIndexOf('\n', at) + 1, escape >= 0 ? escape + 2 : 0);
      const end = lineEnd(text, at);
      lines.add(text.slice(start, end));
      at = text.indexOf(fence, end);
    }
  }
  return [...lines].join('\n');
}

/** Where the line holding `at` ends: at the next newline or `\n` escape, or the end of the text. */
function lineEnd(text: string, at: number): number {
  const newline = text.indexOf('\n', at);
  const escape = text.indexOf('\\n', at);
  const ends = [newline, escape].filter((i) => i >= 0);
  return ends.length ? Math.min(...ends) : text.length;
}
