/** Characters that never start Markdown syntax inside a line (no `*_[]<>`&\\!|~#@`, no digits-then-dot lists). */
const PLAIN_TEXT = /^[A-Za-z0-9 \t\n,.;:'"?()/%+=-]*$/;

/**
 * Most spec descriptions are a sentence or two of plain prose. Those are turned into paragraphs directly,
 * which is what CommonMark yields for them: no line may start like a block (only letters may open a line),
 * end in a hard break (two spaces), be indented as code, or contain what GFM autolinks (`://`, `www.`).
 * Undefined for anything else, which takes the full Markdown pipeline.
 */
export function renderPlainProse(markdown: string): { html: string; text: string } | undefined {
  if (!PLAIN_TEXT.test(markdown) || markdown.includes('://') || /www\./i.test(markdown)) return undefined;
  const paragraphs: string[][] = [[]];
  for (const raw of markdown.split('\n')) {
    if (!raw.trim()) {
      if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
      continue;
    }
    if (/^ {4}|^\t| {2}$/.test(raw) || !/^\s{0,3}[A-Za-z]/.test(raw)) return undefined;
    paragraphs[paragraphs.length - 1].push(raw.trim());
  }
  const blocks = paragraphs.filter((p) => p.length);
  return {
    html: blocks.map((lines) => `<p>${lines.join('\n')}</p>`).join('\n'),
    text: blocks
      .map((lines) => lines.join(' '))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}
