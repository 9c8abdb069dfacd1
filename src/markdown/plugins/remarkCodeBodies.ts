import type { Code, Root } from 'mdast';
import { walkTree } from './walkTree.js';
import type { VFile } from 'vfile';
import type { CodeBody } from '../fencedBlocks.js';

/** What compileMarkdown leaves on `file.data`: the fenced blocks it blanked before parsing (see codeBodies). */
export interface CodeBodiesData {
  codeBodies?: CodeBody[];
}

/** Thrown when a blanked block did not parse as the code block it was read as: the page is parsed as written instead. */
export const CODE_BODIES_MISMATCH = new Error('A blanked code block did not parse as one');

/**
 * Gives the fenced blocks blanked before parsing their text back, first thing after parsing, so every later
 * step sees the page as written. Each must have parsed as a code block from its opening to its closing fence
 * holding only its empty lines; else the reading that blanked it was wrong, and CODE_BODIES_MISMATCH is thrown.
 */
export function remarkCodeBodies() {
  return (tree: Root, file: VFile) => {
    const bodies = (file.data as CodeBodiesData).codeBodies;
    if (!bodies?.length) return;
    const byLine = new Map(bodies.map((body) => [body.open, body]));
    let restored = 0;
    walkTree<Code>(tree, 'code', (node) => {
      const body = byLine.get(node.position?.start.line ?? -1);
      if (!body) return;
      if (node.position?.end.line !== body.close || node.value !== '\n'.repeat(body.lines - 1)) throw CODE_BODIES_MISMATCH;
      node.value = body.value;
      restored++;
    });
    if (restored !== bodies.length) throw CODE_BODIES_MISMATCH;
  };
}
