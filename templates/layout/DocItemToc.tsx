import { useSiteContext } from '../context.js';
import { Toc, TocCollapsible } from './Toc.js';
import { toDocusaurusToc } from './tocItems.js';

/** The page's headings in both shapes the TOC components take: an override of `TOC` may read either. */
function useTocProps() {
  const { page } = useSiteContext();
  const items = page?.toc ?? [];
  return { items, toc: toDocusaurusToc(items) };
}

/** Docusaurus's `DocItem/TOC/Desktop`: the guide's headings in the right-hand column, through `TOC`. */
export function DocItemTocDesktop() {
  return <Toc {...useTocProps()} />;
}

/** Docusaurus's `DocItem/TOC/Mobile`: the same headings collapsed above the body, through `TOCCollapsible`. */
export function DocItemTocMobile() {
  return <TocCollapsible {...useTocProps()} />;
}
