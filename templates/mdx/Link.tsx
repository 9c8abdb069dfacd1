/**
 * `MDXComponents/A`: every `<a>` of page content, the site's `Link`. A module of its own, so an override of the
 * component replaces the links of pages and not `@docusaurus/Link`, which that override usually renders (as in
 * Docusaurus, where `MDXComponents/A` wraps `Link`).
 */
export { Link } from './SiteLink.js';
