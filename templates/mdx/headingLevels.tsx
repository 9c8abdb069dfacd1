import type { HTMLAttributes } from 'react';
// Through MDXHeading and, in it, Heading, each from a module of its own: a site's override of either
// (`MDXComponents/Heading`, `Heading`) then draws the headings of Markdown and of generated pages, as in Docusaurus.
import { MDXHeading } from './MDXElements.js';

type Level = 2 | 3 | 4 | 5 | 6;

function levelHeading(level: Level) {
  const tag = `h${level}` as const;
  return function LevelHeading(props: HTMLAttributes<HTMLHeadingElement>) {
    return <MDXHeading as={tag} {...props} />;
  };
}

/** The headings `##` to `######` compile to, by tag. */
export const headingComponents = {
  h2: levelHeading(2),
  h3: levelHeading(3),
  h4: levelHeading(4),
  h5: levelHeading(5),
  h6: levelHeading(6),
};
