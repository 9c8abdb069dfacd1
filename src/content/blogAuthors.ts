import fs from 'node:fs/promises';
import { z } from 'zod';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { BlogAuthor, FrontMatter } from '../shared/types.js';
import { createYamlLocator } from '../util/yamlPositions.js';
import { parseDataFile } from '../util/yaml.js';
import { flattenUnionIssues } from '../util/zodIssues.js';

/** An author as Docusaurus writes one, in the authors file or a post: other keys (`page`, `description`) are allowed and unused. */
const authorSchema = z
  .object({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    email: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    key: z.string().optional(),
    socials: z.record(z.string(), z.string()).optional(),
    /** A page of the author's own, at their key under the authors route or at `permalink`. */
    page: z.union([z.boolean(), z.object({ permalink: z.string() }).strict()]).optional(),
  })
  .passthrough();

/** Where a handle leads on each platform Docusaurus knows; a full URL is taken as written. */
const SOCIAL_PROFILES: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** An author's profiles as URLs: a handle (`cpojer`, `@cpojer`) on a known platform becomes its profile's. */
function socialUrls(socials: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(socials).map(([platform, value]) => {
      const profile = SOCIAL_PROFILES[platform.toLowerCase()];
      const url = /^https?:\/\//i.test(value) || !profile ? value : profile(value.replace(/^@/, ''));
      return [platform, url];
    }),
  );
}

const authorsFileSchema = z.record(z.string(), authorSchema);

type WrittenAuthor = z.output<typeof authorSchema>;

function toAuthor(written: WrittenAuthor, key?: string): BlogAuthor {
  const imageURL = written.imageURL ?? written.image_url;
  return {
    ...(key ? { key } : {}),
    ...(written.name !== undefined ? { name: written.name } : {}),
    ...(written.title !== undefined ? { title: written.title } : {}),
    ...(written.url !== undefined ? { url: written.url } : {}),
    ...(written.email !== undefined ? { email: written.email } : {}),
    ...(imageURL !== undefined ? { imageURL } : {}),
    ...(written.socials && Object.keys(written.socials).length ? { socials: socialUrls(written.socials) } : {}),
  };
}

/**
 * The blog's authors file (YAML or JSON): authors by key, in the file's order. `pageRoute` is the route of an author
 * page at a key or permalink.
 */
export async function readBlogAuthors(file: string, pageRoute: (slug: string) => string): Promise<Map<string, BlogAuthor>> {
  const text = await fs.readFile(file, 'utf8');
  const result = authorsFileSchema.safeParse(parseDataFile(text, file) ?? {});
  if (!result.success) {
    const locate = createYamlLocator(text);
    throw combineErrors(
      flattenUnionIssues(result.error.issues).map(
        (issue) =>
          new DocsGenError(`Invalid authors file: ${issue.message} at "${issue.path.join('.') || '(root)'}"`, {
            file,
            ...(locate(issue.path) ?? { line: 1, column: 1 }),
            hint: 'Each key names an author: `jane: { name: Jane Doe, title: Engineer, url: …, image_url: … }`.',
          }),
      ),
    );
  }
  return new Map(
    Object.entries(result.data).map(([key, author], order) => {
      const page = author.page && pageRoute(typeof author.page === 'object' ? author.page.permalink : key);
      return [key, { ...toAuthor(author, key), order, ...(page ? { page } : {}) }];
    }),
  );
}

const postAuthorsSchema = z.union([z.string(), authorSchema, z.array(z.union([z.string(), authorSchema]))]);

/**
 * A post's authors, as Docusaurus reads them: `authors` (a key of the authors file, an author, or a list of
 * either), else the single author of the older `author`, `author_title`, `author_url` and `author_image_url`
 * (or `authorTitle`, `authorURL`, `authorImageURL`).
 * A key the authors file does not have is an error at the post's `authors:` line.
 */
export function postAuthors(frontMatter: FrontMatter, known: Map<string, BlogAuthor>, file: string, lineOfKey: (key: string) => number | undefined, authorsFile?: string): BlogAuthor[] {
  const at = (key: string) => ({ file, line: lineOfKey(key) ?? 1, column: 1 });
  const fm = frontMatter as Record<string, unknown>;
  if (fm.authors === undefined) {
    if (typeof fm.author !== 'string') return [];
    // Each as Docusaurus reads it, in either spelling.
    const text = (...keys: string[]) => keys.map((key) => fm[key]).find((value): value is string => typeof value === 'string');
    return [
      toAuthor({
        name: fm.author,
        title: text('author_title', 'authorTitle'),
        url: text('author_url', 'authorURL'),
        image_url: text('author_image_url', 'authorImageURL'),
      }),
    ];
  }
  const parsed = postAuthorsSchema.safeParse(fm.authors);
  if (!parsed.success) {
    throw new DocsGenError('Front matter "authors" must be an author key, an author ({ name, title, url, image_url }) or a list of them', at('authors'));
  }
  const list = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return list.map((entry) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    if (key === undefined) return toAuthor(entry as WrittenAuthor);
    const author = known.get(key);
    if (!author) {
      throw new DocsGenError(`Front matter "authors" names "${key}", which the blog's authors file does not have`, {
        ...at('authors'),
        hint: authorsFile ? `Known authors: ${[...known.keys()].join(', ') || 'none'}.` : 'Add the author to an authors.yml in the blog folder, or write the author out: `authors: { name: … }`.',
      });
    }
    // A post may add to or change what the authors file says of its author, as in Docusaurus.
    return typeof entry === 'string' ? author : { ...author, ...toAuthor(entry as WrittenAuthor, key) };
  });
}
