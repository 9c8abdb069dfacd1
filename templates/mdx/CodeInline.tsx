import type { ComponentProps } from 'react';

/**
 * Docusaurus's `CodeInline`: code within a line, given the `<code>` element's props. In its own module so that a
 * site's override of it takes the place of the inline code `MDXComponents/Code` renders.
 */
export function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
