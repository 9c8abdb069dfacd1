import { Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A `<title>` written with several children (`{title} {delimiter} {tagline}`) as one string: React renders a
 * title only from a string, where Docusaurus's Helmet joins the parts (an empty part, `undefined`, as nothing).
 */
function withTitleAsText(child: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== 'title' || !Array.isArray(child.props.children)) return child;
  const text = (child.props.children as unknown[]).map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : '')).join('');
  return cloneElement(child as ReactElement<{ children?: ReactNode }>, undefined, text);
}

type Attributes = Record<string, unknown>;

/** Helmet's props, by which Docusaurus's `Head` (and a site's own `<Helmet>`) also sets the head. */
export interface HeadProps {
  children?: ReactNode;
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  meta?: Attributes[];
  link?: Attributes[];
  script?: Attributes[];
  style?: Attributes[];
  noscript?: Attributes[];
  base?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
}

/** A tag given as Helmet's object (`{ type, innerHTML }`, `{ cssText }`): its text is the element's, unescaped. */
function tagOf(type: string, { innerHTML, cssText, ...props }: Attributes, key: number): ReactElement {
  const text = innerHTML ?? cssText;
  return createElement(type, { key, ...props, ...(typeof text === 'string' ? { dangerouslySetInnerHTML: { __html: text } } : {}) });
}

function titled(title: string | undefined, template: string | undefined, fallback: string | undefined): string | undefined {
  if (title === undefined || title === '') return fallback;
  return template ? template.replace(/%s/g, title) : title;
}

/**
 * `@docusaurus/Head` and react-helmet-async's `Helmet`. React hoists a `<title>`, `<meta>` and `<link>` written
 * anywhere into the document's head (the renderer then keeps the page's own over the theme's: `pageHeadOverrides`);
 * the rest (a `<script>`, a `<style>`, and `<html>`/`<body>`, whose attributes Helmet sets on the document's) is
 * written in a `<head>` of its own, which the renderer moves into the document's (`pageHeadElements`).
 */
export default function Head({ children, title, titleTemplate, defaultTitle, meta, link, script, style, noscript, base, htmlAttributes, bodyAttributes }: HeadProps) {
  const parts: ReactNode[] = Children.map(children, withTitleAsText) ?? [];
  const childTitle = parts.find((part): part is ReactElement<{ children?: ReactNode }> => isValidElement(part) && part.type === 'title');
  const text = titled(title ?? (typeof childTitle?.props.children === 'string' ? childTitle.props.children : undefined), titleTemplate, defaultTitle);
  const tags: ReactNode[] = parts.filter((part) => part !== childTitle);
  if (text !== undefined) tags.push(<title key="title">{text}</title>);
  const lists: [string, Attributes[] | undefined][] = [
    ['meta', meta],
    ['link', link],
    ['script', script],
    ['style', style],
    ['noscript', noscript],
    ['base', base && [base]],
    ['html', htmlAttributes && [htmlAttributes]],
    ['body', bodyAttributes && [bodyAttributes]],
  ];
  for (const [type, list] of lists) for (const attributes of list ?? []) tags.push(tagOf(type, attributes, tags.length));
  // Every tag has its key: the children's from Children.map, the props' their place.
  const hoisted: ReactNode[] = [];
  const rest: ReactNode[] = [];
  for (const tag of tags) (isValidElement(tag) && HOISTED.has(tag.type as string) ? hoisted : rest).push(tag);
  return (
    <>
      {hoisted}
      {rest.length > 0 && <head>{rest}</head>}
    </>
  );
}

/** What React itself places in the document's head, wherever it is written. */
const HOISTED = new Set(['title', 'meta', 'link']);

/** react-helmet-async's provider: every page already has the one head React renders into. */
export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
