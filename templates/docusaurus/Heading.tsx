import { createElement, type HTMLAttributes } from 'react';
import { headingComponents } from '../mdx/Heading.js';

/** `@theme/Heading`: `<Heading as="h2" id="x">` is the theme's heading of that level, with its anchor link. */
export default function Heading({ as = 'h2', ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: string }) {
  const themed = headingComponents[as as keyof typeof headingComponents];
  return themed ? createElement(themed, rest) : createElement(as, rest);
}
