import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { blockText } from './blockText.js';
import type { PageSection } from '../../shared/types.js';

/** Splits the page's text at its h2/h3 headings, for the search index. Runs after heading ids are set. */
export function remarkSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [{ anchor: '', headings: [], text: '' }];
    const trail: string[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth === 1) continue;
      if (node.type === 'heading' && node.depth >= 2 && node.depth <= 3) {
        const title = toString(node).trim();
        trail.length = node.depth - 2;
        trail.push(title);
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
