import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** What the plugin leaves on `file.data`. */
export interface ContentTitleData {
  /** The body began with a `# heading`, which was taken out (its text is the compile's `h1`). */
  contentTitleRemoved?: true;
}

/**
 * A blog post's `# heading` at the very top of its body is its title, shown in the post's header: Docusaurus
 * takes it out of the content (on the post's page, its list pages and its feeds). Only for a file whose data
 * asks for it (`removeContentTitle`); imports and exports before it are kept.
 */
export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    if (!(file.data as { removeContentTitle?: boolean }).removeContentTitle) return;
    const at = tree.children.findIndex((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml');
    const first = tree.children[at];
    if (first?.type !== 'heading' || first.depth !== 1) return;
    tree.children.splice(at, 1);
    (file.data as ContentTitleData).contentTitleRemoved = true;
  };
}
