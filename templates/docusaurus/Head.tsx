import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A `<title>` written with several children (`{title} {delimiter} {tagline}`) as one string: React renders a
 * title only from a string, where Docusaurus's Helmet joins the parts (an empty part, `undefined`, as nothing).
 */
function withTitleAsText(child: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== 'title' || !Array.isArray(child.props.children)) return child;
  const text = (child.props.children as unknown[]).map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : '')).join('');
  return cloneElement(child as ReactElement<{ children?: ReactNode }>, undefined, text);
}

/**
 * `@docusaurus/Head`: React hoists `<title>`, `<meta>` and `<link>` written anywhere into the document's head;
 * the renderer then keeps the page's own over the theme's (see `pageHeadOverrides`).
 */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{Children.map(children, withTitleAsText)}</>;
}
