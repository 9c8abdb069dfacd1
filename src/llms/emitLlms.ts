import type { OutputFile } from '../emit/assets.js';
import type { RenderedPage } from '../render/types.js';
import { renderLlmsFullTxt, renderLlmsTxt } from './llmsTxt.js';
import { pageMarkdownOf } from './pageMarkdown.js';
import { markdownFileOf, offersMarkdown } from './scope.js';
import type { LlmsSource, MarkdownPage } from './types.js';

/** The pages offered as Markdown, by id. */
export function offeredPageIds(source: LlmsSource): Set<string> {
  return new Set(source.pages.filter((p) => offersMarkdown(source.config, p, source.navigation.get(p.id)?.sidebar)).map((p) => p.id));
}

/**
 * The build's Markdown outputs: `<route>index.md` for every offered page, made from the HTML just rendered
 * (one parse of each page's content), then `llms.txt` and `llms-full.txt`. Nothing when the site turned them off.
 */
export function llmsFilesOf(source: LlmsSource, rendered: RenderedPage[]): OutputFile[] {
  if (!source.config.llms.enabled) return [];
  const offered = offeredPageIds(source);
  const htmlByRoute = new Map(rendered.map((r) => [r.route, r.html]));
  const markdown = new Map<string, MarkdownPage>();
  for (const page of source.pages) {
    const html = htmlByRoute.get(page.route);
    if (offered.has(page.id) && html !== undefined) markdown.set(page.id, pageMarkdownOf(source.config, page, html));
  }
  return [
    ...[...markdown.values()].map((m) => ({ path: markdownFileOf(m.page.route), contents: m.markdown })),
    { path: 'llms.txt', contents: renderLlmsTxt(source, offered) },
    { path: 'llms-full.txt', contents: renderLlmsFullTxt(source, markdown) },
  ];
}
