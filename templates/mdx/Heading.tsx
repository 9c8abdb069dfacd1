import type { HTMLAttributes } from 'react';
import { textOf } from './textOf.js';

type Level = 2 | 3 | 4 | 5 | 6;

/**
 * Section headings with a "#" link to themselves, shown on hover or focus. The "#" is drawn by CSS, so the
 * heading's text (read by search, the TOC and screen readers) stays exactly what the author wrote.
 */
function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`} />}
      </Tag>
    );
  };
}

export const headingComponents = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
};
