import type { ReactElement } from 'react';
import { tocTextOfHtml } from '../../src/util/tocHtml.js';
import { TocText } from '../layout/Toc.js';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Node {
  entry: TocEntry;
  children: Node[];
}

/** Flat headings → a tree: each heading under the nearest earlier heading of a lower level. */
function nest(entries: TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }): ReactElement {
  return (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>
            <TocText item={tocTextOfHtml(entry.value)} />
          </a>
          {children.length > 0 && <List nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** `@theme/TOCInline`: the page's headings (its `toc`, each `value` HTML) as a list of links, between the given levels. */
export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const entries = toc.filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  if (!entries.length) return null;
  return (
    <div className="toc-inline">
      <List nodes={nest(entries)} />
    </div>
  );
}
