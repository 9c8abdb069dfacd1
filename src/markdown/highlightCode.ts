import type { Element, ElementContent } from 'hast';
import type { Highlighter } from 'shiki';
import { codeLineCount, parseCodeMeta, type CodeMeta } from './codeMeta.js';
import { codeThemesOf, normalizeLanguage, SHELL_SESSION } from './highlighter.js';
import { ownBackgroundModes } from '../shared/codeThemeNames.js';
import { parseShellSession, sessionCommands, type SessionLine } from './shellSession.js';
import { escapeHtml } from '../util/escapeHtml.js';

// Shiki stops tokenizing a line after 500 ms by default, so a busy machine would print different HTML.
// No time limit keeps the output a function of the input; the length cap bounds the work instead.
const TOKENIZE = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 10_000 } as const;

function isLine(node: ElementContent): node is Element {
  // Shiki's trees name the attribute `class`, not hast's usual `className`.
  const className = node.type === 'element' ? (node.properties.class ?? node.properties.className) : undefined;
  return Array.isArray(className) ? className.includes('line') : String(className ?? '').split(' ').includes('line');
}

/**
 * The lines of a shell session as they replace the plain lines: a command is its prompt (marked so the
 * copy button and text selection leave it out) and the command highlighted as shell, with continuation
 * lines tokenized together with their first line; output stays plain text, styled as output.
 */
function sessionLines(highlighter: Highlighter, session: SessionLine[]): Map<number, { className: string; children: ElementContent[] }> {
  const root = highlighter.codeToHast(sessionCommands(session), { lang: 'bash', themes: codeThemesOf(highlighter), defaultColor: 'light', ...TOKENIZE });
  const pre = root.children.find((n): n is Element => n.type === 'element');
  const code = pre?.children.find((n): n is Element => n.type === 'element');
  const commandLines = (code?.children ?? []).filter(isLine);
  const lines = new Map<number, { className: string; children: ElementContent[] }>();
  let command = 0;
  session.forEach((line, index) => {
    if (line.kind === 'output') {
      lines.set(index + 1, { className: 'shell-output', children: line.text ? [{ type: 'text', value: line.text }] : [] });
      return;
    }
    const tokens = commandLines[command++]?.children ?? [{ type: 'text', value: line.text }];
    const prompt: ElementContent[] = line.prompt
      ? [{ type: 'element', tagName: 'span', properties: { className: ['shell-prompt'], ariaHidden: 'true' }, children: [{ type: 'text', value: line.prompt }] }]
      : [];
    lines.set(index + 1, { className: 'shell-command', children: [...prompt, ...tokens] });
  });
  return lines;
}

/**
 * The inside of a `.code-block`: optional title, the code highlighted in the light and dark themes (colours as
 * CSS variables, no runtime JS), and a copy button the client script reveals. Returned as HTML so pages
 * carry one string per block instead of a React element per token.
 */
export function highlightCodeHtml(highlighter: Highlighter, code: string, lang: string | undefined, meta: CodeMeta | string = ''): string {
  const options = typeof meta === 'string' ? parseCodeMeta(meta, codeLineCount(code)) : meta;
  const key = highlightKey(code, lang, options);
  const memo = memoOf(highlighter);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const html = highlightOnce(highlighter, code, lang, options);
  if (memoChars + html.length <= MEMO_CHARS) {
    memo.set(key, html);
    memoChars += html.length;
  }
  return html;
}

/** Everything a block's HTML depends on: blocks with equal keys are highlighted alike (no options: a plain block). */
export function highlightKey(code: string, lang: string | undefined, options?: CodeMeta): string {
  return JSON.stringify([lang ?? '', options?.title ?? null, options ? [...options.highlightLines] : [], options?.lineClasses ? [...options.lineClasses] : [], options?.showLineNumbers ?? false, options?.firstLineNumber ?? 1, code]);
}

/**
 * Blocks already highlighted by this thread, by everything their HTML depends on: docs repeat the same
 * commands and samples across pages, and highlighting is the largest cost of compiling a page. Bounded, so
 * a site of thousands of pages keeps its memory.
 */
const memos = new WeakMap<Highlighter, Map<string, string>>();
const MEMO_CHARS = 8_000_000;
let memoChars = 0;

function memoOf(highlighter: Highlighter): Map<string, string> {
  let memo = memos.get(highlighter);
  if (!memo) memos.set(highlighter, (memo = new Map()));
  return memo;
}

function highlightOnce(highlighter: Highlighter, code: string, lang: string | undefined, options: CodeMeta): string {
  const language = normalizeLanguage(lang);
  const session = language === SHELL_SESSION ? sessionLines(highlighter, parseShellSession(code)) : undefined;
  const themes = codeThemesOf(highlighter);
  const lightBackground = ownBackgroundModes(themes).light;
  const html = highlighter.codeToHtml(code.replace(/\n$/, ''), {
    lang: session ? 'text' : language,
    themes,
    defaultColor: 'light',
    ...TOKENIZE,
    transformers: [
      {
        line(line: Element, number: number) {
          const sessionLine = session?.get(number);
          if (sessionLine) {
            line.children = sessionLine.children;
            this.addClassToHast(line, sessionLine.className);
          }
          if (options.highlightLines.has(number)) this.addClassToHast(line, 'highlighted');
          for (const className of options.lineClasses?.get(number) ?? []) this.addClassToHast(line, className);
        },
        pre(pre: Element) {
          pre.properties.tabindex = 0;
          // A dark theme in light mode keeps its own background (see codeThemesCss), which Shiki writes only as the
          // inline background: named as the dark one is (`--shiki-dark-bg`) for the site's CSS to read.
          if (lightBackground) {
            const background = /background-color:([^;]+)/.exec(String(pre.properties.style ?? ''))?.[1];
            if (background) pre.properties.style = `${pre.properties.style};--shiki-light-bg:${background}`;
          }
          if (options.showLineNumbers) this.addClassToHast(pre, 'line-numbers');
        },
        code(code: Element) {
          // The CSS counter counts from the number before the first line's.
          if (options.showLineNumbers && options.firstLineNumber !== undefined) code.properties.style = `counter-reset:line ${options.firstLineNumber - 1}`;
        },
      },
    ],
  });
  // An empty block is shown as Docusaurus shows it: an empty frame, without its title or a copy button.
  if (!code.replace(/\n$/, '')) return html.replace('<span class="line"></span>', '');
  const title = options.title ? `<div class="code-title">${escapeHtml(options.title)}</div>` : '';
  const label = session ? 'Copy the commands to clipboard' : 'Copy code to clipboard';
  return `${title}${html}<button type="button" class="copy-button" aria-label="${label}" hidden>Copy</button>`;
}

/** A whole `.code-block` element as HTML, for generated pages that build HTML directly. */
export function codeBlockHtml(highlighter: Highlighter, code: string, lang: string | undefined, meta: CodeMeta | string = ''): string {
  return `<div class="code-block" data-language="${escapeHtml(lang ?? 'text')}">${highlightCodeHtml(highlighter, code, lang, meta)}</div>`;
}

