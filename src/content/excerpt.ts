/**
 * Text marks taken out of a line, in order, as Docusaurus takes them out of the line it describes a page with:
 * HTML tags, an `# h1` heading whole, the `#` of other headings, emphasis, strikethrough, images and links
 * (their text kept), footnotes, inline code marks, a quote's `>`, an admonition's `:::` line, `:emoji:` names
 * (and whatever else sits between two colons) and a `{#custom-id}`.
 */
const MARKS: [RegExp, string][] = [
  [/<[^>]*>/g, ''],
  [/^#[^#]+#?/gm, ''],
  [/^#{1,6}\s*([^#]*)\s*#{0,6}/gm, '$1'],
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][[(].*?[\])]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  [/^\s{0,3}>\s?/g, ''],
  [/:::.*/, ''],
  [/\s?:(?:::|[^:\n])+:/g, ''],
  [/\{#*[\w-]+\}/, ''],
];

/**
 * A page's description when its front matter gives none, made as Docusaurus makes it: the first line of the
 * body that is not blank, an import or export, or code, once its marks are taken out and it still has text.
 * One line, not the paragraph: a paragraph wrapped over lines gives its first.
 */
export function excerptOf(body: string): string | undefined {
  // A setext title (`Title` over `=====`) is no description.
  const lines = body.trimStart().replace(/^[^\r\n]*\r?\n=+/, '').split(/\r?\n/);
  let inImport = false;
  let fence: string | undefined;
  for (const line of lines) {
    // An import or export runs to the next empty line.
    if (line === '' && inImport) inImport = false;
    if (!line.trim()) continue;
    if ((inImport || /^(?:import|export)\s/.test(line)) && fence === undefined) {
      inImport = true;
      continue;
    }
    const run = /^`+/.exec(line.trim());
    if (run && line.trim().startsWith('```')) {
      if (fence === undefined) fence = run[0];
      else if (run[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const text = MARKS.reduce((out, [mark, keep]) => out.replace(mark, keep), line).trim();
    if (text) return text;
  }
  return undefined;
}
