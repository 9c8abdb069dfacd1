import { Children, isValidElement, type ReactNode } from 'react';
import { AdmonitionBox } from './AdmonitionBox.js';
import { AdmonitionTypes } from './AdmonitionTypes.js';

/** A title written in Markdown, placed by the compiler as an admonition's first child. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** `:::note Title` blocks (and `<Admonition type>` in MDX), drawn by the component `Admonition/Types` has for the type. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const items = Children.toArray(children);
  const first = items[0];
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  const body = richTitle ? items.slice(1) : children;
  const Type = Object.hasOwn(AdmonitionTypes, type) ? AdmonitionTypes[type] : AdmonitionBox;
  return (
    <Type type={type} title={richTitle ?? title} {...(typeof title === 'string' && { titleText: title })}>
      {body}
    </Type>
  );
}
