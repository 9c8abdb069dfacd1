import { isValidElement } from 'react';
import { useTranslation } from '../translate.js';
import { ChevronIcon } from './icons.js';
import { type TocProps, tocItemsOf } from './tocItems.js';
// From a module of its own, so that a site's override of TOCItems draws the lists, as in Docusaurus.
import { TocItems } from './TocItemLists.js';

/** The page's headings in the right-hand column; the client highlights the one being read. */
export function Toc(props: TocProps) {
  const { text } = useTranslation();
  // The TOC element Docusaurus 3 gives a BlogLayout as `toc`, which a layout written for Docusaurus 2 wraps again
  // (`<TOC toc={toc} />`): it is the TOC already.
  if (isValidElement(props.toc)) return props.toc;
  const items = tocItemsOf(props);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-toc>
      <h2 id="toc-title" className="toc-title">
        {text('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </h2>
      <TocItems {...props} className="" />
    </nav>
  );
}

/** The same headings above the content where the right-hand column does not fit; collapsed by default. */
export function TocCollapsible(props: TocProps) {
  const { text } = useTranslation();
  const items = tocItemsOf(props);
  if (!items.length) return null;
  return (
    <details className="toc-collapsible" data-toc>
      <summary>
        {text('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
        <ChevronIcon />
      </summary>
      <TocItems {...props} className="" />
    </details>
  );
}
