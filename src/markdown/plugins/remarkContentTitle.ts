import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { type WalkParent, walkTree } from './walkTree.js';

/** What the plugin leaves on `file.data`. */
export interface ContentTitleData {
  /** The body's content title was taken out (its text is the compile's `h1`). */
  contentTitleRemoved?: true;
}

export interface ContentTitle {
  heading: Heading;
  parent: WalkParent;
  index: number;
}

/**
 * The page's content title, as Docusaurus finds it: the first heading of the page, in document order, when it is
 * a `# heading` and no thematic break comes before it. A `# Reference` further down, after a `## Example`, is only
 * a heading: the page keeps its front matter's or file's title, shown above the body.
 */
export function contentTitleOf(tree: Root): ContentTitle | undefined {
  let found: ContentTitle | undefined;
  let done = false;
  walkTree(tree, undefined, (node, index, parent) => {
    if (done) return 'skip';
    if (node.type === 'thematicBreak') done = true;
    else if (node.type === 'heading' && parent && index !== undefined) {
      done = true;
      if ((node as Heading).depth === 1) found = { heading: node as Heading, parent, index };
    }
    return done ? 'skip' : undefined;
  });
  return found;
}

/**
 * A blog post's content title is its title, shown in the post's header: Docusaurus takes it out of the content (on
 * the post's page, its list pages and its feeds). Only for a file whose data asks for it (`removeContentTitle`).
 */
export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    if (!(file.data as { removeContentTitle?: boolean }).removeContentTitle) return;
    const title = contentTitleOf(tree);
    if (!title) return;
    title.parent.children.splice(title.index, 1);
    (file.data as ContentTitleData).contentTitleRemoved = true;
  };
}
