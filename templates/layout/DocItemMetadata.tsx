/**
 * Docusaurus's `DocItem/Metadata`: a guide's head tags. docs-gen writes them from the page (title, description,
 * keywords, image), so the theme's renders nothing; a site's override adds its own, through `@docusaurus/Head`
 * or `PageMetadata` (structured data, say), which go to the head.
 */
export function DocItemMetadata() {
  return null;
}
