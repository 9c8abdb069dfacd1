import type { Heading, Nodes as MdastNodes, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree } from './walkTree.js';
import type { VFile } from 'vfile';
import type { TocItem, TocMark, TocRun } from '../../shared/types.js';
import type { ImportsData } from './remarkImports.js';
import { HeadingSlugger } from '../headingSlugger.js';
import { CUSTOM_ID_TEXT } from '../preprocess.js';
import { contentTitleOf } from './remarkContentTitle.js';

/** Where a partial is rendered among the page's headings: before `headings[at]`, its own headings belong. */
export interface PartialTocSlot {
  at: number;
  file: string;
}

/** The `{#id}` ending a heading's text, as preprocess.ts left it. */
const CUSTOM_ID = new RegExp(String.raw`\s*\{#(${CUSTOM_ID_TEXT})\}\s*$`);

/** `{/* #my-id *\/}`, or `<!-- #my-id -->` read as CommonMark (MDX reads it as the first): Docusaurus's comment form of an id. */
const COMMENT_ID = /^\s*\/\*\s*#([\w.:-]+)\s*\*\/\s*$|^<!--\s*#([\w.:-]+)\s*-->$/;

/** An id written as a comment ending the heading, taken out of it. */
function takeCommentId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1] as MdastNodes | undefined;
  const value = last?.type === 'mdxTextExpression' || last?.type === 'html' ? last.value : undefined;
  const match = value === undefined ? null : COMMENT_ID.exec(value);
  if (!match) return undefined;
  heading.children.pop();
  const before = heading.children[heading.children.length - 1];
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return match[1] ?? match[2];
}

function takeCustomId(heading: Heading): string | undefined {
  const comment = takeCommentId(heading);
  if (comment) return comment;
  const last = heading.children[heading.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  return match[1];
}

/**
 * The text Docusaurus slugs for a heading's id: its text without the HTML written directly in it (CommonMark's `<b>`, `<!-- -->`),
 * and untrimmed, so `## Upgrading <span className="badge"></span>` ends in a space and its id in `-`.
 */
function slugText(heading: Heading): string {
  const children = heading.children.filter((child) => child.type !== 'html');
  return toString(children.length ? children : heading);
}

const MARKS: Partial<Record<MdastNodes['type'], TocMark>> = { emphasis: 'em', strong: 'strong', delete: 'del' };

/**
 * An HTML tag's name (`span`, `my-badge`), as opposed to a component's (`Badge`), which the TOC shows as text; but
 * not a link's, whose text the TOC's own link holds (a link inside a link is no HTML).
 */
const HTML_TAG = /^(?!a$)[a-z][a-z0-9-]*$/;

/**
 * The mark a node puts on the text inside it: its emphasis, or, for an HTML element written in MDX, the element
 * with its class (Docusaurus's TOC keeps its tag and `class`/`className`, and drops an `<img>`, which has no text).
 */
function markOf(node: MdastNodes): TocMark | undefined {
  if (node.type !== 'mdxJsxTextElement') return MARKS[node.type];
  if (!node.name || !HTML_TAG.test(node.name)) return undefined;
  const attrs = (node.attributes ?? []).filter((attr) => attr.type === 'mdxJsxAttribute');
  const classAttr = attrs.find((attr) => attr.name === 'className') ?? attrs.find((attr) => attr.name === 'class');
  return typeof classAttr?.value === 'string' ? { tag: node.name, className: classAttr.value } : { tag: node.name };
}

const markKey = (mark: TocMark) => (typeof mark === 'string' ? mark : `${mark.tag}.${mark.className ?? ''}`);

/** Whether two runs show alike: both code or neither, under the same emphasis and elements. */
const sameLook = (a: TocRun, b: TocRun) => !a.code === !b.code && (a.marks ?? []).map(markKey).join() === (b.marks ?? []).map(markKey).join();

/** A heading's text in runs, its inline code and emphasis apart, when it has any; trimmed as the heading's text is. */
function headingRuns(heading: Heading): TocRun[] | undefined {
  const runs: TocRun[] = [];
  const push = (run: TocRun) => {
    const last = runs[runs.length - 1];
    if (last && sameLook(last, run)) last.text += run.text;
    else runs.push(run);
  };
  const visit = (node: MdastNodes, marks: TocMark[]) => {
    const own = marks.length ? { marks } : {};
    if (node.type === 'inlineCode') push({ text: node.value, code: true, ...own });
    else if ('children' in node) {
      const mark = markOf(node);
      // Emphasis inside the same emphasis adds nothing; an element inside another is its own.
      const inner = mark && (typeof mark !== 'string' || !marks.includes(mark)) ? [...marks, mark] : marks;
      for (const child of node.children) visit(child, inner);
    } else push({ text: toString(node), ...own });
  };
  visit(heading, []);
  if (!runs.some((run) => run.code || run.marks)) return undefined;
  runs[0].text = runs[0].text.trimStart();
  runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
  return runs.filter((run) => run.text);
}

/**
 * Gives every heading an id (GitHub-style slug, or its `{#custom-id}`) and records the page's anchors and the text
 * of its content title. With `maintainCase`, slugs keep the heading's case (see HeadingSlugger).
 */
export function remarkHeadingIds({ maintainCase = false }: { maintainCase?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new HeadingSlugger(maintainCase);
    const anchors: string[] = [];
    const title = contentTitleOf(tree)?.heading;
    let h1: string | undefined;
    walkTree<MdastNodes>(tree, undefined, (node) => {
      if (node.type === 'heading') {
        const custom = takeCustomId(node);
        const id = custom ?? slugger.slug(slugText(node));
        if (custom) slugger.slug(custom);
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
        // Before remark-emoji: Docusaurus titles a page from its source, so `# :rocket: Launch` is titled `:rocket: Launch`.
        if (node === title) h1 = toString(node).trim();
        anchors.push(id);
        return;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes ?? []) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === 'id' || attr.name === 'value') && typeof attr.value === 'string') {
            // TabItem values become anchors too, so `#tab` links to a tab resolve.
            if (attr.name === 'id' || node.name === 'TabItem') anchors.push(attr.value);
          }
        }
      }
    });
    Object.assign(file.data, { anchors, h1 });
  };
}

/**
 * Records the headings of the page's table of contents with the ids remarkHeadingIds gave them, and where among
 * them each imported partial is rendered (`<Setup />`): its headings are the page's there, as in Docusaurus's table
 * of contents. Runs after remark-emoji, as Docusaurus's does: `## :muscle: Improvements` is listed as
 * `💪 Improvements`, as the heading shows it, while its id is still `muscle-improvements`.
 */
export function remarkTocHeadings() {
  return (tree: Root, file: VFile) => {
    const partialNames = (file.data as Partial<ImportsData>).partialNames ?? {};
    const partialTocSlots: PartialTocSlot[] = [];
    const headings: TocItem[] = [];
    walkTree<MdastNodes>(tree, undefined, (node) => {
      if (node.type === 'heading') {
        const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
        if (node.depth > 1 && typeof id === 'string') {
          const text = toString(node).trim();
          const runs = headingRuns(node);
          headings.push(runs ? { id, text, level: node.depth, runs } : { id, text, level: node.depth });
        }
        return 'skip';
      }
      // Its text holds neither a heading nor a partial.
      if (node.type === 'paragraph') return 'skip';
      if (node.type === 'mdxJsxFlowElement' && node.name && Object.hasOwn(partialNames, node.name)) {
        partialTocSlots.push({ at: headings.length, file: partialNames[node.name] });
      }
    });
    Object.assign(file.data, { headings, partialTocSlots });
  };
}
