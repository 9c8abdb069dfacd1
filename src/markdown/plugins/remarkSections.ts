import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { blockText } from './blockText.js';
import { contentTitleOf } from './remarkContentTitle.js';
import type { PageSection } from '../../shared/types.js';

/**
 * Splits the page's text at its h2/h3 headings, and at a `# heading` that is not its content title, for the search
 * index. Runs after heading ids are set.
 */
export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [{ anchor: '', headings: [], text: '' }];
    const trail: string[] = [];
    const title = contentTitleOf(tree)?.heading;
    let underH1 = false;
    for (const node of tree.children) {
      if (node === title) continue;
      if (node.type === 'heading' && node.depth <= 3) {
        const text = toString(node).trim();
        if (node.depth === 1) underH1 = true;
        // An h3 with no h2 before it sits right under what is above it.
        trail.length = Math.min(trail.length, node.depth === 1 ? 0 : node.depth - (underH1 ? 1 : 2));
        trail.push(text);
        const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
        sections.push({ anchor: id, headings: [...trail], text: '' });
        continue;
      }
      const current = sections[sections.length - 1];
      const text = blockText(node).replace(/\s+/g, ' ').trim();
      if (text) current.text = current.text ? `${current.text} ${text}` : text;
    }
    file.data.sections = sections.filter((s) => s.text || s.anchor);
  };
}
