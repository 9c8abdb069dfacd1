import type { Highlighter } from 'shiki';

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
  highlighter: Highlighter;
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
const missing = new Set<string>();

/** The grammar a language needs loaded, or undefined for plain text, which needs none. */
function grammarOf(languages: Loaded['languages'], language: string | undefined): string | undefined {
  const name = languages.normalizeLanguage(language);
  if (name === 'text') return undefined;
  return name === languages.SHELL_SESSION ? 'bash' : name;
}

/**
 * The inside of the block's `.code-block`, as a fenced block of the same language and meta gets it (title,
 * highlighted lines, line numbers, magic comments), or undefined when its language is not loaded yet.
 */
export function highlightComponentCode(block: ComponentCode): string | undefined {
  if (!loaded) {
    missing.add(block.language ?? 'text');
    return undefined;
  }
  const grammar = grammarOf(loaded.languages, block.language);
  if (grammar && !loaded.highlighter.getLoadedLanguages().includes(grammar)) {
    missing.add(grammar);
    return undefined;
  }
  const { code, options } = loaded.input.codeBlockInput(block.code, block.language, block.metastring ?? '');
  // As in Docusaurus: line ranges that do not parse are an error, a title in the meta wins over the prop.
  if (options.problem) throw new Error(`${options.problem.message}`);
  const title = options.title ?? block.title;
  const numbers = block.showLineNumbers;
  const lineNumbers =
    numbers === undefined
      ? {}
      : { showLineNumbers: numbers !== false, firstLineNumber: typeof numbers === 'number' && numbers !== 1 ? numbers : undefined };
  return loaded.highlighting.highlightCodeHtml(loaded.highlighter, code, block.language, { ...options, title, ...lineNumbers });
}

/** The languages component code asked for, not loaded, since the last call. */
export function takeMissingLanguages(): string[] {
  const languages = [...missing];
  missing.clear();
  return languages;
}

/** Loads the highlighter (once) and the grammars of `languages`. */
export async function loadComponentCodeLanguages(languages: readonly string[]): Promise<void> {
  const [highlighting, names, input] = await Promise.all([
    import('../markdown/highlightCode.js'),
    import('../markdown/highlighter.js'),
    import('../markdown/codeBlockInput.js'),
  ]);
  // getHighlighter loads the languages a Markdown text's fences name: one fence per language.
  const fences = languages.map((language) => `\`\`\`${language}\n`).join('');
  const highlighter = await names.getHighlighter(fences);
  loaded ??= { highlighter, highlighting, languages: names, input };
}
