import type GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOfHast } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../shared/types.js';
import { isScriptUrl } from '../../shared/scriptUrl.js';
import { newTabAttributes } from '../../shared/url.js';

export interface RenderedMarkdown {
  html: string;
  /** Plain text, for the search index and the page description. */
  text: string;
  /** URLs of the links as written in it (before `mapUrl`). */
  links: string[];
  /** Headings with the ids they got, at the levels they were rendered. */
  headings: TocItem[];
}

interface Compiled {
  hast: HastRoot;
  html?: string;
  text: string;
  links: string[];
  minDepth?: number;
}

/** Characters that never start Markdown syntax inside a line (no `*_[]<>`&\\!|~#@`, no digits-then-dot lists). */
const PLAIN_TEXT = /^[A-Za-z0-9 \t\n,.;:'"?()/%+=-]*$/;

/**
 * Most descriptions are a sentence or two of plain prose. Those are turned into paragraphs directly, which
 * is what CommonMark yields for them: no line may start like a block (only letters may open a line), end
 * in a hard break (two spaces), be indented as code, or contain what GFM autolinks (`://`, `www.`).
 */
function renderPlainText(markdown: string): Compiled | undefined {
  if (!PLAIN_TEXT.test(markdown) || markdown.includes('://') || /www\./i.test(markdown)) return undefined;
  const paragraphs: string[][] = [[]];
  for (const raw of markdown.split('\n')) {
    if (!raw.trim()) {
      if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
      continue;
    }
    if (/^ {4}|^\t| {2}$/.test(raw) || !/^\s{0,3}[A-Za-z]/.test(raw)) return undefined;
    paragraphs[paragraphs.length - 1].push(raw.trim());
  }
  const blocks = paragraphs.filter((p) => p.length);
  const html = blocks.map((lines) => `<p>${lines.join('\n')}</p>`).join('\n');
  const text = blocks.map((lines) => lines.join(' ')).join(' ').replace(/\s+/g, ' ').trim();
  return { hast: { type: 'root', children: [] }, html, text, links: [] };
}
const HEADING = /^h([1-6])$/;

/**
 * Renders the CommonMark + GFM descriptions of an OpenAPI document to HTML at build time. Documents repeat
 * descriptions a lot (shared responses, parameters and schemas), so each distinct text is parsed once.
 * Raw HTML in descriptions is dropped, as remark-rehype does by default, and so are `javascript:` URLs.
 */
export class MarkdownRenderer {
  private readonly processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();
  private readonly cache = new Map<string, Compiled>();

  /** `mapUrl` turns each link as written into the link the HTML carries (see linkBase.ts). */
  constructor(private readonly mapUrl: (url: string) => string = (url) => url) {}

  /**
   * `slugger` gives headings ids unique in the page, and `minLevel` moves the description's top heading
   * level to the level it sits at (a `#` in a description must not become a second h1).
   * Without a slugger, headings get no ids (descriptions nested in tables and schema trees).
   */
  render(markdown: string, options: { slugger?: GithubSlugger; minLevel?: number } = {}): RenderedMarkdown {
    const compiled = this.compile(markdown);
    if (compiled.minDepth === undefined) {
      compiled.html ??= toHtml(compiled.hast);
      return { html: compiled.html, text: compiled.text, links: compiled.links, headings: [] };
    }
    const tree = structuredClone(compiled.hast);
    const shift = Math.max(0, (options.minLevel ?? 2) - compiled.minDepth);
    const headings: TocItem[] = [];
    visit(tree, 'element', (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const level = Math.min(6, Number(match[1]) + shift);
      node.tagName = `h${level}`;
      if (options.slugger) {
        const text = textOfHast(node).trim();
        const id = options.slugger.slug(text);
        node.properties = { ...node.properties, id };
        headings.push({ id, text, level });
      }
    });
    return { html: toHtml(tree), text: compiled.text, links: compiled.links, headings };
  }

  /** The full CommonMark + GFM rendering, bypassing the plain-prose shortcut (to check the shortcut against). */
  renderFully(markdown: string): string {
    return toHtml(this.transform(markdown).hast);
  }

  /** Plain text of a description (for search), without rendering it. */
  textOf(markdown: string): string {
    return this.compile(markdown).text;
  }

  private compile(markdown: string): Compiled {
    const hit = this.cache.get(markdown);
    if (hit) return hit;
    const compiled = renderPlainText(markdown) ?? this.transform(markdown);
    this.cache.set(markdown, compiled);
    return compiled;
  }

  /** The full pipeline: parse, collect links and the top heading level, turn into HTML-ready hast. */
  private transform(markdown: string): Compiled {
    const mdast = this.processor.parse(markdown) as MdastRoot;
    const links: string[] = [];
    let minDepth: number | undefined;
    visit(mdast, (node) => {
      if (node.type === 'link' || node.type === 'definition') {
        links.push(node.url);
      } else if (node.type === 'heading') minDepth = Math.min(minDepth ?? 6, node.depth);
    });
    const text = mdast.children
      .map((child) => toString(child))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const hast = this.processor.runSync(mdast) as HastRoot;
    visit(hast, 'element', (node: Element) => {
      // Raw HTML is already dropped; a `javascript:` link or image is the one way left to put script in a spec's text.
      for (const key of ['href', 'src'] as const) {
        if (typeof node.properties[key] === 'string' && isScriptUrl(node.properties[key])) delete node.properties[key];
      }
      // External links open in a new tab, as the theme's Link does in written pages.
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        node.properties.href = this.mapUrl(node.properties.href);
        Object.assign(node.properties, newTabAttributes(node.properties.href));
      }
    });
    return { hast, text, links, minDepth };
  }
}
