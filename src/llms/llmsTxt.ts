import { escapeTags, markdownUrl } from './hastToMarkdown.js';
import { lastVersionNames } from '../config/docsVersions.js';
import { navTargetKey } from '../shared/navTargetKey.js';
import { urlContextOf } from '../shared/url.js';
import type { Page } from '../shared/types.js';
import { resolveUrl } from '../shared/url.js';
import type { SidebarItem } from '../sidebars/types.js';
import { markdownPathOf } from '../shared/markdownScope.js';
import type { LlmsSource, MarkdownPage } from './types.js';

/** A titled list of pages: one `##` section of `llms.txt`. */
interface Section {
  title: string;
  pages: Page[];
}

/** A sidebar's name for people: the label of the navbar link leading into it, else its id. */
function sidebarTitles(source: LlmsSource): Map<string, string> {
  const titles = new Map<string, string>();
  const byRoute = new Map(source.pages.map((p) => [p.route, p]));
  source.config.navbar.items.forEach((item, index) => {
    if (item.type !== 'link' || !item.label) return;
    const route = source.navRoutes.get(navTargetKey(index)) ?? item.to;
    const page = route ? byRoute.get(route) : undefined;
    const sidebar = page && source.navigation.get(page.id)?.sidebar;
    if (sidebar && !titles.has(sidebar)) titles.set(sidebar, item.label);
  });
  return titles;
}

/**
 * The sections in sidebar order: each sidebar's top-level pages, then one section per category (nested
 * categories named by their trail). A page shows once, where it first appears; pages in no sidebar follow.
 */
export function sectionsOf(source: LlmsSource, offered: { has(pageId: string): boolean }): Section[] {
  const byId = new Map(source.pages.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const sections: Section[] = [];
  // Of versioned docs, the files list the last version: the one readers are sent to (each version keeps its pages' Markdown).
  const lastVersions = lastVersionNames(source.config.docsVersions);
  const take = (docId: string | undefined, unlisted: boolean | undefined, into: Page[]) => {
    const page = docId ? byId.get(docId) : undefined;
    if (!page || unlisted || seen.has(page.id) || !offered.has(page.id)) return;
    if (page.version && lastVersions.get(page.version.set) !== page.version.name) return;
    seen.add(page.id);
    into.push(page);
  };
  const walk = (items: SidebarItem[], trail: string[], into: Section) => {
    for (const item of items) {
      if (item.type === 'link') take(item.docId, item.unlisted, into.pages);
    }
    for (const item of items) {
      if (item.type !== 'category') continue;
      const section: Section = { title: [...trail, item.label].join(' › '), pages: [] };
      sections.push(section);
      take(item.docId, item.linkUnlisted, section.pages);
      walk(item.items, [...trail, item.label], section);
    }
  };
  const titles = sidebarTitles(source);
  for (const [name, items] of Object.entries(source.sidebars)) {
    const title = titles.get(name) ?? name.charAt(0).toUpperCase() + name.slice(1);
    const top: Section = { title, pages: [] };
    sections.push(top);
    walk(items, [title], top);
  }
  const rest: Section = { title: 'Other pages', pages: [] };
  for (const page of source.pages) if (!page.frontMatter.unlisted) take(page.id, false, rest.pages);
  sections.push(rest);
  return sections.filter((s) => s.pages.length > 0);
}

/** One line of a list, kept on one line whatever the description holds, and never read as an HTML tag. */
function oneLine(text: string): string {
  return escapeTags(text.replace(/\s+/g, ' ').trim());
}

/** `llms.txt` (llmstxt.org): title, summary, then a section per sidebar and category linking each page's Markdown. */
export function renderLlmsTxt(source: LlmsSource, offered: Set<string>): string {
  const { config } = source;
  const ctx = { ...urlContextOf(config), router: 'browser' as const };
  const lines = [`# ${oneLine(config.title)}`, ''];
  if (config.tagline) lines.push(`> ${oneLine(config.tagline)}`, '');
  if (config.llms.description) lines.push(config.llms.description.trim(), '');
  for (const section of sectionsOf(source, offered)) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const url = markdownUrl(resolveUrl(markdownPathOf(page.route), ctx, { absolute: true }));
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${url})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `llms-full.txt`: every page's Markdown in sidebar order, each under its title with its URL. */
export function renderLlmsFullTxt(source: LlmsSource, offered: Map<string, MarkdownPage>): string {
  const { config } = source;
  const head = [`# ${oneLine(config.title)}`, ''];
  if (config.tagline) head.push(`> ${oneLine(config.tagline)}`, '');
  const parts = sectionsOf(source, offered).flatMap((s) =>
    s.pages.map((page) => {
      const md = offered.get(page.id)!;
      const newline = md.markdown.indexOf('\n');
      const title = md.markdown.slice(0, newline);
      return `${title}\n\nURL: ${md.url}${md.markdown.slice(newline)}`;
    }),
  );
  return `${head.join('\n')}\n${parts.join('\n---\n\n')}`;
}
