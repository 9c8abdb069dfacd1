import { usePageContext } from '../context.js';

/**
 * `@docusaurus/useBrokenLinks`: a React page registers links and anchors for the check of its links, beside those
 * it renders: a registered anchor is one other pages may link to (an id its code gives an element in the browser),
 * a registered link is checked as a rendered one is. Outside a page render both calls do nothing.
 */
export default function useBrokenLinks(): { collectLink(link: string | undefined): void; collectAnchor(anchor: string | undefined): void } {
  const ctx = usePageContext();
  return {
    collectLink(link) {
      if (link) ctx?.collected.links.push(link);
    },
    collectAnchor(anchor) {
      if (anchor) ctx?.collected.anchors.push(anchor);
    },
  };
}
