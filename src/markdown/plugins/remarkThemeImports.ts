import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/**
 * Theme and site components are in scope on every page, so `import X from '@theme/X'` lines (kept for
 * Docusaurus compatibility) are dropped. Any other import or export would need a bundler run per page,
 * which docs-gen avoids by design; it is reported where it is written.
 */
export function remarkThemeImports() {
  return (tree: Root, file: VFile) => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const statements = node.value.split('\n').filter((line) => line.trim());
      const allTheme = statements.every((line) => /^\s*import\s+[\w{}\s,*]+\s+from\s+['"]@theme\/[\w/-]+['"];?\s*$/.test(line));
      if (allTheme) return false;
      file.fail(
        'Only `import X from "@theme/X"` lines are allowed in pages; theme and site components are available without imports',
        node,
      );
    });
  };
}
