import { codeBlockInput } from './codeBlockInput.js';
import type { CodeMeta } from './codeMeta.js';

/** A fenced code block as a page's compile will highlight it. */
export interface FencedBlock {
  code: string;
  lang: string;
  options: CodeMeta;
}

/** A fence opening a line, after spaces or after list markers (whose content the fence's column starts). */
const OPEN = /^((?: *(?:[-*+]|\d{1,9}[.)]) +)*)( *)(`{3,}|~{3,})(.*)$/;

/** Characters of code highlighted per page, as rehypeCode counts them: blocks past it are not wanted. */
const PAGE_BUDGET = 200_000;

/**
 * The fenced blocks of a preprocessed page, read line by line without parsing it, so that another thread can
 * highlight them while pages compile. Only what such a reading can tell for sure is returned: blocks at the top
 * level, in list items or in JSX, with a language. A block read differently from how MDX reads it (in a
 * blockquote, say) is merely not found by the compile, which highlights it itself: this is a forecast, and
 * the compile's own reading decides what each block is.
 */
export function fencedBlocksOf(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = source.split('\n');
  let budget = PAGE_BUDGET;
  for (let n = 0; n < lines.length; n++) {
    const open = OPEN.exec(lines[n]);
    if (!open) continue;
    const [, markers, spaces, fence, rest] = open;
    // A backtick fence's info may hold no backtick: that line is inline code.
    if (fence[0] === '`' && rest.includes('`')) continue;
    const indent = markers.length + spaces.length;
    const close = new RegExp(`^ *\\${fence[0]}{${fence.length},} *$`);
    const content: string[] = [];
    let end = n + 1;
    for (; end < lines.length && !close.test(lines[end].replace(/\r$/, '')); end++) {
      const line = lines[end].replace(/\r$/, '');
      content.push(line.slice(Math.min(indent, line.search(/[^ ]|$/))));
    }
    // An unclosed fence runs to the end of its container, which a line scan cannot tell.
    if (end >= lines.length) break;
    n = end;
    const info = rest.trim();
    const lang = info.split(/[ \t]/, 1)[0];
    // Escapes and character references in the info string are decoded by the parser: left to the compile.
    if (!lang || /[\\&]/.test(info) || /\t/.test(markers + spaces)) continue;
    const { code, options } = codeBlockInput(content.length ? `${content.join('\n')}\n` : '', lang, info.slice(lang.length).trim());
    budget -= code.length;
    if (budget < 0) break;
    if (!options.problem) blocks.push({ code, lang, options: { title: options.title, highlightLines: options.highlightLines, showLineNumbers: options.showLineNumbers } });
  }
  return blocks;
}
