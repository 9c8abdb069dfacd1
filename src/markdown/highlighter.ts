import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundledLanguagesInfo, createHighlighter, createOnigurumaEngine, type Highlighter } from 'shiki';
import { pairThemes } from './pairedThemes.js';
import { withScannerCache } from './scannerCache.js';
import { CONTAINER_PREFIX } from './fenceLine.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../shared/codeThemeNames.js';

/**
 * The languages of most docs, named as docs-gen names them (`bash`, not Shiki's `shellscript`). Every other
 * language Shiki ships is highlighted too, under Shiki's name for it; a language Shiki does not know is shown as
 * plain text, so a rare fence never fails a build. Each grammar loads the first time a page uses it.
 */
export const LANGUAGES = [
  'bash', 'shellsession', 'json', 'jsonc', 'yaml', 'toml', 'ini', 'python', 'javascript', 'typescript', 'tsx', 'jsx',
  'html', 'css', 'markdown', 'mdx', 'dockerfile', 'hcl', 'go', 'rust', 'sql', 'diff', 'xml', 'powershell', 'java', 'c', 'cpp',
] as const;

const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shellsession', 'shell-session': 'shellsession', 'sh-session': 'shellsession', shellscript: 'bash', js: 'javascript',
  ts: 'typescript', py: 'python', yml: 'yaml', md: 'markdown', docker: 'dockerfile', terraform: 'hcl', tf: 'hcl',
  ps1: 'powershell', 'c++': 'cpp', golang: 'go', rs: 'rust',
  // Prism's Flow, which Docusaurus sites add (`prism.additionalLanguages`), is JavaScript with types, as Prism
  // defines it; Shiki has no grammar of that name.
  flow: 'javascript',
  // Prism's names (Docusaurus highlights with Prism) for languages Shiki ships under another: Gradle's build
  // scripts are Groovy, `markup` is Prism's HTML, its `svg`, `mathml`, `ssml`, `atom` and `rss` are XML.
  gradle: 'groovy', markup: 'html', svg: 'xml', mathml: 'xml', ssml: 'xml', atom: 'xml', rss: 'xml', objectivec: 'objective-c',
  dotnet: 'csharp', jinja2: 'jinja', mustache: 'handlebars', emacs: 'emacs-lisp', mathematica: 'wolfram', nb: 'wolfram',
  gawk: 'awk', webmanifest: 'json', pq: 'powerquery', mscript: 'powerquery', purs: 'purescript', rkt: 'racket',
  sol: 'solidity', rq: 'sparql', trig: 'turtle',
};

/**
 * The language of shell sessions (`console`): `$ ` lines are commands, highlighted as shell; the rest is
 * output (see shellSession.ts). Its own grammar is not used, as it colours output like code.
 */
export const SHELL_SESSION = 'shellsession';

/**
 * Shiki's regex engine, read from the binary its package ships. The copy Shiki inlines is gzipped text
 * that it inflates through the Fetch API, whose first use loads Node's HTTP, TLS and streams modules: a
 * visible share of a small build's start, in every thread that highlights. Should the file not be found
 * (a bundler that left it out), the inlined copy is used.
 */
async function onigurumaBinary(): Promise<{ instantiator: (imports: unknown) => Promise<{ instance: object }> } | typeof import('shiki/wasm')> {
  let binary: Buffer;
  try {
    binary = await fs.readFile(fileURLToPath(new URL('onig.wasm', import.meta.resolve('shiki'))));
  } catch {
    return import('shiki/wasm');
  }
  // Handed over as an instantiator: given bytes, Shiki first asks whether they are a fetch Response, and the
  // global `Response` loads Node's fetch (HTTP, TLS and streams modules) on first access.
  return { instantiator: (imports) => wasm.instantiate(binary, imports) };
}

/** The WebAssembly global, which the ES2022 library types leave out. */
const wasm = (globalThis as unknown as { WebAssembly: { instantiate(binary: Uint8Array, imports: unknown): Promise<{ instance: object }> } }).WebAssembly;

/** A highlighter of a pair of code themes, and the grammars asked of it. */
interface Instance {
  highlighter: Promise<Highlighter>;
  loaded: Map<string, Promise<void>>;
}

/** The highlighters of this thread by their themes: one for a build, whose config names its themes. */
const instances = new Map<string, Instance>();
const themesOf = new WeakMap<Highlighter, CodeThemes>();

/** The code themes a highlighter of getHighlighter highlights in. */
export function codeThemesOf(highlighter: Highlighter): CodeThemes {
  return themesOf.get(highlighter) ?? DEFAULT_CODE_THEMES;
}

/**
 * The highlighter of the given code themes (the config's `codeThemes`; only they are loaded), with the grammars the
 * given source uses. Grammars load on first use: loading all of them up front would cost more than compiling a small site.
 */
export async function getHighlighter(source = '', themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<Highlighter> {
  const key = `${themes.light}\0${themes.dark}`;
  let instance = instances.get(key);
  if (!instance) {
    const own = { light: themes.light, dark: themes.dark };
    const highlighter = createHighlighter({
      themes: [...new Set([own.light, own.dark])],
      langs: [],
      engine: createOnigurumaEngine(onigurumaBinary()).then(withScannerCache),
    }).then((highlighter) => {
      pairThemes(highlighter, own.light, own.dark);
      themesOf.set(highlighter, own);
      return highlighter;
    });
    instances.set(key, (instance = { highlighter, loaded: new Map() }));
  }
  const highlighter = await instance.highlighter;
  const { loaded } = instance;
  const wanted = new Set<string>();
  for (const lang of fenceLanguages(source)) {
    if (lang === SHELL_SESSION) wanted.add('bash');
    else if (lang !== 'text') wanted.add(lang);
  }
  await Promise.all(
    [...wanted].map((lang) => {
      if (!loaded.has(lang)) loaded.set(lang, highlighter.loadLanguage(lang as Parameters<Highlighter['loadLanguage']>[0]));
      return loaded.get(lang);
    }),
  );
  return highlighter;
}

/**
 * A block's language whose grammar this thread has not loaded: one a site's plugin added a block of, which the page's
 * own fences do not name (Redux's adds JavaScript beside each TypeScript block). The compile loads it and runs again.
 */
export class MissingLanguage extends Error {
  constructor(readonly language: string) {
    super(`The grammar of ${language} is not loaded`);
  }
}

/** Throws MissingLanguage when the grammar `lang` is highlighted with is not loaded in `highlighter`. */
export function assertLanguageLoaded(highlighter: Highlighter, lang: string | undefined): void {
  const language = normalizeLanguage(lang);
  const grammar = language === SHELL_SESSION ? 'bash' : language;
  if (grammar !== 'text' && !highlighter.getLoadedLanguages().includes(grammar)) throw new MissingLanguage(grammar);
}

const FENCE_LANGUAGE = new RegExp(`^${CONTAINER_PREFIX}(?:\`{3,}|~{3,})[ \\t]*([\\w+#.-]+)`, 'gm');

/** The languages the fences of Markdown text name (normalized; `text` for unknown ones). */
export function fenceLanguages(source: string): Set<string> {
  const languages = new Set<string>();
  for (const match of source.matchAll(FENCE_LANGUAGE)) {
    languages.add(normalizeLanguage(match[1]));
  }
  return languages;
}

/** Shiki's languages by their names and aliases (`rb` → `ruby`), for languages past LANGUAGES. */
let shikiNames: Map<string, string> | undefined;

function shikiLanguage(name: string): string | undefined {
  if (!shikiNames) {
    shikiNames = new Map();
    for (const info of bundledLanguagesInfo) {
      for (const alias of [info.id, ...(info.aliases ?? [])]) shikiNames.set(alias, info.id);
    }
  }
  return shikiNames.get(name);
}

export function normalizeLanguage(lang: string | undefined): string {
  if (!lang) return 'text';
  const lower = lang.toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return (LANGUAGES as readonly string[]).includes(name) ? name : (shikiLanguage(name) ?? 'text');
}
