import type { Root, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import type { CompileWarning } from '../../shared/types.js';
import { walkTree, type WalkParent } from './walkTree.js';

/**
 * Whether text may hold a text directive with a label or attributes (`:abbr[HTML]{title="…"}`) or a leaf
 * directive (`::youtube{#id}`), the directives that read differently once parsed. A bare `:name` reads as
 * it is written either way, so a page without these is parsed without the syntax, which tries a construct at
 * every colon.
 */
export function mayHoldInlineDirective(text: string): boolean {
  return /:[A-Za-z][\w-]*[[{]|::[A-Za-z]/.test(text);
}

/**
 * The text and leaf directives of remark-directive, as Docusaurus parses every page with them. Container
 * directives (`:::note`) are read by preprocess.ts, line by line, before parsing; the syntax here leaves them out
 * so that they have one reading.
 */
function inlineDirectiveSyntax(): Extension {
  const syntax = directive();
  const flow = syntax.flow?.[58];
  const constructs = (Array.isArray(flow) ? flow : flow ? [flow] : []).filter((construct: Construct) => !construct.concrete);
  return { text: syntax.text, flow: { 58: constructs } };
}

type InlineDirective = TextDirective | LeafDirective;

/** A directive's name as written, with the colons of its kind. */
const written = (node: InlineDirective) => `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;

const hasAttributes = (node: InlineDirective) => Object.keys(node.attributes ?? {}).length > 0;

/**
 * Directives that no plugin handles, shown as Docusaurus shows them: a bare text directive (`:name`, as in
 * `Note:this`) is the text it was written as; any other keeps its label's content and drops its attributes,
 * a text directive as a `<span>` (Docusaurus writes a `<div>` inside the paragraph, which is no valid HTML) and a
 * leaf directive as a `<div>`. Each of those is reported at its place, as Docusaurus reports it, since its
 * content may not show as meant. Used only on pages that may hold them (see mayHoldInlineDirective).
 */
export function remarkInlineDirectives(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(inlineDirectiveSyntax());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
  return (tree: Root, file: VFile) => {
    const warnings: CompileWarning[] = [];
    let bare = false;
    const visit = (node: InlineDirective, index: number | undefined, parent: WalkParent | undefined) => {
      if (node.type === 'textDirective' && node.children.length === 0 && !hasAttributes(node)) {
        if (parent && index !== undefined) parent.children[index] = { type: 'text', value: `:${node.name}`, position: node.position } satisfies Text;
        bare = true;
        return;
      }
      node.data = { hName: node.type === 'textDirective' ? 'span' : 'div', hProperties: {} };
      node.attributes = {};
      const start = node.position?.start;
      warnings.push({
        message: `Unknown directive "${written(node)}": ${node.children.length ? 'its label is shown' : 'it shows nothing'}, without its attributes, as in Docusaurus. Write it as a component or a link instead.`,
        line: start?.line ?? 1,
        column: start?.column ?? 1,
      });
    };
    // One walk in document order: the warnings come out in the order of their places.
    walkTree(tree, undefined, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') visit(node as InlineDirective, index, parent);
    });
    if (bare) mergeAdjacentText(tree);
    if (warnings.length) file.data.warnings = [...((file.data.warnings as CompileWarning[] | undefined) ?? []), ...warnings];
  };
}

/** Joins text nodes that a bare directive turned back into text with their neighbours, as one text run renders. */
function mergeAdjacentText(tree: Root): void {
  walkTree(tree, undefined, (node) => {
    const children = (node as Partial<WalkParent>).children as { type: string; value?: string; position?: Text['position'] }[] | undefined;
    if (!children) return;
    for (let i = children.length - 1; i > 0; i--) {
      const [before, after] = [children[i - 1], children[i]];
      if (before.type !== 'text' || after.type !== 'text') continue;
      before.value = `${before.value ?? ''}${after.value ?? ''}`;
      if (before.position && after.position) before.position = { start: before.position.start, end: after.position.end };
      children.splice(i, 1);
    }
  });
}
