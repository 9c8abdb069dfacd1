import type { Element, ElementContent, Root } from 'hast';
import type { Highlighter } from 'shiki';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../codeMeta.js';
import { normalizeLanguage, THEMES } from '../highlighter.js';

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/**
 * Highlights fenced code at build time in a light and a dark theme (colours as CSS variables, no runtime JS),
 * and wraps it with its title and a copy button that the client script wires up.
 */
export function rehypeCode(options: { highlighter: Highlighter }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const rawLang = languageOf(code);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = toString(code).replace(/\n$/, '');
      const lang = normalizeLanguage(rawLang);
      const highlighted = options.highlighter.codeToHast(text, {
        lang,
        themes: THEMES,
        defaultColor: 'light',
        transformers: [
          {
            line(line, number) {
              if (meta.highlightLines.has(number)) this.addClassToHast(line, 'highlighted');
            },
            pre(pre) {
              pre.properties.tabindex = 0;
              if (meta.showLineNumbers) this.addClassToHast(pre, 'line-numbers');
            },
          },
        ],
      });
      const pre = highlighted.children[0] as Element;
      const children: ElementContent[] = [];
      if (meta.title) {
        children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
      }
      children.push(pre, {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard', hidden: true },
        children: [{ type: 'text', value: 'Copy' }],
      });
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: rawLang ?? 'text' },
        children,
      };
    });
  };
}
