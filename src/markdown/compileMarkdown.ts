import { showParsedSource, showWrittenSource } from './plugins/writtenSource.js';
import { createProcessor, nodeTypes as MDX_NODE_TYPES } from '@mdx-js/mdx';
import type { Program } from 'estree';
import type { Highlighter } from 'shiki';
import type { Pluggable, PluggableList } from 'unified';
import { VFile } from 'vfile';
import { DocsGenError } from '../errors/DocsGenError.js';
import { getHighlighter, MissingLanguage } from './highlighter.js';
import { findWorkLimitProblem } from './workLimits.js';
import { CONTAINER_PREFIX } from './fenceLine.js';
import { rehypeCode, type HighlightAheadData } from './plugins/rehypeCode.js';
import { rehypeLiveCode } from './plugins/rehypeLiveCode.js';
import { remarkAdmonitionTitles } from './plugins/remarkAdmonitionTitles.js';
import { remarkCollectLinks } from './plugins/remarkCollectLinks.js';
import { remarkNoteLinkUrls, remarkTakeChangedLinks } from './plugins/siteChangedLinks.js';
import { gfmPartsOf, remarkGfmParts } from './plugins/remarkGfmParts.js';
import { unravelOnlyWithMdx } from './plugins/unravelOnlyWithMdx.js';
import { remarkNpm2Yarn } from './plugins/remarkNpm2Yarn.js';
import { remarkTabBlocks } from './plugins/remarkTabBlocks.js';
import { formatOfFile, MARKDOWN_DEFAULTS, type MarkdownSettings } from './markdownSettings.js';
import { remarkAdmonitionMarkers } from './plugins/remarkAdmonitionMarkers.js';
import { remarkDirectiveDivs } from './plugins/remarkDirectiveDivs.js';
import { mayHoldInlineDirective, remarkInlineDirectives } from './plugins/remarkInlineDirectives.js';
import { sitePluginsOf } from './sitePlugins.js';
import { markdownLinkTargetsOf, remarkResolveMarkdownLinks } from './markdownLinkTargets.js';
import rehypeRaw from 'rehype-raw';
import { CODE_BODIES_MISMATCH, remarkCodeBodies } from './plugins/remarkCodeBodies.js';
import { codeBodies, type CodeBody } from './fencedBlocks.js';
import { remarkDuplicateHeadingIds } from './plugins/remarkDuplicateHeadingIds.js';
import { remarkHeadingIds, remarkTocHeadings } from './plugins/remarkHeadingIds.js';
import { remarkContentTitle, type ContentTitleData } from './plugins/remarkContentTitle.js';
import { recmaPageGlobals } from './plugins/recmaPageGlobals.js';
import { recmaRenderLocations } from './plugins/recmaRenderLocations.js';
import { remarkRenderLocations } from './plugins/remarkRenderLocations.js';
import { rehypeAddedImports, remarkAddedImports, remarkImports, type ImportsData } from './plugins/remarkImports.js';
import { rehypeStaticTree, STATIC_TREE_DONE, type StaticTreeData } from './plugins/rehypeStaticTree.js';
import { preprocessMarkdown } from './preprocess.js';
import { quickParse } from './quickParse.js';
import { findUnclosedBrace } from './unclosedBrace.js';
import type { CompiledMarkdown } from './types.js';
import { compilePartials, withPartialHeadings } from './partials.js';
import type { PartialTocSlot } from './plugins/remarkHeadingIds.js';
import type { ImportAlias } from '../util/importAliases.js';

interface Point {
  line?: number;
  column?: number;
}

interface VFileMessageLike {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: Point & { start?: Point };
  cause?: VFileMessageLike;
}

/** Where an MDX message points: its own place, its cause's, or the `(line:col-line:col)` in its text. */
function locate(error: VFileMessageLike): Point {
  for (let e: VFileMessageLike | undefined = error; e; e = e.cause) {
    if (e.line) return { line: e.line, column: e.column };
    const place = e.place?.start ?? e.place;
    if (place?.line) return place;
  }
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(error.reason ?? error.message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
}

/**
 * A `.md` file read as MDX fails where CommonMark is fine (`<br>`, `{`, `<!-- -->` in odd places): Docusaurus
 * sites that read `.md` files as CommonMark say so in `markdown.format`, which docs-gen takes as `markdownFormat`.
 */
const MD_AS_MDX_HINT = "This .md file is read as MDX, where HTML must be JSX and `{` starts an expression. To read .md files as CommonMark, as Docusaurus's `markdown.format: 'detect'` does, set `markdownFormat: 'detect'` in the config.";

const UNCLOSED_BRACE_HINT = 'This `{` starts a JavaScript expression that is never closed: close it with `}`, or write `\\{` for a brace shown as text.';

function toLocatedError(error: VFileMessageLike, text: string, file: string, hint?: string): DocsGenError {
  const reason = (error.reason ?? error.message).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, '');
  // MDX places an unclosed expression at the end of the file; the brace that opened it is what to fix.
  const brace = /^Unexpected end of file in expression\b/.test(reason) ? findUnclosedBrace(text) : undefined;
  if (brace) {
    const hints = [UNCLOSED_BRACE_HINT, ...(hint ? [hint] : [])].join(' ');
    return new DocsGenError(`MDX: ${reason}`, { file, ...brace, cause: error, hint: hints });
  }
  return new DocsGenError(`MDX: ${reason}`, { file, ...locate(error), cause: error, ...(hint ? { hint } : {}) });
}

/**
 * Whether pages with no code in them skip compiled MDX (see rehypeStaticTree). `DOCS_GEN_STATIC_PAGES=0`
 * turns that off, so both ways can be compared: their output is the same.
 */
function staticPagesEnabled(): boolean {
  return process.env.DOCS_GEN_STATIC_PAGES !== '0';
}

/**
 * One MDX processor per site and highlighter, made once: making one (its plugins and parser extensions)
 * was a visible share of compiling a small page. Its plugins keep no state between files.
 */
const processors = new WeakMap<Highlighter, Map<string, ReturnType<typeof createProcessor>>>();

const NEEDS_HIGHLIGHTER = new Error('This page needs the highlighter');
/** Stands in for the highlighter on a page without code: any use of it asks for the real one. */
const NO_HIGHLIGHTER = new Proxy({} as Highlighter, {
  get() {
    throw NEEDS_HIGHLIGHTER;
  },
});

const MAY_HOLD_CODE = new RegExp(`^${CONTAINER_PREFIX}(?:\`{3,}|~{3,})|^( {4}|\t)`, 'm');

/** Whether Markdown can hold a code block: a fence (in a blockquote or list item too), or an indented line. */
function mayHoldCode(source: string): boolean {
  return MAY_HOLD_CODE.test(source);
}

/**
 * Whether text may hold an emoji shortcode (`:tada:`, `:+1:`), which Docusaurus turns into the emoji: only then
 * does a page go through remark-emoji, which otherwise walks every text node for nothing.
 */
function mayHoldEmoji(text: string): boolean {
  return /:(?:\+1|-1|[\w-]+):/.test(text);
}

let remarkEmoji: Promise<Pluggable> | undefined;

/** remark-emoji, with its list of every emoji (most of a megabyte of code), loaded when a page first may need it. */
function loadRemarkEmoji(): Promise<Pluggable> {
  remarkEmoji ??= import('remark-emoji').then((module) => module.default);
  return remarkEmoji;
}

/** rehype-raw as a page parsed as CommonMark takes it: the elements docs-gen's plugins made are left as they are. */
const rawHtml: PluggableList[number] = [rehypeRaw, { passThrough: [...MDX_NODE_TYPES] }];

function processorFor(
  siteRoot: string,
  siteDir: string,
  staticDir: string | undefined,
  aliases: readonly ImportAlias[],
  settings: MarkdownSettings,
  highlighter: Highlighter,
  gfmParts: string,
  format: 'mdx' | 'md',
  emoji: Pluggable | undefined,
  inlineDirectives: boolean,
): ReturnType<typeof createProcessor> {
  const enabled = staticPagesEnabled();
  const key = JSON.stringify([siteRoot, siteDir, staticDir ?? null, aliases, settings, enabled, gfmParts, format, !!emoji, inlineDirectives]);
  let forHighlighter = processors.get(highlighter);
  if (!forHighlighter) processors.set(highlighter, (forHighlighter = new Map()));
  let processor = forHighlighter.get(key);
  if (!processor) {
    const site = sitePluginsOf(settings.sitePlugins);
    processor = createProcessor({
      outputFormat: 'function-body',
      // .md files go through MDX too unless the config says otherwise, as in Docusaurus (`markdown.format`).
      format,
      development: false,
      remarkPlugins: [
        [remarkGfmParts, gfmParts],
        ...(inlineDirectives ? [remarkInlineDirectives] : []),
        // First: every later step sees the code of blocks that were blanked for parsing.
        remarkCodeBodies,
        ...(format === 'md' ? [remarkAdmonitionMarkers] : []),
        // The site's `beforeDefaultRemarkPlugins` see the page as parsed, as in Docusaurus, where they run before
        // its own plugins: the steps above only finish the parse (GFM, directives, blanked code, CommonMark's
        // admonitions), and those below stand for Docusaurus's own (headings, content title, admonitions, TOC) or
        // for plugins a Docusaurus site lists after them (tab blocks, npm2yarn). So a `# Title` one adds at the
        // top is the page's title, given its id and taken as its `h1`.
        ...(site.beforeRemark.length ? [showWrittenSource(), ...site.beforeRemark, showParsedSource()] : []),
        remarkDirectiveDivs,
        [remarkTabBlocks, settings.tabBlocks],
        ...(settings.npm2yarn ? [[remarkNpm2Yarn, settings.npm2yarn] as Pluggable] : []),
        [remarkImports, { siteRoot, siteDir, aliases, staticDir }],
        remarkAdmonitionTitles,
        [remarkHeadingIds, { maintainCase: settings.anchorsMaintainCase }],
        // After the ids: the title's text is the page's `h1`, and the next heading's id is what it would be with it.
        remarkContentTitle,
        // After the ids, as in Docusaurus: `## :rocket: Launch` keeps the id `rocket-launch`.
        ...(emoji ? [emoji] : []),
        // After the emoji, as Docusaurus's TOC: it lists `## :rocket: Launch` as `🚀 Launch`.
        remarkTocHeadings,
        remarkDuplicateHeadingIds,
        [remarkCollectLinks, { siteRoot, siteDir, staticDir, trackNodes: site.remark.length > 0 }],
        // Links to pages' files are their URLs when the site's plugins see them, as in Docusaurus.
        ...(site.remark.length && settings.markdownLinks ? [[remarkResolveMarkdownLinks, markdownLinkTargetsOf(settings.markdownLinks)] as Pluggable] : []),
        // The site's own, after docs-gen's, as Docusaurus runs a site's after its own; a link one changes is checked as changed.
        ...(site.remark.length ? [remarkNoteLinkUrls, showWrittenSource(), ...site.remark, showParsedSource(), remarkTakeChangedLinks] : []),
        ...(site.remark.length || site.beforeRemark.length ? [[remarkAddedImports, { siteRoot, siteDir, aliases, staticDir }] as Pluggable] : []),
        remarkRenderLocations,
      ],
      rehypePlugins: [
        // The site's, first those it runs before Docusaurus's own (`beforeDefaultRehypePlugins`), before code is
        // highlighted: a plugin may take code elements for its own (`rehype-katex` its math).
        ...(site.beforeRehype.length || site.rehype.length ? [showWrittenSource(), ...site.beforeRehype, ...site.rehype, showParsedSource()] : []),
        ...(site.rehype.length || site.beforeRehype.length ? [[rehypeAddedImports, { siteRoot, siteDir, aliases, staticDir }] as Pluggable] : []),
        // Before highlighting: a live block keeps its code block, inside the playground it becomes.
        ...(settings.liveCode ? [rehypeLiveCode] : []),
        [rehypeCode, { highlighter, mermaid: settings.mermaid, fenceSources: settings.fenceSources, magicComments: settings.magicComments, defaultLanguage: settings.defaultCodeLanguage }],
        // CommonMark's HTML becomes elements, after code blocks are highlighted (HTML's own `<pre>` is shown as written).
        ...(format === 'md' ? [rawHtml] : []),
        [rehypeStaticTree, { enabled }],
      ],
      recmaPlugins: [recmaRenderLocations, recmaPageGlobals],
    });
    unravelOnlyWithMdx(processor, format, remarkGfmParts);
    forHighlighter.set(key, processor);
  }
  return processor;
}

/** How a page is compiled besides where it lies. */
export interface CompileOptions {
  /** Keep the compiled MDX even for a page without code (a partial, or Markdown site code imports); by default when `importers` are given. */
  keepCode?: boolean;
  /** Code blocks another thread has highlighted already (see highlightAhead.ts). */
  highlightAhead?: HighlightAheadData['highlightAhead'];
  /** The config's import aliases. */
  aliases?: readonly ImportAlias[];
  /** How the config has pages read and code blocks shown (`markdownFormat`, `npm2yarn`, `tabBlocks`, `mermaid`). */
  settings?: MarkdownSettings;
  /** Take a `# heading` at the top of the body out of it (a blog post's, whose header shows it). */
  removeContentTitle?: boolean;
  /**
   * The file's front matter, which the site's own remark and rehype plugins read as `file.data.frontMatter`, as
   * Docusaurus hands it to them; `{}` when not given.
   */
  frontMatter?: Record<string, unknown>;
}

/**
 * Compiles one page body (front matter already blanked) to an MDX function body and its page data, with the
 * partials it imports. Files the page refers to must lie inside `siteRoot`; `@site/` names `siteDir`. `importers`
 * are the partials being compiled that led here, so a partial importing itself is an error, not an endless loop.
 */
export async function compileMarkdown(
  body: string,
  absPath: string,
  siteRoot: string,
  importers: string[] = [],
  siteDir = siteRoot,
  staticDir?: string,
  { keepCode = importers.length > 0, highlightAhead, aliases = [], settings = MARKDOWN_DEFAULTS, removeContentTitle, frontMatter = {} }: CompileOptions = {},
): Promise<CompiledMarkdown> {
  const format = formatOfFile(absPath, settings.markdownFormat);
  const source = preprocessMarkdown(body, format, settings.admonitionKeywords);
  const tooMuch = findWorkLimitProblem(source, format);
  if (tooMuch) throw new DocsGenError(tooMuch.message, { file: absPath, line: tooMuch.line, column: tooMuch.column, hint: tooMuch.hint });
  // A partial, or Markdown that site code imports, is rendered from its code where it is used: it keeps compiled MDX.
  // A page written in the part of Markdown quickParse reads skips micromark, and needs no blanked code.
  let quickTree = quickParse(source, format);
  const takeQuickTree = () => {
    const tree = quickTree;
    quickTree = undefined;
    return tree;
  };
  // `quick`: the text is the source as written, which quickParse reads into the tree micromark would give it.
  const compile = async (highlighter: Highlighter, text: string, codeBodies: CodeBody[] | undefined, quick = false) => {
    // `frontMatter` and `compilerName` are what Docusaurus puts on the file for a site's plugins (docs-gen renders on the server only).
    const vfile = new VFile({ path: absPath, value: text, data: { keepCode, highlightAhead, codeBodies, removeContentTitle, writtenSource: body, frontMatter, compilerName: 'server' } });
    try {
      const emoji = mayHoldEmoji(text) ? await loadRemarkEmoji() : undefined;
      const processor = processorFor(siteRoot, siteDir, staticDir, aliases, settings, highlighter, gfmPartsOf(text), format, emoji, mayHoldInlineDirective(text));
      // Parsed afresh for a second try: the plugins change the tree they are given.
      const tree = quick ? (takeQuickTree() ?? quickParse(text, format)) : undefined;
      // MDX's processor is typed from its last stage (an estree Program); it runs from the Markdown tree it parses.
      if (tree) return { vfile, code: String(processor.stringify(await processor.run(tree as unknown as Program, vfile), vfile)) };
      return { vfile, code: String(await processor.process(vfile)) };
    } catch (error) {
      if (error === STATIC_TREE_DONE) return { vfile, code: '' };
      if (error === NEEDS_HIGHLIGHTER || error === CODE_BODIES_MISMATCH || error instanceof DocsGenError || error instanceof MissingLanguage) throw error;
      // The hint is for what MDX's parser rejects (a message of the file's, with a rule); an error a plugin threw (a file
      // it could not read, say) is not the page's syntax.
      const parserMessage = typeof error === 'object' && error !== null && 'ruleId' in error;
      throw toLocatedError(error as VFileMessageLike, text, absPath, parserMessage && format === 'mdx' && /\.md$/i.test(absPath) ? MD_AS_MDX_HINT : undefined);
    }
  };
  // Starting the highlighter is most of a small build: a page that cannot hold a code block goes without it,
  // and is compiled again with it should one turn up after all.
  // A block of a language the page's fences do not name (a site plugin's) loads its grammar, and the page compiles again.
  // A block that names no language is highlighted in the config's default one: its grammar loads with the page's.
  let languages = settings.defaultCodeLanguage ? `${body}\n\`\`\`${settings.defaultCodeLanguage}\n` : body;
  const withHighlighter = async (text: string, codeBodies?: CodeBody[], quick = false): Promise<{ vfile: VFile; code: string }> => {
    for (;;) {
      try {
        try {
          return await compile(mayHoldCode(source) ? await getHighlighter(languages, settings.codeThemes) : NO_HIGHLIGHTER, text, codeBodies, quick);
        } catch (error) {
          if (error !== NEEDS_HIGHLIGHTER) throw error;
          return await compile(await getHighlighter(languages, settings.codeThemes), text, codeBodies, quick);
        }
      } catch (error) {
        if (!(error instanceof MissingLanguage) || languages.includes(`\n\`\`\`${error.language}\n`)) throw error;
        languages += `\n\`\`\`${error.language}\n`;
      }
    }
  };
  // Parsed with the lines of its fenced blocks blank, when they can be told by reading lines (see codeBodies).
  // Should that reading be wrong, or the page fail, it is parsed as written: what it reports is the page's own.
  // `DOCS_GEN_BLANK_CODE=0` always parses pages as written, so both ways can be compared.
  let compiled: { vfile: VFile; code: string } | undefined;
  if (quickTree) compiled = await withHighlighter(source, undefined, true);
  const blanked = compiled || process.env.DOCS_GEN_BLANK_CODE === '0' ? { text: source, bodies: [] } : codeBodies(source);
  if (blanked.bodies.length) compiled = await withHighlighter(blanked.text, blanked.bodies).catch(() => undefined);
  compiled ??= await withHighlighter(source);
  const { vfile, code } = compiled;
  const data = vfile.data as Partial<CompiledMarkdown> & Partial<ImportsData> & StaticTreeData & ContentTitleData & { h1?: string; partialTocSlots?: PartialTocSlot[] };
  const imports = data.imports ?? [];
  const partials = await compilePartials(imports, [...importers, absPath], siteRoot, compileMarkdown, siteDir, staticDir, aliases, settings);
  return {
    ...(data.staticTree ? { code: '', tree: data.staticTree } : { code }),
    h1: data.h1,
    ...(data.contentTitleRemoved ? { contentTitleRemoved: true as const } : {}),
    headings: withPartialHeadings(data.headings ?? [], data.partialTocSlots ?? [], partials.headings),
    anchors: [...(data.anchors ?? []), ...partials.anchors],
    links: [...(data.links ?? []), ...partials.links],
    assets: [...(data.assets ?? []), ...(data.importAssets ?? []), ...partials.assets],
    components: (data.staticTree ? data.staticComponents : data.components) ?? [],
    warnings: data.warnings ?? [],
    assetProblems: data.assetProblems ?? [],
    fileStamps: [...(data.fileStamps ?? []), ...(data.importStamps ?? []), ...partials.fileStamps],
    imports,
    partials: partials.compiled,
  };
}
