import path from 'node:path';
import type { ContentRoot } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { BlogTag, FrontMatter, Warning } from '../shared/types.js';
import { joinRoute } from './routes.js';
import { type DefinedTag, readTagsFile } from './tagsFile.js';

/** lodash's `kebabCase`, which Docusaurus makes a tag's page from: words split at case and digit changes, lower-cased. */
export function kebabCase(text: string): string {
  const words = text
    .replace(/['\u2019]/g, '')
    .match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\p{N}+/gu);
  return (words ?? []).map((word) => word.toLowerCase()).join('-');
}

/** Tags as front matter writes them, each with its page under `tagsRoute` (a tag object's `permalink` is taken under it); one page once. */
export function tagsUnder(tags: FrontMatter['tags'], tagsRoute: string): BlogTag[] {
  const seen = new Set<string>();
  const out: BlogTag[] = [];
  for (const tag of tags ?? []) {
    const label = typeof tag === 'string' ? tag : tag.label;
    const permalink = joinRoute(tagsRoute, typeof tag === 'string' ? kebabCase(tag) : tag.permalink);
    if (seen.has(permalink)) continue;
    seen.add(permalink);
    out.push({ label, permalink });
  }
  return out;
}


/** A page's tags with what its front matter wrote that the folder's tags file does not define (none without a file). */
export interface ResolvedTags {
  tags: BlogTag[];
  inline: string[];
}

/**
 * Tags as front matter writes them, under `tagsRoute`: a key of the tags file is the tag it defines (its label,
 * permalink and description); anything else is an inline tag, labelled as written.
 */
export function resolveTags(written: FrontMatter['tags'], tagsRoute: string, defined: Map<string, DefinedTag> | undefined): ResolvedTags {
  const inline: string[] = [];
  const seen = new Set<string>();
  const tags: BlogTag[] = [];
  for (const tag of written ?? []) {
    const definition = typeof tag === 'string' ? defined?.get(tag) : undefined;
    if (!definition && defined) inline.push(typeof tag === 'string' ? tag : tag.label);
    const [resolved] = definition ? [{ label: definition.label, permalink: joinRoute(tagsRoute, definition.permalink) }] : tagsUnder([tag], tagsRoute);
    if (seen.has(resolved.permalink)) continue;
    seen.add(resolved.permalink);
    tags.push(definition?.description ? { ...resolved, description: definition.description } : resolved);
  }
  return { tags, inline };
}

/**
 * A page's tags under `tagsRoute`, from its folder's tags file if it has one, and what its folder's `onInlineTags`
 * makes of those the file does not define: a warning (`warn`, `log`), an error (`throw`), or nothing, at the front
 * matter's `tags` line.
 */
export function pageTags(frontMatter: FrontMatter, tagsRoute: string, root: ContentRoot, absPath: string, tagsLine: number): { tags: BlogTag[]; warnings: Warning[] } {
  const { tags, inline } = resolveTags(frontMatter.tags, tagsRoute, root.tagsFile ? readTagsFile(root.tagsFile) : undefined);
  const policy = root.onInlineTags ?? 'warn';
  if (!inline.length || policy === 'ignore') return { tags, warnings: [] };
  const message = `Tags ${inline.map((tag) => `"${tag}"`).join(', ')} are not defined in the tags file ${path.basename(root.tagsFile!)}`;
  const place = { file: absPath, line: tagsLine, column: 1 };
  if (policy === 'throw') throw new DocsGenError(message, { ...place, hint: "Define them in the tags file, or set the folder's `onInlineTags` to 'warn' or 'ignore'." });
  return { tags, warnings: [{ message, ...place }] };
}
