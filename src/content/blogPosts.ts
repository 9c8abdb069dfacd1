import fs from 'node:fs/promises';
import type { BlogConfig, SiteConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { BlogAuthor } from '../shared/types.js';
import { postAuthors, readBlogAuthors } from './blogAuthors.js';
import { frontMatterKeyPosition } from './frontMatterPosition.js';
import { firstCommits, type LastUpdate } from './lastUpdated.js';
import { joinRoute } from './routes.js';
import { pageTags } from './tags.js';
import { postPolicyProblems } from './blogPolicies.js';
import type { ContentFile } from './types.js';


/**
 * Completes each post of `blog` with its facts: its date, authors and tags. A post with no date in its front matter or
 * name takes the date of the commit that added it, else its file's, as in Docusaurus. Errors are located at its front
 * matter.
 */
export async function resolvePosts(config: SiteConfig, blog: BlogConfig, posts: ContentFile[], errors: DocsGenError[]): Promise<void> {
  let authors = new Map<string, BlogAuthor>();
  if (blog.authorsPath) {
    try {
      authors = await readBlogAuthors(blog.authorsPath, (slug) => joinRoute(blog.routeBasePath, blog.authorsBasePath, slug));
    } catch (error) {
      if (!(error instanceof DocsGenError)) throw error;
      errors.push(error);
      return;
    }
  }
  const undated = posts.filter((post) => !post.post?.date).map((post) => post.absPath);
  const added = undated.length ? await firstCommits(config.rootDir, undated) : new Map<string, LastUpdate>();
  for (const post of posts) {
    try {
      const lineOfKey = (key: string) => frontMatterKeyPosition(post.absPath, key).line;
      const commit = added.get(post.absPath);
      const date = post.post?.date ?? (commit ? new Date(commit.at * 1000).toISOString() : (await fs.stat(post.absPath)).mtime.toISOString());
      const tagged = pageTags(post.frontMatter, joinRoute(blog.routeBasePath, blog.tagsBasePath), post.root, post.absPath, lineOfKey('tags'));
      const written = postAuthors(post.frontMatter, authors, post.absPath, lineOfKey, blog.authorsPath);
      post.post = { text: post.post?.text ?? '', date, authors: written, tags: tagged.tags };
      const warnings = [...tagged.warnings, ...postPolicyProblems(post, written, blog, lineOfKey)];
      if (warnings.length) post.warnings = [...(post.warnings ?? []), ...warnings];
    } catch (error) {
      if (error instanceof DocsGenError) errors.push(error);
      else throw error;
    }
  }
}
