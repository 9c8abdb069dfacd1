import { fencedBlocksOf } from './fencedBlocks.js';
import { HelperThread, type HelperJob } from './helperThread.js';
import { getHighlighter } from './highlighter.js';
import type { HighlightAheadData } from './plugins/rehypeCode.js';
import { preprocessMarkdown } from './preprocess.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../shared/codeThemeNames.js';

/**
 * Distinct blocks from which highlighting ahead pays: the helper thread loads the highlighter and compiles
 * the grammars for itself first, about as long as this thread takes for a few dozen blocks.
 */
const MIN_BLOCKS = 60;

export interface HighlightAhead {
  /** The block's HTML when the helper has sent it; else the page highlights it (and the helper skips it). */
  lookup: NonNullable<HighlightAheadData['highlightAhead']>;
  close(): Promise<void>;
}

/**
 * Starts a thread that highlights the fenced blocks of the pages about to compile on this one, from the
 * last page backwards while this thread compiles from the first: highlighting is a third of compiling pages
 * with code, and unlike the rest of a compile it keeps a second core busy without slowing this one.
 * Both threads load the grammars of every page first, so a block is highlighted alike whichever thread
 * does it, and whatever order the pages come in. Undefined when there is no second core or too little code.
 */
export async function startHighlightAhead(bodies: string[], themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<HighlightAhead | undefined> {
  const blocks: HelperJob[] = bodies.flatMap((body) => fencedBlocksOf(preprocessMarkdown(body)).map((block): HelperJob => ({ kind: 'code', ...block })));
  if (blocks.length < MIN_BLOCKS) return undefined;
  const highlighter = await getHighlighter(bodies.join('\n'), themes);
  const helper = HelperThread.start([blocks], highlighter.getLoadedLanguages(), themes, undefined, MIN_BLOCKS);
  if (!helper) return undefined;
  return { lookup: (code, lang, options) => helper.code(lang, code, options), close: () => helper.close() };
}
