import type GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOfHast } from 'hast-util-to-string';
import type { Heading, InlineCode, Root as MdastRoot } from 'mdast';
import { toString as textOfMdast } from 'mdast-util-to-string';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import { walkTree } from './plugins/walkTree.js';
import { VFile } from 'vfile';
import { isScriptUrl } from '../shared/scriptUrl.js';
import type { FoundLink, TocItem } from '../shared/types.js';
import { newTabAttributes } from '../shared/url.js';
import { renderPlainProse } from './plainProse.js';
import { quickParse } from './quickParse.js';
import { keptAsWritten, renderSimpleProse } from './simpleProse.js';
import { rehypeCode } from './plugins/rehypeCode.js';
import { remarkCollectLinks } from './plugins/remarkCollectLinks.js';
import { gfmParser } from './plugins/remarkGfmParts.js';

export interface MarkdownHtmlOptions {
  /** Highlights fenced code as in pages; it must hold the grammars the texts use (see `getHighlighter`). */
  highlighter: Highlighter;
  /**
   * The link a URL as written becomes, for every text this renderer renders (an OpenAPI document's links
   * written for its owner's site become external ones); the links reported stay as written.
   */
  mapUrl?: (url: string) => string;
  /** Every text through the full pipeline, without the shortcuts for prose: their output is the same, which a test checks. */
  noShortcuts?: boolean;
}

export interface MarkdownHtmlRenderOptions {
  /** Gives headings ids unique in the page; without it headings get none (text nested in tables). */
  slugger?: GithubSlugger;
  /** The level the text's top heading is moved to: a `#` in a description must not become a second h1. */
  minLevel?: number;
  /** The href to write for a link as the author wrote it (base URL, relative paths). */
  resolveHref?: (url: string) => string;
  /** The page an inline code span names (`ogc vm list`), if any, so mentions of commands become links. */
  linkCode?: (code: string) => string | undefined;
}

export interface MarkdownHtml {
  html: string;
  /** Plain text, blocks separated by a space, for the search index and descriptions. */
  text: string;
  /** Links as written, with their line and column in the text. */
  links: FoundLink[];
  /** Headings with the ids they got, at the levels they were rendered (only with a slugger). */
  headings: TocItem[];
}

/**
 * A text through the full pipeline, before this renderer's finishing (URL mapping, script URLs dropped): what
 * another thread compiles ahead (`compileAhead`) and this one takes (`useAhead`).
 */
export interface AheadMarkdown {
  hast: HastRoot;
  text: string;
  links: FoundLink[];
  minDepth?: number;
}

interface Compiled {
  hast: HastRoot;
  text: string;
  links: FoundLink[];
  minDepth?: number;
  /** The HTML, when it needs no per-page finishing (no headings, no links). */
  html?: string;
  /** Plain prose: no code spans, so the same with code mentions linked. */
  plain?: true;
  /** What a page changes in the HTML (heading levels and ids, link targets), and the HTML each way it was finished. */
  finishing?: Finishing;
}

/**
 * A text with headings or links is finished per page, but pages mostly finish it alike: a document's security
 * scheme or shared response is described on every operation's page, with the same ids and targets each time.
 */
interface Finishing {
  /** The headings' texts and levels as parsed, in the order the tree is walked. */
  headings: { text: string; level: number }[];
  /** The links' hrefs, in the order the tree is walked. */
  hrefs: string[];
  /** The HTML by how it was finished (level shift, ids, hrefs). */
  html: Map<string, string>;
}

const HEADING = /^h([1-6])$/;

/**
 * Markdown that is not a page (the descriptions of an OpenAPI document or a CLI spec) to HTML, through the
 * page pipeline's own plugins (GFM, link collection, code highlighting) without MDX: links, code blocks and
 * the new-tab rule come out as they do in pages. Specs repeat texts a lot (shared responses, parameters), so
 * each distinct text is parsed once. Raw HTML is dropped (remark-rehype's default), and so are `javascript:`
 * URLs: a spec's text never carries script.
 */
export class MarkdownHtmlRenderer {
  private readonly processor;
  private readonly cache = new Map<string, Compiled>();
  /** Texts parsed for rendering with code mentions linked: the parse is the same on every page, the linking is not. */
  private readonly parsed = new Map<string, { mdast: MdastRoot; text: string; minDepth?: number }>();
  private readonly mapUrl?: (url: string) => string;
  private readonly shortcuts: boolean;
  private ahead?: (markdown: string) => AheadMarkdown | undefined;

  constructor(options: MarkdownHtmlOptions) {
    this.mapUrl = options.mapUrl;
    this.shortcuts = !options.noShortcuts;
    // Parsing is gfmParser's: this processor only runs the transforms.
    this.processor = unified()
      .use(remarkCollectLinks, {})
      .use(remarkRehype)
      .use(rehypeCode, { highlighter: options.highlighter, output: 'html' })
      .freeze();
  }

  render(markdown: string, options: MarkdownHtmlRenderOptions = {}): MarkdownHtml {
    const compiled = this.compile(markdown, options.linkCode);
    const finishes = compiled.links.length > 0 && options.resolveHref !== undefined;
    if (compiled.minDepth === undefined && !finishes) {
      compiled.html ??= toHtml(compiled.hast, { allowDangerousHtml: true });
      return { html: compiled.html, text: compiled.text, links: compiled.links, headings: [] };
    }
    const finishing = (compiled.finishing ??= finishingOf(compiled.hast));
    const shift = compiled.minDepth === undefined ? 0 : Math.max(0, (options.minLevel ?? 2) - compiled.minDepth);
    const { slugger, resolveHref } = options;
    // The slugger is asked for every heading, as it is the page's: later headings of the page depend on it.
    const ids = slugger && compiled.minDepth !== undefined ? finishing.headings.map((heading) => slugger.slug(heading.text)) : undefined;
    const hrefs = resolveHref ? finishing.hrefs.map(resolveHref) : undefined;
    const key = JSON.stringify([shift, ids, hrefs]);
    let html = finishing.html.get(key);
    if (html === undefined) {
      const tree = structuredClone(compiled.hast);
      if (compiled.minDepth !== undefined) placeHeadings(tree, shift, ids);
      if (hrefs) resolveHrefs(tree, hrefs);
      html = toHtml(tree, { allowDangerousHtml: true });
      finishing.html.set(key, html);
    }
    const headings = ids ? finishing.headings.map(({ text, level }, i) => ({ id: ids[i], text, level: Math.min(6, level + shift) })) : [];
    return { html, text: compiled.text, links: compiled.links, headings };
  }

  /** Whether a text takes the full Markdown pipeline (it is more than prose with code spans and links). */
  takesFullPipeline(markdown: string): boolean {
    return !renderPlainProse(markdown) && !renderSimpleProse(markdown);
  }

  /** Compiles a text through the full pipeline without this renderer's finishing, for another thread's renderer. */
  compileAhead(markdown: string): AheadMarkdown {
    return this.compileFully(markdown);
  }

  /** Texts compiled by another thread, asked for before compiling one through the full pipeline here. */
  useAhead(ahead: ((markdown: string) => AheadMarkdown | undefined) | undefined): void {
    this.ahead = ahead;
  }

  /** Plain text of a text (for search), without rendering it. */
  textOf(markdown: string): string {
    return this.compile(markdown).text;
  }

  /** Texts with code mentions linked depend on the page they are on, so only the others are cached. */
  private compile(markdown: string, linkCode?: MarkdownHtmlRenderOptions['linkCode']): Compiled {
    const hit = this.cache.get(markdown);
    // Plain prose has no code to link: one rendering serves every page.
    if (hit && (!linkCode || hit.plain)) return hit;
    // Plain prose (most descriptions) skips the pipeline: an OpenAPI document has thousands of them.
    const plain = hit || !this.shortcuts ? undefined : renderPlainProse(markdown);
    if (plain) {
      const compiled: Compiled = { hast: { type: 'root', children: [] }, text: plain.text, links: [], html: plain.html, plain: true };
      this.cache.set(markdown, compiled);
      return compiled;
    }
    // Prose with code spans and links (most of the rest) is built as a tree directly, then finished as parsed text is.
    const simple = this.shortcuts ? renderSimpleProse(markdown) : undefined;
    if (simple && (!linkCode || linkCodeElements(simple.hast, linkCode))) {
      stripScriptUrls(simple.hast, this.mapUrl);
      const compiled: Compiled = { hast: simple.hast, text: simple.text, links: simple.links };
      if (!linkCode) this.cache.set(markdown, compiled);
      return compiled;
    }
    const { hast, text, links, minDepth } = (linkCode ? undefined : this.ahead?.(markdown)) ?? this.compileFully(markdown, linkCode);
    stripScriptUrls(hast, this.mapUrl);
    const compiled: Compiled = { hast, text, links, minDepth };
    if (!linkCode) this.cache.set(markdown, compiled);
    return compiled;
  }

  private compileFully(markdown: string, linkCode?: MarkdownHtmlRenderOptions['linkCode']): AheadMarkdown {
    const file = new VFile({ value: markdown });
    const { mdast, text, minDepth } = this.parse(file, markdown, linkCode !== undefined);
    // Linking wraps code in links: their text, and so the text above, stays the same.
    if (linkCode) linkCodeMentions(mdast, linkCode);
    const hast = this.processor.runSync(mdast, file) as HastRoot;
    const links = ((file.data as { links?: FoundLink[] }).links ?? []).filter((link) => !this.isCodeMention(link));
    return { hast, text, links, minDepth };
  }

  /** A text's tree (a copy of the one parsed before, when `reuse`, since the caller changes it), plain text and top heading level. */
  private parse(file: VFile, markdown: string, reuse: boolean): { mdast: MdastRoot; text: string; minDepth?: number } {
    const known = reuse ? this.parsed.get(markdown) : undefined;
    if (known) return { ...known, mdast: structuredClone(known.mdast) };
    // A text in the part of Markdown quickParse reads skips micromark, as pages do: the tree is the same.
    const mdast = (this.shortcuts ? quickParse(markdown, 'md') : undefined) ?? (gfmParser(markdown).parse(file) as MdastRoot);
    let minDepth: number | undefined;
    walkTree<Heading>(mdast, 'heading', (node) => {
      minDepth = Math.min(minDepth ?? 6, node.depth);
    });
    const text = mdast.children
      .map((child) => textOfMdast(child))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (reuse) this.parsed.set(markdown, { mdast: structuredClone(mdast), text, minDepth });
    return { mdast, text, minDepth };
  }

  /** Links made from inline code are this site's own routes, not links the author wrote. */
  private isCodeMention(link: FoundLink): boolean {
    return link.line === 0;
  }
}

/** Inline code naming a page becomes a link to it (positioned at line 0, so it is not reported as written). */
function linkCodeMentions(tree: MdastRoot, linkCode: (code: string) => string | undefined): void {
  walkTree<InlineCode>(tree, 'inlineCode', (node, index, parent) => {
    if (!parent || index === undefined || parent.type === 'link') return;
    const url = linkCode(node.value);
    if (url) parent.children[index] = { type: 'link', url, children: [node], position: { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } } };
  });
}

/**
 * `linkCodeMentions` on a tree of simple prose, where every `code` is a code span: false, with the tree
 * unchanged, when a page's URL would not come out of Markdown as written (the full pipeline then links it).
 */
function linkCodeElements(tree: HastRoot, linkCode: (code: string) => string | undefined): boolean {
  const mentions: { parent: Element | HastRoot; index: number; url: string }[] = [];
  walkTree<Element>(tree, 'element', (node, index, parent) => {
    const container = parent as Element | HastRoot | undefined;
    if (node.tagName !== 'code' || !container || index === undefined || (container.type === 'element' && container.tagName === 'a')) return;
    const url = linkCode(textOfHast(node));
    if (url !== undefined) mentions.push({ parent: container, index, url });
  });
  if (mentions.some((m) => !keptAsWritten(m.url))) return false;
  for (const { parent, index, url } of mentions) {
    parent.children[index] = { type: 'element', tagName: 'a', properties: { href: url }, children: [parent.children[index] as Element] };
  }
  return true;
}

function stripScriptUrls(tree: HastRoot, mapUrl?: (url: string) => string): void {
  walkTree<Element>(tree, 'element', (node) => {
    for (const key of ['href', 'src'] as const) {
      if (typeof node.properties[key] === 'string' && isScriptUrl(node.properties[key])) delete node.properties[key];
    }
    if (mapUrl && node.tagName === 'a' && typeof node.properties.href === 'string') node.properties.href = mapUrl(node.properties.href);
    if (mapUrl && node.tagName === 'img' && typeof node.properties.src === 'string') node.properties.src = mapUrl(node.properties.src);
    // External links open in a new tab, as the theme's Link does in written pages.
    if (node.tagName === 'a' && typeof node.properties.href === 'string') Object.assign(node.properties, newTabAttributes(node.properties.href));
  });
}

/** The texts of a tree's headings and the hrefs of its links, in walking order (see Finishing). */
function finishingOf(tree: HastRoot): Finishing {
  const headings: Finishing['headings'] = [];
  const hrefs: string[] = [];
  walkTree<Element>(tree, 'element', (node) => {
    const match = HEADING.exec(node.tagName);
    if (match) headings.push({ text: textOfHast(node).trim(), level: Number(match[1]) });
    if (node.tagName === 'a' && typeof node.properties.href === 'string') hrefs.push(node.properties.href);
  });
  return { headings, hrefs, html: new Map() };
}

/** Gives the links of a tree the hrefs given, in walking order. */
function resolveHrefs(tree: HastRoot, hrefs: string[]): void {
  let next = 0;
  walkTree<Element>(tree, 'element', (node) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') node.properties.href = hrefs[next++];
  });
}

/** Moves a tree's headings `shift` levels down (to h6 at most) and gives them the ids given, in walking order. */
function placeHeadings(tree: HastRoot, shift: number, ids: string[] | undefined): void {
  let next = 0;
  walkTree<Element>(tree, 'element', (node) => {
    const match = HEADING.exec(node.tagName);
    if (!match) return;
    node.tagName = `h${Math.min(6, Number(match[1]) + shift)}`;
    if (ids) node.properties = { ...node.properties, id: ids[next] };
    next++;
  });
}
