import { Children, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { CodeBlock } from './CodeBlock.js';
import { CodeInline } from './CodeInline.js';
import { Details } from './Details.js';
import { Heading } from './Heading.js';

/**
 * The elements Docusaurus's `@theme/MDXComponents/<Name>` modules provide, for site code that builds its own
 * element map from them. Pages keep the theme's map (fenced code is highlighted at build time).
 */

/** Code on one line is inline `<code>`; code with a line break is a code block (its `language-x` class names the language). */
export function MDXCode({ children, className, metastring, ...rest }: HTMLAttributes<HTMLElement> & { metastring?: string }) {
  const inline = children !== undefined && Children.toArray(children).every((c) => typeof c === 'string' && !c.includes('\n'));
  if (inline) return <CodeInline className={className} {...rest}>{children}</CodeInline>;
  // A fence's code, as Docusaurus's MDXCode gives it to CodeBlock: its language by its class, its meta as written.
  return (
    <CodeBlock className={className} metastring={metastring}>
      {children}
    </CodeBlock>
  );
}

/** A fenced block's `<pre>` only wraps its code, which renders the block itself. */
export function MDXPre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function MDXUl(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}

export function MDXLi(props: HTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}

export function MDXDetails(props: ComponentProps<typeof Details>) {
  return <Details {...props} />;
}

export function MDXHeading(props: ComponentProps<typeof Heading>) {
  return <Heading {...props} />;
}
