import type { Heading, Root } from 'mdast';
import { walkTree } from './walkTree.js';
import type { VFile } from 'vfile';
import type { CompileWarning } from '../../shared/types.js';

/**
 * Warns where a heading takes an id an earlier heading of the page has: the second can never be linked
 * to. Generated slugs never repeat (they count up), so a repeat always involves an explicit `{#id}`.
 * Runs after remarkHeadingIds, which decides the ids.
 */
export function remarkDuplicateHeadingIds() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, number>();
    const warnings: CompileWarning[] = [];
    walkTree<Heading>(tree, 'heading', (node) => {
      const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') return;
      const line = node.position?.start.line ?? 1;
      const first = seen.get(id);
      if (first !== undefined) {
        warnings.push({ message: `Duplicate heading id "#${id}" (also the heading on line ${first}): links to it reach only the first`, line, column: node.position?.start.column ?? 1 });
      } else {
        seen.set(id, line);
      }
    });
    Object.assign(file.data, { warnings: [...((file.data as { warnings?: CompileWarning[] }).warnings ?? []), ...warnings] });
  };
}
