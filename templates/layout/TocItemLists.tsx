import { createElement, Fragment, type ReactNode } from 'react';
import type { TocItem, TocRun } from '../../src/shared/types.js';
import { tocItemOfDocusaurus } from '../../src/util/tocHtml.js';
import { type DocusaurusTocItem, type Nested, nestHeadings, type TocProps, tocItemsOf } from './tocItems.js';

type TocNode = Nested<TocItem>;

/** One run of a heading's text: its code as code, inside its emphasis and the elements written around it. */
function runElement(run: TocRun, key: number): ReactNode {
  let shown: ReactNode = run.code ? <code>{run.text}</code> : run.text;
  for (const mark of [...(run.marks ?? [])].reverse()) {
    shown = typeof mark === 'string' ? createElement(mark, null, shown) : createElement(mark.tag, { className: mark.className }, shown);
  }
  return <Fragment key={key}>{shown}</Fragment>;
}

/** A heading's text in a table of contents, its code as code and its emphasis kept. */
export function TocText({ item }: { item: Pick<TocItem, 'text' | 'runs'> }) {
  if (!item.runs) return <>{item.text}</>;
  return <>{item.runs.map(runElement)}</>;
}

function List({ nodes, className, linkClassName }: { nodes: TocNode[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className || undefined}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={linkClassName ?? 'toc-link'}>
            <TocText item={node} />
          </a>
          {node.children.length > 0 && <List nodes={node.children} linkClassName={linkClassName} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Docusaurus's `TOCItems`: the headings as nested lists, without the box around them, for a site's own TOC. The
 * outer list has Docusaurus's classes unless the caller names its own (`''` for none, as the theme's TOC does),
 * so a site's TOC looks as Infima draws it. The links keep `toc-link` beside a class of the site's, so the theme's
 * script still marks the one being read.
 */
export function TocItems({
  className = 'table-of-contents table-of-contents__left-border',
  ...props
}: TocProps & { className?: string; linkClassName?: string; linkActiveClassName?: string; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = tocItemsOf(props).filter((item) => item.level >= (props.minHeadingLevel ?? 2) && item.level <= (props.maxHeadingLevel ?? 6));
  if (!items.length) return null;
  return <List nodes={nestHeadings(items)} className={className} linkClassName={`toc-link${props.linkClassName ? ` ${props.linkClassName}` : ''}`} />;
}

/** A Docusaurus tree node as the theme's: its `value` HTML read into text and code runs. */
const fromDocusaurus = ({ children, ...item }: Nested<DocusaurusTocItem>): TocNode => ({ ...tocItemOfDocusaurus(item), children: children.map(fromDocusaurus) });

/**
 * Docusaurus's `TOCItems/Tree`, which a swizzled `TOCItems` renders its tree with: the theme's lists, their links
 * keeping `toc-link` so the theme's script marks the one being read.
 */
export function TocItemTree({ toc, className, linkClassName, isChild }: { toc: readonly Nested<DocusaurusTocItem>[]; className?: string; linkClassName?: string | null; isChild?: boolean }) {
  if (!toc.length) return null;
  return <List nodes={toc.map(fromDocusaurus)} className={isChild ? undefined : className} linkClassName={`toc-link${linkClassName ? ` ${linkClassName}` : ''}`} />;
}

