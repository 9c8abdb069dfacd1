export { Link as default } from '../mdx/Link.js';
