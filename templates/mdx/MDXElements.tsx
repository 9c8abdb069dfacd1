import { Children, isValidElement, type ComponentProps, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
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

/**
 * A `<details>` written in Markdown (or a site's map's `details`), drawn as the theme's Details: its `<summary>`
 * child is the summary, the rest its content, as Docusaurus's MDXDetails splits them (the line breaks between
 * the HTML's tags left out).
 */
export function MDXDetails({ children, summary, open }: ComponentProps<typeof Details>) {
  const items = Children.toArray(children);
  const written = items.find((item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === 'summary');
  return (
    <Details summary={summary ?? written?.props.children} open={open}>
      {items.filter((item) => item !== written && !(typeof item === 'string' && !item.trim()))}
    </Details>
  );
}

export function MDXHeading(props: ComponentProps<typeof Heading>) {
  return <Heading {...props} />;
}
