import type { OutputFile, Page, PageSection } from '../shared/types.js';
import { renderLlmsFullTxt, renderLlmsTxt } from './llmsTxt.js';
import { MarkdownCache } from './markdownCache.js';
import { createMarkdownConverter, type MarkdownConverter } from './markdownPool.js';
import type { PageReading } from './readRenderedPage.js';
import { markdownPageOf, pageUrlsOf } from './pageMarkdown.js';
import { markdownFileOf, offersMarkdown } from '../shared/markdownScope.js';
import type { LlmsSource, MarkdownPage } from './types.js';

/** The pages offered as Markdown, by id. */
export function offeredPageIds(source: LlmsSource): Set<string> {
  return new Set(source.pages.filter((p) => offersMarkdown(source.config, p, source.navigation.get(p.id)?.sidebar)).map((p) => p.id));
}

/**
 * Collects the build's Markdown: `add` each page as it is rendered, `finish` for the files. `add` also reads
 * the page's search sections when asked (one parse of the page serves both), resolving with them.
 */
export interface LlmsEmitter {
  /**
   * `html` is the page as rendered, or the bytes it was written with (a page from the render cache). `renderKey`
   * is its render cache key, when it has one: the HTML is a function of it, so its Markdown is cached by it
   * rather than by a hash of the HTML.
   */
  add(page: Page, html: string | Buffer, sections?: boolean, renderKey?: string): Promise<PageSection[] | undefined>;
  finish(): Promise<OutputFile[]>;
}

/**
 * The build's Markdown outputs: `<route>index.md` for every offered page, converted from the HTML just
 * rendered (one read of each page's content, beside the render loop, on a second thread where there is a
 * second core), then `llms.txt` and `llms-full.txt`. No Markdown when the site turned them off.
 */
export function createLlmsEmitter(source: LlmsSource, cache: MarkdownCache, started?: MarkdownConverter): LlmsEmitter {
  const enabled = source.config.llms.enabled;
  const offered = enabled ? offeredPageIds(source) : new Set<string>();
  // Started on the first page that needs reading unless the caller started one: a rebuild of unchanged pages
  // needs no thread. The emitter closes it either way.
  let converter: MarkdownConverter | undefined = started;
  const converting: Promise<MarkdownPage>[] = [];
  return {
    add(page, html, sections = false, renderKey) {
      const offers = offered.has(page.id);
      const url = offers || sections ? pageUrlsOf(source.config, page).url : '';
      // Hashing every page's HTML for a key costs a large site a visible share of a build without a cache.
      const key = offers && cache.enabled ? MarkdownCache.key(renderKey === undefined ? { html } : { renderKey }, url) : undefined;
      const cached = key === undefined ? undefined : cache.get(key);
      const wanted = { markdown: offers && cached === undefined, sections };
      const reading = wanted.markdown || wanted.sections ? (converter ??= createMarkdownConverter()).convert(typeof html === 'string' ? html : html.toString('utf8'), url, wanted) : Promise.resolve<PageReading>({});
      if (offers) {
        const body =
          cached !== undefined
            ? Promise.resolve(cached)
            : reading.then(({ markdown = '' }) => {
                if (key !== undefined) cache.set(key, markdown);
                return markdown;
              });
        converting.push(body.then((markdown) => markdownPageOf(source.config, page, markdown)));
      }
      return reading.then((r) => r.sections);
    },
    async finish() {
      try {
        const pages = await Promise.all(converting);
        if (!enabled) return [];
        const markdown = new Map(pages.map((m) => [m.page.id, m]));
        cache.save();
        return [
          ...pages.map((m) => ({ path: markdownFileOf(m.page.route), contents: m.markdown })),
          { path: 'llms.txt', contents: renderLlmsTxt(source, offered) },
          { path: 'llms-full.txt', contents: renderLlmsFullTxt(source, markdown) },
        ];
      } finally {
        await converter?.close();
      }
    },
  };
}
