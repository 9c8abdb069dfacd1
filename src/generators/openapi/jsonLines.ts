import type { Highlighter } from 'shiki';
import { highlightCodeHtml } from '../../markdown/highlightCode.js';
import { codeThemesOf } from '../../markdown/highlighter.js';

/** Placeholders of masked strings (see maskValues.ts), all alike to the grammar. */
const MARK = /QzQ\d+QzQ/g;
const CANONICAL_MARK = 'QzQ0QzQ';
/** A number value alone on its line, after an optional key: it is one token whatever its digits. */
const NUMBER_LINE = /^(\s*(?:"(?:[^"\\]|\\.)*": )?)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(,?)$/;
const NUMBER_TOKEN = /(>\s*)0(<\/span>)/;

/**
 * Highlights pretty-printed JSON (`JSON.stringify(value, null, 2)`) line by line, caching each line's HTML.
 * API examples repeat the same lines endlessly once their strings are masked, but rarely a whole block.
 * In such JSON no token spans lines, so a line's tokens depend only on the brackets open around it: the
 * line is highlighted after a short prefix that opens the same brackets, giving exactly the HTML that
 * highlighting the whole block gives (tests compare the two).
 */
export class JsonLineHighlighter {
  private readonly lines = new Map<string, string>();
  private readonly frame: { before: string; after: string };

  constructor(private readonly highlighter: Highlighter) {
    const sample = highlightCodeHtml(highlighter, '{}', 'json');
    const open = sample.indexOf('<code>') + '<code>'.length;
    const close = sample.lastIndexOf('</code>');
    this.frame = { before: sample.slice(0, open), after: sample.slice(close) };
  }

  /** The inside of a `.code-block` for the JSON, as `highlightCodeHtml` would give it. */
  highlight(code: string): string {
    const open: string[] = [];
    let html = this.frame.before;
    code.split('\n').forEach((line, i) => {
      if (i) html += '\n';
      html += this.line(line, open.join(''));
      const trimmed = line.trim().replace(/,$/, '');
      if (trimmed[0] === '}' || trimmed[0] === ']') open.pop();
      const last = trimmed[trimmed.length - 1];
      if (last === '{' || last === '[') open.push(last);
    });
    return html + this.frame.after;
  }

  /** One line inside the given open brackets, with its placeholders and number as written. */
  private line(line: string, brackets: string): string {
    const marks: string[] = [];
    let canonical = line.replace(MARK, (mark) => {
      marks.push(mark);
      return CANONICAL_MARK;
    });
    const number = NUMBER_LINE.exec(canonical);
    if (number) canonical = `${number[1]}0${number[3]}`;
    const key = `${brackets}\u0000${canonical}`;
    let html = this.lines.get(key);
    if (html === undefined) {
      html = this.render(canonical, brackets);
      this.lines.set(key, html);
    }
    if (number) html = html.replace(NUMBER_TOKEN, (_, before: string, after: string) => `${before}${number[2]}${after}`);
    let next = 0;
    return marks.length ? html.replaceAll(CANONICAL_MARK, () => marks[next++]) : html;
  }

  private render(line: string, brackets: string): string {
    // Inside `{` a line starts at a key; inside `[`, or as a key's value, at a value.
    const context = [...brackets].map((b, i) => (b === '[' ? '[\n' : i === brackets.length - 1 ? '{\n' : '{\n"k": ')).join('');
    const html = this.highlighter.codeToHtml(line, {
      lang: 'json',
      themes: codeThemesOf(this.highlighter),
      defaultColor: 'light',
      tokenizeTimeLimit: 0,
      tokenizeMaxLineLength: 10_000,
      ...(context && { grammarContextCode: context }),
    });
    return html.slice(html.indexOf('<code>') + '<code>'.length, html.lastIndexOf('</code>'));
  }
}
