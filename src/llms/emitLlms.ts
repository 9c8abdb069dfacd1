import type { OutputFile, Page } from '../shared/types.js';
import { renderLlmsFullTxt, renderLlmsTxt } from './llmsTxt.js';
import { MarkdownCache } from './markdownCache.js';
import { createMarkdownConverter, type MarkdownConverter } from './markdownPool.js';
import { markdownPageOf, pageUrlsOf } from './pageMarkdown.js';
import { markdownFileOf, offersMarkdown } from '../shared/markdownScope.js';
import type { LlmsSource, MarkdownPage } from './types.js';

/** The pages offered as Markdown, by id. */
export function offeredPageIds(source: LlmsSource): Set<string> {
  return new Set(source.pages.filter((p) => offersMarkdown(source.config, p, source.navigation.get(p.id)?.sidebar)).map((p) => p.id));
}

/** Collects the build's Markdown: `add` each page as it is rendered, `finish` for the files. */
export interface LlmsEmitter {
  add(page: Page, html: string): void;
  finish(): Promise<OutputFile[]>;
}

/**
 * The build's Markdown outputs: `<route>index.md` for every offered page, converted from the HTML just
 * rendered (one read of each page's content, beside the render loop), then `llms.txt` and `llms-full.txt`.
 * Nothing when the site turned them off.
 */
export function createLlmsEmitter(source: LlmsSource, cache: MarkdownCache): LlmsEmitter {
  if (!source.config.llms.enabled) return { add() {}, finish: async () => [] };
  const offered = offeredPageIds(source);
  // Started on the first page that needs converting: a rebuild of unchanged pages needs no thread.
  let converter: MarkdownConverter | undefined;
  const converting: Promise<MarkdownPage>[] = [];
  return {
    add(page, html) {
      if (!offered.has(page.id)) return;
      const { url } = pageUrlsOf(source.config, page);
      const key = MarkdownCache.key(html, url);
      const cached = cache.get(key);
      const body =
        cached !== undefined
          ? Promise.resolve(cached)
          : (converter ??= createMarkdownConverter()).convert(html, url).then((markdown) => {
              cache.set(key, markdown);
              return markdown;
            });
      converting.push(body.then((markdown) => markdownPageOf(source.config, page, markdown)));
    },
    async finish() {
      try {
        const pages = await Promise.all(converting);
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
