import type { Highlighter } from 'shiki';
import { codeBlockHtml } from '../../markdown/highlightCode.js';
import { getHighlighter } from '../../markdown/highlighter.js';

/** Languages of the request samples and body examples. */
const SAMPLE_LANGUAGES = ['bash', 'python', 'javascript', 'json', 'yaml', 'xml'];

/** Highlighter language of a media type's examples (`application/problem+json` → json). */
export function languageOfMediaType(mediaType: string): string {
  if (/[/+]json\b/i.test(mediaType)) return 'json';
  if (/[/+]ya?ml\b/i.test(mediaType)) return 'yaml';
  if (/[/+]xml\b/i.test(mediaType)) return 'xml';
  return 'text';
}

/**
 * Highlights code the way fenced code in pages is (same `.code-block` markup, same shiki themes), with one
 * shared highlighter. Shared responses repeat the same examples on many pages, so results are cached.
 */
export class CodeHighlighter {
  private readonly cache = new Map<string, string>();

  private constructor(private readonly highlighter: Highlighter) {}

  static async create(): Promise<CodeHighlighter> {
    // getHighlighter loads the grammars named by the fences of its source text.
    return new CodeHighlighter(await getHighlighter(SAMPLE_LANGUAGES.map((lang) => `\`\`\`${lang}`).join('\n')));
  }

  /** The whole `.code-block` element as HTML. */
  html(code: string, lang: string): string {
    const key = `${lang}\u0000${code}`;
    let html = this.cache.get(key);
    if (html === undefined) {
      html = codeBlockHtml(this.highlighter, code, lang);
      this.cache.set(key, html);
    }
    return html;
  }
}
