import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type State } from 'hast-util-to-mdast';
import type { Code } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { hasClass, simplifyThemeMarkup } from './themeMarkup.js';

/**
 * The part of a rendered document that is the page's content: what `<main>` holds. Only that slice is
 * parsed; the navbar, sidebar and footer around it are never read.
 */
function mainSlice(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end === -1 ? html : html.slice(start, end + '</main>'.length);
}

function findElement(node: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The article of a doc page, or the whole content column of a free-form page. */
function contentOf(tree: Root): Element | undefined {
  return (
    findElement(tree, (e) => e.tagName === 'article' && hasClass(e, 'markdown')) ??
    findElement(tree, (e) => hasClass(e, 'doc')) ??
    findElement(tree, (e) => e.tagName === 'main')
  );
}

/** Highlighted code arrives as `<pre data-language data-title>` with plain text (see themeMarkup). */
function codeHandler(state: State, node: Element): Code {
  const language = node.properties?.dataLanguage;
  const title = node.properties?.dataTitle;
  const result: Code = {
    type: 'code',
    lang: typeof language === 'string' && language !== 'text' ? language : language === 'text' ? 'text' : null,
    meta: typeof title === 'string' && title ? `title=${JSON.stringify(title)}` : null,
    value: (node.children[0]?.type === 'text' ? node.children[0].value : '').replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

/**
 * Turns a rendered page into Markdown. `pageUrl` is the page's absolute URL: links and images become
 * absolute against it, so the Markdown reads the same wherever it is pasted.
 */
export function renderedPageToMarkdown(html: string, pageUrl: string): string {
  const tree = fromHtml(mainSlice(html), { fragment: true });
  const content = contentOf(tree);
  const root: Root = { type: 'root', children: content ? content.children : [] };
  simplifyThemeMarkup(root);
  // A <base> makes the converter resolve every link and image URL against the page.
  root.children.unshift({ type: 'element', tagName: 'base', properties: { href: pageUrl }, children: [] });
  const mdast = toMdast(root, { handlers: { pre: codeHandler } });
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    fences: true,
    rule: '-',
    emphasis: '_',
    listItemIndent: 'one',
  });
  return `${markdown.trim()}\n`;
}
