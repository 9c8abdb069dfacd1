import type { Operation } from './spec.js';

/** Longest summary taken whole as a title; a longer one gives its first sentence. */
const TITLE_CHARS = 100;

/**
 * A summary's inline Markdown as the plain text a title shows (titles are text: the page's h1, its sidebar
 * label, the links to it): a link as its text, code and strong emphasis without their marks. Single `*` and
 * `_` stay, as they are in names (`snake_case`, `/v1/*`).
 */
function plainInline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A block of Markdown a title cannot hold: a heading, list, quote, fence, table or thematic break. */
const BLOCK_START = /^\s{0,3}(#|[-*+] |\d+[.)] |>|```|~~~|\||(?:[-*_]\s*){3,}$)/m;

/** An operation's summary read as a title and, when it says more than a title can, as text before the description. */
export interface SummaryParts {
  /** Undefined when the summary has no short plain first sentence: the page is named by its call. */
  title?: string;
  /** The whole summary, as Markdown, when it is more than its title. */
  description?: string;
}

/**
 * The OpenAPI `summary` is meant as a short title, but documents put whole descriptions in it (several
 * paragraphs, links, a rule): shown as a title, it made an h1 of raw Markdown. A one-line plain summary is the
 * title; a longer one is shown as the description's first part, and titled by its first sentence when that is
 * short.
 */
export function splitSummary(summary: string | undefined): SummaryParts {
  const text = summary?.trim();
  if (!text) return {};
  const paragraphs = text.split(/\n[ \t]*\n/);
  const first = paragraphs[0].replace(/\s*\n\s*/g, ' ');
  if (paragraphs.length === 1 && !BLOCK_START.test(text) && first.length <= TITLE_CHARS) return { title: plainInline(first) || undefined };
  const sentence = BLOCK_START.test(paragraphs[0]) ? undefined : /^(.+?)[.!?](?=\s|$)/.exec(first)?.[1];
  // A first sentence with a link or emphasis is an aside ("**New?** See [this](…)"), no name for the page.
  const title = sentence && sentence.length <= TITLE_CHARS && !/\]\(|\*\*|__/.test(sentence) ? sentence : undefined;
  return { ...(title && { title: plainInline(title) }), description: text };
}

/** The Markdown shown as an operation's description: a summary too long for a title first, then the description. */
export function operationDescription(operation: Operation): string | undefined {
  const parts = [splitSummary(operation.summary).description, operation.description?.trim()].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}
