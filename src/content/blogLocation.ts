import { DocsGenError } from '../errors/DocsGenError.js';
import type { FrontMatter } from '../shared/types.js';
import { jsYaml } from '../util/lazyPackages.js';
import { joinRoute, rootIdPrefix } from './routes.js';

/** Docusaurus's: a date in the file or folder name (`2021-08-26-welcome.md`, `2021/08/26/welcome/index.md`). */
const DATE_FILENAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface BlogPostLocation {
  id: string;
  route: string;
  /** ISO 8601 in UTC, from the front matter's `date` or the file name; none when neither has one. */
  date?: string;
  /** The file's name without its date: the post's title when it has none. */
  text: string;
}

/** `2021-8-6` → a Date at midnight UTC, as Docusaurus reads file-name dates. */
function fileNameDate(text: string): Date {
  const [year, month, day] = text.split(/[-/]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A date written as text. Front matter is read with YAML 1.2's core schema, where timestamps stay text;
 * Docusaurus's YAML 1.1 reader makes a Date of them, one-digit months and days included (`2023-2-07T00:00:00Z`),
 * which `Date` alone refuses.
 */
function dateOfText(text: string): Date {
  const tag = jsYaml().timestampTag;
  const timestamp: unknown = tag.resolve(text, false, tag.tagName);
  return timestamp instanceof Date ? timestamp : new Date(text);
}

/** The front matter's `date`: a Date from a YAML timestamp, else text or a number that reads as one. */
function frontMatterDate(value: unknown, file: string, line: number): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? dateOfText(value) : typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new DocsGenError(`Front matter "date" ${JSON.stringify(value)} is not a date`, {
      file,
      line,
      column: 1,
      hint: 'Write a date as YYYY-MM-DD, optionally with a time: `date: 2024-05-01T10:00:00Z`.',
    });
  }
  return date;
}

/**
 * A post's id, route and date by Docusaurus's rules: a date in its file or folder name becomes the route's
 * `YYYY/MM/DD/` and the post's date; a front matter `slug` replaces the route under the blog's, `date` the date.
 */
export function blogPostLocation(
  root: { routeBasePath: string; idPrefix?: string },
  relPath: string,
  frontMatter: FrontMatter,
  absPath: string,
  lineOfKey: (key: string) => number | undefined,
): BlogPostLocation {
  const match = DATE_FILENAME.exec(relPath);
  const text = match ? match.groups!.text : relPath.replace(/(?:\/index)?\.mdx?$/i, '');
  const slug = match ? `${match.groups!.date.replace(/-/g, '/')}/${match.groups!.folder}${text}` : text;
  const written = frontMatter.date;
  const date = written !== undefined ? frontMatterDate(written, absPath, lineOfKey('date') ?? 1) : match ? fileNameDate(match.groups!.date) : undefined;
  return {
    id: rootIdPrefix(root) + relPath.replace(/(?:\/index)?\.mdx?$/i, ''),
    route: joinRoute(root.routeBasePath, typeof frontMatter.slug === 'string' ? frontMatter.slug : slug),
    ...(date ? { date: date.toISOString() } : {}),
    text: text.split('/').pop() || text,
  };
}
