import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Highlighter } from 'shiki';
import { walkTree } from './walkTree.js';
import type { VFile } from 'vfile';
import { DocsGenError } from '../../errors/DocsGenError.js';
import type { CompileWarning } from '../../shared/types.js';
import { codeBlockInput } from '../codeBlockInput.js';
import { assertLanguageLoaded } from '../highlighter.js';
import type { MagicComment } from '../../shared/magicCommentKinds.js';
import type { CodeMeta } from '../codeMeta.js';
import { codeBlockHtml, highlightCodeHtml } from '../highlightCode.js';

/** The language a Markdown `<code>` names in its `language-x` class. */
export function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Where the `{…}` is on the fence line when it can be found there, else the fence. */
function metaPlace(offset: number, meta: string, pre: Element, file: VFile): { line?: number; column?: number } {
  const start = pre.position?.start;
  const fenceLine = start ? String(file.value).split('\n', start.line)[start.line - 1] : undefined;
  const metaAt = fenceLine?.lastIndexOf(meta) ?? -1;
  return { line: start?.line, column: metaAt >= 0 ? metaAt + offset + 1 : start?.column };
}

function metaError(problem: { message: string; offset: number }, meta: string, pre: Element, file: VFile): DocsGenError {
  return new DocsGenError(problem.message, { file: file.path, ...metaPlace(problem.offset, meta, pre, file), hint: 'Highlighted lines are written like {1,3-5}.' });
}

function addWarning(file: VFile, warning: CompileWarning): void {
  const data = file.data as { warnings?: CompileWarning[] };
  data.warnings = [...(data.warnings ?? []), warning];
}

/**
 * Characters of code highlighted per page. Highlighting costs about a second per 40 KB; past this the
 * code is shown as plain text, so a page of megabytes of code still builds in seconds.
 */
const HIGHLIGHT_BUDGET = 200_000;

export interface RehypeCodeOptions {
  highlighter: Highlighter;
  /**
   * `component` (pages, compiled to MDX): a `<CodeBlockHtml>` element the theme renders. `html` (spec
   * descriptions, turned straight into HTML): the `.code-block` markup that component writes.
   */
  output?: 'component' | 'html';
  /** Blocks in `mermaid` become diagrams the browser draws (see mermaidDiagram), not highlighted code. */
  mermaid?: boolean;
  /** The kinds of magic comments blocks are read with (the config's `magicComments`), Docusaurus's by default. */
  magicComments?: MagicComment[];
  /** Each block's code and meta as written go with its HTML, for a site's `CodeBlock` or MDX `pre` (see MarkdownSettings). */
  fenceSources?: boolean;
  /** The language of a block that names none (the config's `defaultCodeLanguage`); plain text without it. */
  defaultLanguage?: string;
}

/** What a page's compile may be given on `file.data`: blocks another thread has highlighted ahead, when it has. */
export interface HighlightAheadData {
  highlightAhead?: (code: string, lang: string, options: CodeMeta) => string | undefined;
}

/**
 * A diagram's source as the browser runtime finds it (src/client/diagrams.ts), which draws it with Mermaid in the
 * page's colour mode; in MDX, the `Mermaid` component (templates/mdx/Mermaid.tsx) renders the same. Without scripts, in print before it is drawn and for search, the source is what shows;
 * llms.txt has it as a ```mermaid block (its `data-language`).
 */
function mermaidDiagram(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['mermaid-diagram'], dataMermaid: '' },
    children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'], dataLanguage: 'mermaid' }, children: [{ type: 'text', value: source }] }],
  };
}

/**
 * What a site's plugins set on a fenced block's `<pre>` (`data-snack`, from a fence's meta), as the props Docusaurus
 * gives a site's MDX `pre` component: data attributes by their HTML names, others by their property names.
 */
function preAttributes(pre: Element): { type: 'mdxJsxAttribute'; name: 'preProps'; value: string }[] {
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(pre.properties)) {
    if (key === 'className' || value === undefined || value === null || value === false) continue;
    const name = /^data[A-Z]/.test(key) ? `data-${key.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).slice(1)}` : key;
    props[name] = Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value);
  }
  return Object.keys(props).length ? [{ type: 'mdxJsxAttribute', name: 'preProps', value: JSON.stringify(props) }] : [];
}

/**
 * Replaces each fenced code block with its highlighted HTML as one string: compiling and rendering
 * thousands of token elements was most of the cost of a page.
 */
export function rehypeCode(options: RehypeCodeOptions) {
  return (tree: Root, file: VFile) => {
    let budget = HIGHLIGHT_BUDGET;
    walkTree<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const lang = languageOf(code) ?? options.defaultLanguage;
      if (lang === 'mermaid' && options.mermaid) {
        const source = toString(code).replace(/\n$/, '');
        // In MDX, Docusaurus's `mermaid` element, which the page's MDX components draw (a site's map may name its
        // own): as plain elements, a site's `pre` component took the diagram's source for a code block.
        const diagram: MdxJsxFlowElementHast = { type: 'mdxJsxFlowElement', name: 'mermaid', attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: source }], children: [] };
        parent.children[index] = options.output === 'html' ? mermaidDiagram(source) : (diagram as unknown as Element);
        return 'skip';
      }
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const written = toString(code);
      const { code: text, options: parsed } = codeBlockInput(written, lang, meta, options.magicComments);
      if (parsed.problem) throw metaError(parsed.problem, meta, node, file);
      if (parsed.warning) {
        const { line = 1, column = 1 } = metaPlace(parsed.warning.offset, meta, node, file);
        addWarning(file, { message: parsed.warning.message, line, column });
      }
      budget -= text.length;
      if (options.output === 'html') {
        parent.children[index] = { type: 'raw', value: codeBlockHtml(options.highlighter, text, budget >= 0 ? lang : undefined, parsed) };
        return 'skip';
      }
      const highlightAs = budget >= 0 ? lang : undefined;
      assertLanguageLoaded(options.highlighter, highlightAs);
      const ahead = (file.data as HighlightAheadData).highlightAhead;
      const html = (highlightAs !== undefined ? ahead?.(text, highlightAs, parsed) : undefined) ?? highlightCodeHtml(options.highlighter, text, highlightAs, parsed);
      const replacement: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlockHtml',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'language', value: lang ?? 'text' },
          { type: 'mdxJsxAttribute', name: 'html', value: html },
          ...(options.fenceSources
            ? [
                { type: 'mdxJsxAttribute' as const, name: 'code', value: written.replace(/\n$/, '') },
                { type: 'mdxJsxAttribute' as const, name: 'meta', value: meta },
                ...preAttributes(node),
              ]
            : []),
        ],
        children: [],
      };
      parent.children[index] = replacement as unknown as Element;
      return 'skip';
    });
  };
}
