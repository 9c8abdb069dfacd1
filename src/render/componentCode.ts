import type { Highlighter } from 'shiki';
import type { MagicComment } from '../shared/magicCommentKinds.js';
import type { CodeThemes } from '../shared/codeThemeNames.js';

/** A code block written as a component, as Docusaurus's `<CodeBlock>` takes it. */
export interface ComponentCode {
  code: string;
  language?: string;
  /** Meta as a fence has it: `{1,3}`, `title="…"`, `showLineNumbers`. */
  metastring?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

interface Loaded {
  /** By their code themes (themeKey): a build highlights in its config's. */
  highlighters: Map<string, Highlighter>;
  highlighting: typeof import('../markdown/highlightCode.js');
  languages: typeof import('../markdown/highlighter.js');
  input: typeof import('../markdown/codeBlockInput.js');
}

/**
 * Component code gets its text only while the page renders (`{source}` of a raw import, a string built from
 * props), and rendering is synchronous: it is highlighted with the highlighter fenced code uses, in the
 * languages that highlighter has loaded. A language not loaded yet is noted here, and the page rendered again
 * once it is (renderPageReady), so the first page to use a language is highlighted as every later one.
 * Nothing is loaded until a page renders such a block.
 */
let loaded: Loaded | undefined;
/** Markdown whose fences name the languages to load. */
const missing = new Set<string>();

const themeKey = (themes?: CodeThemes) => (themes ? `${themes.light}\0${themes.dark}` : '');

const fence = (language: string) => `\n\`\`\`${language}\n`;

/** The grammar a language needs loaded, or undefined for plain text, which needs none. */
function grammarOf(languages: Loaded['languages'], name: string): string | undefined {
  if (name === 'text') return undefined;
  return name === languages.SHELL_SESSION ? 'bash' : name;
}

/**
 * The grammars a block needs: its language's, and those its own fences name (Markdown in a block highlights
 * the code of its fences only in grammars loaded), as the compile loads a page's. Whatever else is loaded then
 * cannot change the block's HTML.
 */
function grammarsOf(languages: Loaded['languages'], block: ComponentCode): string[] {
  const names = [languages.normalizeLanguage(block.language), ...languages.fenceLanguages(block.code)];
  return names.map((name) => grammarOf(languages, name)).filter((grammar): grammar is string => grammar !== undefined);
}

/**
 * The inside of the block's `.code-block`, as a fenced block of the same language and meta gets it (title,
 * highlighted lines, line numbers, the config's `magicComments`), or undefined when a grammar it needs is not
 * loaded yet.
 */
export function highlightComponentCode(block: ComponentCode, magicComments?: MagicComment[], themes?: CodeThemes): string | undefined {
  const highlighter = loaded?.highlighters.get(themeKey(themes));
  if (!loaded || !highlighter) {
    // The block as a fence: loading reads the languages of its fences, the block's own and those inside it.
    missing.add(`${fence(block.language ?? 'text')}${block.code}`);
    return undefined;
  }
  const have = new Set(highlighter.getLoadedLanguages());
  const absent = grammarsOf(loaded.languages, block).filter((grammar) => !have.has(grammar));
  if (absent.length) {
    for (const grammar of absent) missing.add(fence(grammar));
    return undefined;
  }
  const { code, options } = loaded.input.codeBlockInput(block.code, block.language, block.metastring ?? '', magicComments);
  // As in Docusaurus: line ranges that do not parse are an error, a title in the meta wins over the prop.
  if (options.problem) throw new Error(`${options.problem.message}`);
  const title = options.title ?? block.title;
  const numbers = block.showLineNumbers;
  const lineNumbers =
    numbers === undefined
      ? {}
      : { showLineNumbers: numbers !== false, firstLineNumber: typeof numbers === 'number' && numbers !== 1 ? numbers : undefined };
  return loaded.highlighting.highlightCodeHtml(highlighter, code, block.language, { ...options, title, ...lineNumbers });
}

/**
 * Runs a (synchronous) render, and says what the component code it rendered asked for and found not loaded:
 * Markdown whose fences name the languages, for loadComponentCodeLanguages. Empty when the render is final.
 */
export function renderNotingLanguages<T>(render: () => T): { result: T; wanted: string[] } {
  missing.clear();
  const result = render();
  const wanted = [...missing];
  missing.clear();
  return { result, wanted };
}

/** Loads the highlighter (once) and the grammars the fences of `wanted` (from renderNotingLanguages) name. */
export async function loadComponentCodeLanguages(wanted: readonly string[], themes?: CodeThemes): Promise<void> {
  const [highlighting, names, input] = await Promise.all([
    import('../markdown/highlightCode.js'),
    import('../markdown/highlighter.js'),
    import('../markdown/codeBlockInput.js'),
  ]);
  const highlighter = await names.getHighlighter(wanted.join('\n'), themes);
  loaded ??= { highlighters: new Map(), highlighting, languages: names, input };
  loaded.highlighters.set(themeKey(themes), highlighter);
}
