import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { Page } from '../markdown/types.js';
import { resolveUrl } from '../shared/url.js';
import { urlContextOf } from '../links/linkResolver.js';
import { markdownPathOf, offersMarkdown } from '../llms/scope.js';
import { loadMdxComponent } from './runMdx.js';
import type { RenderContext, RenderedPage, RenderInput } from './types.js';

function outputFileOf(route: string): string {
  return `${route.replace(/^\//, '')}index.html`;
}

function bodyOf(page: Page, input: RenderInput, components: RenderInput['siteComponents']): ReactElement {
  if (page.body.type === 'mdx') {
    const Content = loadMdxComponent(page.body.code);
    return createElement(Content, { components });
  }
  const Component = input.theme.pageComponents[page.body.name];
  if (!Component) {
    throw new DocsGenError(`The theme has no page component "${page.body.name}"`, { file: page.sourceFile });
  }
  return createElement(Component, { data: page.body.props });
}

function contextFor(input: RenderInput, route: string, page?: Page): RenderContext {
  const ctx = urlContextOf(input.config);
  return {
    config: input.config,
    page,
    navigation: page ? input.navigation.get(page.id) : undefined,
    sidebars: input.sidebars,
    navRoutes: input.navRoutes,
    assets: input.assets,
    resolveLink: page ? (url) => input.resolver(url, page).href : (url) => resolveUrl(url, ctx),
    url: (path, absolute) => resolveUrl(path, ctx, { absolute }),
    route,
    markdownUrl: page && offersMarkdown(input.config, page, input.navigation.get(page.id)?.sidebar) ? resolveUrl(markdownPathOf(page.route), ctx) : undefined,
  };
}

function renderDocument(input: RenderInput, ctx: RenderContext, body: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(createElement(input.theme.Document, { ctx }, body))}`;
}

/** Renders one page to its HTML document; throws a DocsGenError naming the page's file. Dev renders on request with it. */
export function renderPage(input: RenderInput, page: Page): RenderedPage {
  const components = { ...input.theme.mdxComponents, ...input.siteComponents };
  try {
    const ctx = contextFor(input, page.route, page);
    return { route: page.route, file: outputFileOf(page.route), html: renderDocument(input, ctx, bodyOf(page, input, components)) };
  } catch (error) {
    if (error instanceof DocsGenError) throw error;
    throw new DocsGenError(`Rendering failed: ${(error as Error).message}`, { file: page.sourceFile, cause: error });
  }
}

/** Renders the not-found page. */
export function renderNotFoundPage(input: RenderInput): RenderedPage {
  const notFound = contextFor(input, '/404.html');
  return { route: '/404.html', file: '404.html', html: renderDocument(input, notFound, createElement(input.theme.NotFound)) };
}

/**
 * Stage 6: renders every page, and the 404 page, to complete HTML documents. Reports every failing page.
 * `onRendered` sees each page as soon as it is rendered (the Markdown conversion runs beside the loop).
 */
export function renderPages(input: RenderInput, onRendered?: (page: Page, rendered: RenderedPage) => void): RenderedPage[] {
  const out: RenderedPage[] = [];
  const errors: DocsGenError[] = [];
  for (const page of input.pages) {
    try {
      const rendered = renderPage(input, page);
      out.push(rendered);
      onRendered?.(page, rendered);
    } catch (error) {
      errors.push(error as DocsGenError);
    }
  }
  out.push(renderNotFoundPage(input));
  if (errors.length) throw combineErrors(errors);
  return out;
}
