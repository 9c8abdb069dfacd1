import type { HTMLAttributes } from 'react';
// Through MDXHeading and, in it, Heading, each from a module of its own: a site's override of either
// (`MDXComponents/Heading`, `Heading`) then draws the headings of Markdown and of generated pages, as in Docusaurus.
import { MDXHeading } from './MDXElements.js';

type Level = 2 | 3 | 4 | 5 | 6;

function levelHeading(level: Level) {
  const tag = `h${level}` as const;
  const LevelHeading = (props: HTMLAttributes<HTMLHeadingElement>) => <MDXHeading as={tag} {...props} />;
  // Named by its tag, as the functions of Docusaurus's map are (`h2`): a site's component that splits its children
  // at their headings (steps, an accordion of `##` sections) finds them by `child.type.name`.
  return Object.defineProperty(LevelHeading, 'name', { value: tag });
}

/** The headings `##` to `######` compile to, by tag. */
export const headingComponents = {
  h2: levelHeading(2),
  h3: levelHeading(3),
  h4: levelHeading(4),
  h5: levelHeading(5),
  h6: levelHeading(6),
};
