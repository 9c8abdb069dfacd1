import type { ReactNode } from 'react';
import type { RenderContext } from '../../src/render/types.js';
import { useSiteContext } from '../context.js';
import { PageMetadata } from './PageMetadata.js';

/** The routes whose page asked for no footer (`<Layout noFooter>`), by their render context. */
const withoutFooter = new WeakSet<RenderContext>();

/** Whether the page being rendered asked for no footer: the footer renders after the page, so it is known by then. */
export function pageWantsNoFooter(ctx: RenderContext): boolean {
  return withoutFooter.has(ctx);
}

/**
 * `@theme/Layout` in a page or component: the theme already wraps every route in its navbar and footer, so
 * this is the page's body, with `title` and `description` for the head as Docusaurus sets them, its
 * `wrapperClassName` on a wrapper around it, and `noFooter` leaving the theme's footer out.
 */
export default function Layout({ title, description, noFooter, wrapperClassName, children }: { title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string; children?: ReactNode }) {
  const ctx = useSiteContext();
  if (noFooter) withoutFooter.add(ctx);
  return (
    <>
      <PageMetadata title={title} description={description} />
      {wrapperClassName ? <div className={`main-wrapper ${wrapperClassName}`}>{children}</div> : children}
    </>
  );
}
