/**
 * Rewrites the two Docusaurus syntaxes MDX cannot parse, line by line so positions stay true:
 * `:::note Title … :::` admonitions become `<Admonition>` elements, and a heading's `{#custom-id}` is escaped
 * so MDX reads it as text (remarkHeadingIds then takes it off).
 */
const ADMONITION_OPEN = /^(\s*):::(note|tip|info|warning|danger|caution)(?:\[(.*)\]|[ \t]+(.*?))?[ \t]*$/;
const ADMONITION_CLOSE = /^(\s*):::[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w.:-]+)\}[ \t]*$/;

export function preprocessMarkdown(source: string): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const open = ADMONITION_OPEN.exec(line);
    if (open) {
      const title = (open[3] ?? open[4] ?? '').trim();
      const titleAttr = title ? ` title={${JSON.stringify(title)}}` : '';
      lines[i] = `${open[1]}<Admonition type="${open[2]}"${titleAttr}>`;
      depth++;
      continue;
    }
    if (depth > 0 && ADMONITION_CLOSE.test(line)) {
      lines[i] = line.replace(':::', '</Admonition>');
      depth--;
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
  }
  return lines.join('\n');
}
