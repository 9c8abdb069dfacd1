// The site's Link itself, not `MDXComponents/A`'s module: a site's override of that component imports this one.
export { Link as default } from '../mdx/SiteLink.js';
