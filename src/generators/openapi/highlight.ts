import type { Highlighter } from 'shiki';
import { highlightCodeHtml } from '../../markdown/highlightCode.js';
import { getHighlighter } from '../../markdown/highlighter.js';
import type { HelperThread } from '../../markdown/helperThread.js';
import { JsonLineHighlighter } from './jsonLines.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../../shared/codeThemeNames.js';
import { fillMaskedHtml, MARK_TEXT, Masker, splitMaskedHtml, type MaskedHtml } from './maskValues.js';
import { lightenTokens } from './tokenClasses.js';
import type { CodeView } from './types.js';

/** Languages of the request samples and body examples. */
export const SAMPLE_LANGUAGES = ['bash', 'python', 'javascript', 'json', 'yaml', 'xml'];

/** Highlighter language of a media type's examples (`application/problem+json` → json). */
export function languageOfMediaType(mediaType: string): string {
  if (/[/+]json\b/i.test(mediaType)) return 'json';
  if (/[/+]ya?ml\b/i.test(mediaType)) return 'yaml';
  if (/[/+]xml\b/i.test(mediaType)) return 'xml';
  return 'text';
}

/** Blocks filled between two looks at what a helper thread has sent. */
const PENDING_BATCH = 8;

const keyOf = (code: string, language: string) => `${language}\u0000${code}`;

/**
 * Whole JSON examples remembered (see highlightJson). A response's example is shown twice on its page (under the
 * response and among the samples) and an error response shared by $ref on every page: the few last ones are
 * enough to catch those, and a large API's examples of a few kilobytes each are not all held.
 */
const JSON_BLOCKS_KEPT = 64;
const JSON_BLOCK_KEPT_CHARS = 50_000;

/**
 * Highlights code the way fenced code in pages is (same `.code-block` markup, same shiki themes), with one
 * shared highlighter. Results are cached by code; callers that mask the varying text of their code (see
 * maskValues.ts) get most of their blocks from the cache.
 */
export class CodeHighlighter {
  private readonly cache = new Map<string, string>();
  private readonly templates = new Map<string, MaskedHtml>();
  private readonly jsonLines: JsonLineHighlighter;
  private readonly pending: { view: CodeView; code: string; texts?: string[] }[] = [];
  private readonly jsonBlocks = new Map<string, string>();
  private helper?: HelperThread;

  private constructor(private readonly highlighter: Highlighter) {
    this.jsonLines = new JsonLineHighlighter(highlighter);
  }

  static async create(themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<CodeHighlighter> {
    // getHighlighter loads the grammars named by the fences of its source text.
    return new CodeHighlighter(await getHighlighter(SAMPLE_LANGUAGES.map((lang) => `\`\`\`${lang}`).join('\n'), themes));
  }

  /** Takes blocks from a helper thread that highlights them ahead (see helperThread.ts) while it runs. */
  useHelper(helper: HelperThread | undefined): void {
    this.helper = helper;
  }

  /** The code highlighted as the inside of a `.code-block`. */
  highlight(code: string, language: string): CodeView {
    const key = keyOf(code, language);
    let html = this.cache.get(key);
    if (html === undefined) {
      html = lightenTokens(this.helper?.code(language, code) ?? highlightCodeHtml(this.highlighter, code, language));
      this.cache.set(key, html);
    }
    return { language, html };
  }

  /** Highlights code written with placeholders, then puts the placeholders' texts back. */
  highlightMasked(code: string, language: string, texts: string[]): CodeView {
    const key = keyOf(code, language);
    let parts = this.templates.get(key);
    if (!parts) {
      parts = splitMaskedHtml(this.highlight(code, language).html);
      this.templates.set(key, parts);
    }
    return { language, html: fillMaskedHtml(parts, texts) };
  }

  /**
   * As `highlightMasked`, but a block not highlighted yet is left empty until `highlightPending` fills it: the
   * pages' data is all built first, so a helper thread working through the same blocks from the other end has
   * that whole time to send its share. Nothing reads a page's samples before the pages are rendered.
   */
  highlightMaskedLater(code: string, language: string, texts: string[]): CodeView {
    const parts = this.templates.get(keyOf(code, language));
    if (parts) return { language, html: fillMaskedHtml(parts, texts) };
    const view: CodeView = { language, html: '' };
    this.pending.push({ view, code, texts });
    return view;
  }

  /** As `highlightMaskedLater`, for code without placeholders (a sample the document's authors wrote). */
  highlightLater(code: string, language: string): CodeView {
    const html = this.cache.get(keyOf(code, language));
    if (html !== undefined) return { language, html };
    const view: CodeView = { language, html: '' };
    this.pending.push({ view, code });
    return view;
  }

  /** Fills the blocks `highlightMaskedLater` and `highlightLater` left, in order, letting the helper's results in every few blocks. */
  async highlightPending(): Promise<void> {
    const pending = this.pending.splice(0);
    for (const [index, { view, code, texts }] of pending.entries()) {
      if (this.helper && index % PENDING_BATCH === 0) await this.helper.receive();
      view.html = texts ? this.highlightMasked(code, view.language, texts).html : this.highlight(code, view.language).html;
    }
  }

  /**
   * Pretty-printed JSON (`JSON.stringify(value, null, 2)`) highlighted, up to `maxLines` lines; its plain strings
   * are masked so examples of one shape share a template.
   */
  highlightJson(json: string, maxLines = Number.POSITIVE_INFINITY): CodeView {
    const key = `${maxLines}\u0000${json}`;
    let html = this.jsonBlocks.get(key);
    if (html === undefined) {
      html = this.highlightJsonBlock(json, maxLines).html;
      if (json.length > JSON_BLOCK_KEPT_CHARS) return { language: 'json', html };
      if (this.jsonBlocks.size >= JSON_BLOCKS_KEPT) this.jsonBlocks.delete(this.jsonBlocks.keys().next().value as string);
      this.jsonBlocks.set(key, html);
    }
    return { language: 'json', html };
  }

  private highlightJsonBlock(json: string, maxLines: number): CodeView {
    const lines = Number.isFinite(maxLines) ? json.split('\n', maxLines) : json.split('\n');
    if (json.includes(MARK_TEXT)) return this.highlight(lines.join('\n'), 'json');
    const masker = new Masker();
    const code = lines.map((line) => masker.jsonLine(line)).join('\n');
    // Past shiki's line length cap a line is not tokenized, and the line cache could not tell that apart.
    if (code.length > 10_000 && code.split('\n').some((line) => line.length > 10_000)) return this.highlightMasked(code, 'json', masker.texts);
    return { language: 'json', html: fillMaskedHtml(splitMaskedHtml(lightenTokens(this.jsonLines.highlight(code))), masker.texts) };
  }
}
