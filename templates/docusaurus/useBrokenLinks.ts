/**
 * `@docusaurus/useBrokenLinks`: a React page registers the links and anchors it renders for Docusaurus's checker.
 * docs-gen checks the links Markdown pages write, against the headings and pages it knows; there is nothing to
 * register, so both calls do nothing and a page calling them renders as in Docusaurus.
 */
export default function useBrokenLinks(): { collectLink(link: string | undefined): void; collectAnchor(anchor: string | undefined): void } {
  return { collectLink() {}, collectAnchor() {} };
}
