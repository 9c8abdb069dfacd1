import type { ReactElement } from 'react';
import { tocTextOfHtml } from '../../src/util/tocHtml.js';
import { TocText } from '../layout/TocItemLists.js';
import { type DocusaurusTocItem, type Nested, nestHeadings } from '../layout/tocItems.js';

function List({ nodes }: { nodes: Nested<DocusaurusTocItem>[] }): ReactElement {
  return (
    <ul>
      {nodes.map(({ children, ...entry }) => (
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
export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: DocusaurusTocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const entries = toc.filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  if (!entries.length) return null;
  return (
    <div className="toc-inline">
      <List nodes={nestHeadings(entries)} />
    </div>
  );
}
