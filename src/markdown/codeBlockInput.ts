import { codeLineCount, parseCodeMeta, type CodeMeta } from './codeMeta.js';
import { applyMagicComments } from './magicComments.js';
import type { MagicComment } from '../shared/magicCommentKinds.js';

export interface CodeBlockInput {
  /** The block's text as highlighted: magic comment lines taken out. */
  code: string;
  options: CodeMeta;
}

/**
 * What a fenced block is highlighted from, given its text, language and meta: pages compiling and the
 * scan that highlights blocks ahead (fencedBlocks.ts) derive it alike, so their results are interchangeable.
 */
export function codeBlockInput(text: string, lang: string | undefined, meta: string, magicComments?: MagicComment[]): CodeBlockInput {
  const options = parseCodeMeta(meta, codeLineCount(text));
  // As in Docusaurus, a `{…}` range in the meta takes the place of magic comments.
  if (options.problem || options.highlightLines.size) return { code: text, options };
  const magic = applyMagicComments(text, lang, magicComments);
  return { code: magic.code, options: { ...options, highlightLines: magic.highlightLines, ...(magic.lineClasses ? { lineClasses: magic.lineClasses } : {}) } };
}
