import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { codeBlockHtml } from '../../markdown/highlightCode.js';
import { isScriptUrl } from '../../shared/scriptUrl.js';
import { newTabAttributes } from '../../shared/url.js';

export interface MarkdownOptions {
  highlighter: Highlighter;
  /** The href to write for a link as the author wrote it (base URL, relative paths). */
  resolveHref: (url: string) => string;
  /** The page an inline code span names (`ogc vm list`), if any, so mentions of commands become links. */
  linkCode?: (code: string) => string | undefined;
}

export interface RenderedMarkdown {
  html: string;
  /** Plain text, one line per block, for the search index. */
  text: string;
  /** Links as written, with their line and column in the Markdown text. */
  links: { url: string; line: number; column: number }[];
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

function collectLinks(tree: MdastRoot): RenderedMarkdown['links'] {
  const links: RenderedMarkdown['links'] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      links.push({ url: node.url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    }
  });
  return links;
}

function linkCommandMentions(tree: MdastRoot, linkCode: NonNullable<MarkdownOptions['linkCode']>): void {
  visit(tree, 'inlineCode', (node, index, parent) => {
    if (!parent || index === undefined || parent.type === 'link') return;
    const url = linkCode(node.value);
    if (url) parent.children[index] = { type: 'link', url, children: [node] };
  });
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  return (Array.isArray(classes) ? classes.map(String) : []).find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Fenced code gets the same highlighted `.code-block` as code in Markdown pages; links get their final href. */
function finishHast(tree: HastRoot, options: MarkdownOptions): void {
  visit(tree, 'element', (node, index, parent) => {
    for (const key of ['href', 'src'] as const) {
      if (typeof node.properties[key] === 'string' && isScriptUrl(node.properties[key])) delete node.properties[key];
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const href = node.properties.href;
      node.properties.href = options.resolveHref(href);
      Object.assign(node.properties, newTabAttributes(href));
      return;
    }
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (!code) return;
    const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
    const raw: ElementContent = { type: 'raw', value: codeBlockHtml(options.highlighter, hastToString(code), languageOf(code), meta) };
    parent.children[index] = raw;
    return 'skip';
  });
}

/**
 * Renders a Markdown description of the spec to HTML, with its text and links for search and link checks.
 * Raw HTML in the Markdown is dropped (remark-rehype's default); the only raw nodes written are the
 * highlighted code blocks made here, which is what `allowDangerousHtml` is for.
 */
export async function markdownToHtml(markdown: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const mdast = processor.parse(markdown);
  const links = collectLinks(mdast);
  if (options.linkCode) linkCommandMentions(mdast, options.linkCode);
  const hast = await processor.run(mdast);
  finishHast(hast, options);
  return {
    html: toHtml(hast, { allowDangerousHtml: true }),
    text: mdast.children.map((block) => mdastToString(block)).join('\n'),
    links,
  };
}
