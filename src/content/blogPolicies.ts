import path from 'node:path';
import type { BlogConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { BlogAuthor, Warning } from '../shared/types.js';
import type { ContentFile } from './types.js';

/** Docusaurus's truncate markers: a post's list pages show what comes before one. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

type Policy = BlogConfig['onInlineAuthors'];

/** A problem as a policy has it: a warning (`warn`, `log`), an error (`throw`), or nothing (`ignore`). */
function apply(policy: Policy, problem: Warning & { hint: string }): Warning[] {
  if (policy === 'ignore') return [];
  const { hint, ...warning } = problem;
  if (policy === 'throw') throw new DocsGenError(problem.message, { file: problem.file, line: problem.line, column: problem.column, hint });
  return [warning];
}

/**
 * What the blog's policies say of a post, as Docusaurus's options do: `onInlineAuthors`, of authors its front matter
 * writes out while the blog has an authors file; `onUntruncatedBlogPosts`, of a post without a truncate marker, which
 * the list pages show whole.
 */
export function postPolicyProblems(post: ContentFile, authors: BlogAuthor[], blog: BlogConfig, lineOfKey: (key: string) => number | undefined): Warning[] {
  const problems: Warning[] = [];
  const inline = authors.filter((author) => author.key === undefined);
  if (blog.authorsPath && inline.length) {
    const names = inline.map((author) => `"${author.name ?? author.url ?? '?'}"`).join(', ');
    const authorsLine = lineOfKey('authors') ?? lineOfKey('author') ?? 1;
    problems.push(
      ...apply(blog.onInlineAuthors, {
        message: `Authors ${names} are written in the post, not in the authors file ${path.basename(blog.authorsPath)}`,
        file: post.absPath,
        line: authorsLine,
        column: 1,
        hint: "Add them to the authors file and name them by key, or set the blog's `onInlineAuthors` to 'ignore'.",
      }),
    );
  }
  if (!TRUNCATE_MARKER.test(post.body)) {
    problems.push(
      ...apply(blog.onUntruncatedBlogPosts, {
        message: 'The post has no truncate marker (<!-- truncate -->, or {/* truncate */} in MDX): the list pages show it whole',
        file: post.absPath,
        line: 1,
        column: 1,
        hint: "Mark where its excerpt ends, or set the blog's `onUntruncatedBlogPosts` to 'ignore'.",
      }),
    );
  }
  return problems;
}
