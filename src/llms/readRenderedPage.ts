import type { PageSection } from '../shared/types.js';
import { contentOf, contentToMarkdown, mainSlice } from './htmlToMarkdown.js';
import { readRenderedHtml } from '../util/readRenderedHtml.js';
import { sectionsOfContent } from './renderedSections.js';

/** What is wanted from a rendered page: its Markdown, its search sections, or both. */
export interface ReadWanted {
  markdown: boolean;
  sections: boolean;
}

export interface PageReading {
  markdown?: string;
  sections?: PageSection[];
}

/**
 * Reads a rendered page's content once for both its Markdown and the sections the search index is made of:
 * parsing the HTML is most of either's cost.
 */
export function readRenderedPage(html: string, pageUrl: string, wanted: ReadWanted): PageReading {
  const content = contentOf(readRenderedHtml(mainSlice(html)));
  // Sections first: the Markdown conversion simplifies the tree in place.
  const sections = wanted.sections ? sectionsOfContent(content) : undefined;
  const markdown = wanted.markdown ? contentToMarkdown(content, pageUrl) : undefined;
  return { markdown, sections };
}
