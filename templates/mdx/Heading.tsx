import type { HTMLAttributes } from 'react';
import { useTranslation } from '../translate.js';
import { textOf } from './textOf.js';

type Level = 2 | 3 | 4 | 5 | 6;
type HeadingTag = `h${Level}` | 'h1';

/**
 * A heading with a "#" link to itself, shown on hover or focus (Docusaurus's `@theme/Heading`). The "#" is drawn
 * by CSS, so the heading's text (read by search, the TOC and screen readers) stays exactly what the author wrote.
 */
/** `as` is the level (`h2` unless given, as `@theme/Heading` is used); a tag that is no heading is rendered as it is. */
export function Heading({ as = 'h2', id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: HeadingTag | (string & {}) }) {
  const Tag = as as HeadingTag;
  const { text } = useTranslation();
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== 'h1' && <a className="hash-link" href={`#${id}`} aria-label={text('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: textOf(children) })} />}
    </Tag>
  );
}
