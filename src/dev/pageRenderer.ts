import { loadComponentCodeLanguages, renderNotingLanguages } from '../render/componentCode.js';
import { renderNotFoundPage, renderPage } from '../render/renderPages.js';
import type { RenderInput } from '../render/types.js';
import type { CollectedLinks, Page } from '../shared/types.js';
import { injectReloadClient } from './clientSnippet.js';

export type RenderOutcome = { ok: true; html: string } | { ok: false; error: unknown };

/**
 * Renders dev pages when they are asked for, not all after every save: an edit then costs one page's
 * render, and only pages someone looks at are rendered. Results are kept until the next update.
 */
export class PageRenderer {
  private outcomes = new Map<string, RenderOutcome>();
  private readonly pagesByRoute;

  constructor(
    private readonly input: RenderInput,
    private readonly onError: (error: unknown) => void,
    /** Told of each page rendered, with the links it registered (its Links'), once per update. */
    private readonly onRendered?: (page: Page, collected: CollectedLinks | undefined) => void,
  ) {
    this.pagesByRoute = new Map(input.pages.map((p) => [p.route, p]));
  }

  pageCount(): number {
    return this.pagesByRoute.size;
  }

  hasRoute(route: string): boolean {
    return this.pagesByRoute.has(route);
  }

  /**
   * The page at a route with the reload client, or the 404 page for `undefined`. A page asking for a code
   * language not loaded yet shows that code plain and is not kept: renderReady, which the browser is served
   * from, loads the language and renders it again.
   */
  render(route: string | undefined): RenderOutcome {
    return this.renderNow(route).outcome;
  }

  /** render, once the code languages the page asks for are loaded. */
  async renderReady(route: string | undefined): Promise<RenderOutcome> {
    const { outcome, languages } = this.renderNow(route);
    if (!languages.length) return outcome;
    await loadComponentCodeLanguages(languages, this.input.config.codeThemes);
    return this.render(route);
  }

  private renderNow(route: string | undefined): { outcome: RenderOutcome; languages: string[] } {
    const key = route ?? '\0not-found';
    const cached = this.outcomes.get(key);
    if (cached) return { outcome: cached, languages: [] };
    const page = route === undefined ? undefined : this.pagesByRoute.get(route);
    let collected: CollectedLinks | undefined;
    const { result: outcome, wanted: languages } = renderNotingLanguages((): RenderOutcome => {
      try {
        const rendered = page ? renderPage(this.input, page) : renderNotFoundPage(this.input);
        collected = rendered.collected;
        return { ok: true, html: injectReloadClient(rendered.html) };
      } catch (error) {
        return { ok: false, error };
      }
    });
    if (languages.length) return { outcome, languages };
    if (!outcome.ok) this.onError(outcome.error);
    else if (page) this.onRendered?.(page, collected);
    this.outcomes.set(key, outcome);
    return { outcome, languages };
  }
}
