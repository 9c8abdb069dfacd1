import type { BlogTag } from '../../src/shared/types.js';
import { Tag } from './Tag.js';

type ListedTag = BlogTag & { count?: number };

/** Classes of a list of tags: the blog's (`blog-tags`, `blog-tag`) or the docs' (`tag-list`, `tag-link`). */
export interface TagListClasses {
  list: string;
  link: string;
  count: string;
}

/** Tags as links to their pages (each through `Tag`), each with its number of pages when given. */
export function TagList({ tags, classes, rel, ariaLabel }: { tags: ListedTag[]; classes: TagListClasses; rel?: string; ariaLabel?: string }) {
  return (
    <ul className={classes.list} aria-label={ariaLabel}>
      {tags.map((tag) => (
        <li key={tag.permalink}>
          {/* No description: the lists show none, and a title would be new markup on every tag. */}
          <Tag permalink={tag.permalink} label={tag.label} count={tag.count} classes={classes} rel={rel ?? ''} />
        </li>
      ))}
    </ul>
  );
}

/** A tags page's tags by first letter, as Docusaurus groups them, each group under its letter. */
export function TagsByLetter({ tags, classes, groupClass }: { tags: ListedTag[]; classes: TagListClasses; groupClass: string }) {
  const groups = new Map<string, ListedTag[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <>
      {[...groups].map(([letter, group]) => (
        <section key={letter} className={groupClass}>
          <h2>{letter}</h2>
          <TagList tags={group} classes={classes} />
        </section>
      ))}
    </>
  );
}

export const BLOG_TAG_CLASSES: TagListClasses = { list: 'blog-tags', link: 'blog-tag', count: 'blog-tag-count' };
export const DOC_TAG_CLASSES: TagListClasses = { list: 'tag-list', link: 'tag-link', count: 'tag-count' };
