import type { OutputFile } from '../shared/types.js';
import { offeredPageIds } from './emitLlms.js';
import { renderLlmsFullTxt, renderLlmsTxt } from './llmsTxt.js';
import { renderedPageToMarkdown } from './htmlToMarkdown.js';
import { markdownPageOf, pageUrlsOf } from './pageMarkdown.js';
import type { LlmsSource, MarkdownPage } from './types.js';

/**
 * The Markdown outputs made when asked for (dev renders pages on request): `path` is an output path such
 * as `a/b/index.md` or `llms.txt`; undefined when it is none of them or its page cannot be rendered.
 */
export function createLlmsFiles(source: LlmsSource, renderHtml: (route: string) => string | undefined): (path: string) => OutputFile | undefined {
  if (!source.config.llms.enabled) return () => undefined;
  const offered = offeredPageIds(source);
  const byRoute = new Map(source.pages.filter((p) => offered.has(p.id)).map((p) => [p.route, p]));
  const cache = new Map<string, MarkdownPage | undefined>();
  const markdownOf = (route: string): MarkdownPage | undefined => {
    if (!cache.has(route)) {
      const page = byRoute.get(route);
      const html = page && renderHtml(route);
      cache.set(route, page && html !== undefined ? markdownPageOf(source.config, page, renderedPageToMarkdown(html, pageUrlsOf(source.config, page).url)) : undefined);
    }
    return cache.get(route);
  };
  return (path) => {
    if (path === 'llms.txt') return { path, contents: renderLlmsTxt(source, offered) };
    if (path === 'llms-full.txt') {
      const all = new Map<string, MarkdownPage>();
      for (const route of byRoute.keys()) {
        const md = markdownOf(route);
        if (md) all.set(md.page.id, md);
      }
      return { path, contents: renderLlmsFullTxt(source, all) };
    }
    if (path !== 'index.md' && !path.endsWith('/index.md')) return undefined;
    const md = markdownOf(`/${path.slice(0, -'index.md'.length)}`);
    return md && { path, contents: md.markdown };
  };
}
