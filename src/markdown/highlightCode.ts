import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { codeLineCount, parseCodeMeta, type CodeMeta } from './codeMeta.js';
import { normalizeLanguage, THEMES } from './highlighter.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * The inside of a `.code-block`: optional title, the code highlighted in the light and dark themes (colours as
 * CSS variables, no runtime JS), and a copy button the client script reveals. Returned as HTML so pages
 * carry one string per block instead of a React element per token.
 */
export function highlightCodeHtml(highlighter: Highlighter, code: string, lang: string | undefined, meta: CodeMeta | string = ''): string {
  const options = typeof meta === 'string' ? parseCodeMeta(meta, codeLineCount(code)) : meta;
  const html = highlighter.codeToHtml(code.replace(/\n$/, ''), {
    lang: normalizeLanguage(lang),
    themes: THEMES,
    defaultColor: 'light',
    // Shiki stops tokenizing a line after 500 ms by default, so a busy machine would print different HTML.
    // No time limit keeps the output a function of the input; the length cap bounds the work instead.
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: 10_000,
    transformers: [
      {
        line(line: Element, number: number) {
          if (options.highlightLines.has(number)) this.addClassToHast(line, 'highlighted');
        },
        pre(pre: Element) {
          pre.properties.tabindex = 0;
          if (options.showLineNumbers) this.addClassToHast(pre, 'line-numbers');
        },
      },
    ],
  });
  const title = options.title ? `<div class="code-title">${escapeHtml(options.title)}</div>` : '';
  return `${title}${html}<button type="button" class="copy-button" aria-label="Copy code to clipboard" hidden>Copy</button>`;
}

/** A whole `.code-block` element as HTML, for generated pages that build HTML directly. */
export function codeBlockHtml(highlighter: Highlighter, code: string, lang: string | undefined, meta: CodeMeta | string = ''): string {
  return `<div class="code-block" data-language="${escapeHtml(lang ?? 'text')}">${highlightCodeHtml(highlighter, code, lang, meta)}</div>`;
}

