import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { gfmParser } from '../../markdown/plugins/remarkGfmParts.js';

/** A part of a description under one of its top-level headings. */
export interface DescriptionSection {
  /** The heading's text. */
  title: string;
  /** The Markdown below the heading, up to the next top-level heading. */
  markdown: string;
}

/**
 * Splits a Markdown description at its top-level headings (the shallowest level it uses), so each part can
 * be placed, and merged with generated content, as one section of a page. Headings inside code, lists and
 * quotes are not top-level blocks and never split.
 */
export function splitDescription(markdown: string | undefined): { intro: string; sections: DescriptionSection[] } {
  if (!markdown?.trim()) return { intro: '', sections: [] };
  const tree = gfmParser(markdown).parse(markdown) as Root;
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
  if (!headings.length) return { intro: markdown, sections: [] };
  const depth = Math.min(...headings.map((h) => h.depth));
  const top = headings.filter((h) => h.depth === depth);
  const start = (h: Heading) => h.position?.start.offset ?? 0;
  const end = (h: Heading) => h.position?.end.offset ?? 0;
  return {
    intro: markdown.slice(0, start(top[0])),
    sections: top.map((heading, i) => ({
      title: toString(heading).trim(),
      markdown: markdown.slice(end(heading), i + 1 < top.length ? start(top[i + 1]) : undefined),
    })),
  };
}

/**
 * The first paragraph of a description, as Markdown: what a list of many descriptions shows of each, the whole
 * being on a page of its own. The description itself when it is that paragraph alone or starts otherwise.
 */
export function firstParagraph(markdown: string | undefined): string | undefined {
  if (!markdown?.trim()) return markdown;
  const tree = gfmParser(markdown).parse(markdown) as Root;
  const [first] = tree.children;
  if (tree.children.length < 2 || first.type !== 'paragraph') return markdown;
  return markdown.slice(first.position?.start.offset ?? 0, first.position?.end.offset);
}
