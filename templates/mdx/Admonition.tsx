import { Children, isValidElement, type ReactNode } from 'react';
import { AdmonitionBox, RichTitleText } from './AdmonitionBox.js';
import { AdmonitionTypes } from './AdmonitionTypes.js';

/** A title written in Markdown, placed by the compiler as an admonition's first child. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * `:::note Title` blocks (and `<Admonition type>` in MDX), drawn by the component `Admonition/Types` has for the
 * type, or, as in Docusaurus, by its `info` component when it has none.
 */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const items = Children.toArray(children);
  const first = items[0];
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  const body = richTitle ? items.slice(1) : children;
  const own = Object.hasOwn(AdmonitionTypes, type) ? AdmonitionTypes[type] : undefined;
  const Type = own || AdmonitionTypes.info || AdmonitionBox;
  const heading = richTitle ?? title;
  // No `title` key without a title: a type's own default (`{ title: 'Prompt', ...props }`) stands.
  const admonition = (
    <Type type={type} {...(heading !== undefined && { title: heading })}>
      {body}
    </Type>
  );
  return richTitle && typeof title === 'string' ? <RichTitleText.Provider value={{ title: richTitle, text: title }}>{admonition}</RichTitleText.Provider> : admonition;
}
