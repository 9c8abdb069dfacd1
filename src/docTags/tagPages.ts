import { ENGLISH, type MessageText } from '../shared/messageText.js';
import type { BlogTag, Page } from '../shared/types.js';
import type { DocsGenError } from '../errors/DocsGenError.js';
import { madePageCollisions } from '../content/madePageCollisions.js';

/** The page components of the docs' tag pages (templates/layout/DocTagPages.tsx). */
export const DOC_TAGS_PAGE = 'DocTagsListPage';
export const DOC_TAG_PAGE = 'DocTagDocListPage';

/** A tag as the tags page lists it. */
export interface DocTagsProps {
  tags: (BlogTag & { count: number })[];
}

/** A tag's page: its docs, by id, in title order. */
export interface DocTagProps {
  tag: BlogTag & { count: number; allTagsPath: string };
  docs: string[];
}

function tagPage(id: string, route: string, title: string, name: string, props: object, sourceFile: string, unlisted: boolean): Page {
  return {
    id,
    route,
    sourceFile,
    title,
    description: title,
    sidebarLabel: title,
    dirId: '',
    defaultSidebar: '',
    frontMatter: unlisted ? { unlisted: true } : {},
    toc: [],
    anchors: [],
    links: [],
    sections: [],
    assets: [],
    body: { type: 'component', name, props: props as Record<string, unknown> },
    hasOwnH1: true,
    layout: 'page',
    listsPages: true,
  };
}

/** The route of the tags page a tag's page is under: the part of its permalink before the tag. */
const tagsRouteOf = (tag: BlogTag) => tag.permalink.replace(/[^/]+\/$/, '');

/**
 * The docs' tag pages, as Docusaurus makes them for each docs folder (and each of its versions): the tags page,
 * listing the tags of its listed docs with their numbers of docs, and each tag's page, listing its listed docs by
 * title. A tag only unlisted docs carry still has its page (their tags link to it), itself unlisted.
 */
export function docTagPages(pages: Page[], { text, plural }: MessageText = ENGLISH): Page[] {
  const byTag = new Map<string, { tag: BlogTag; docs: Page[]; sourceFile: string }>();
  for (const page of pages) {
    for (const tag of page.tags ?? []) {
      const entry = byTag.get(tag.permalink) ?? { tag, docs: [], sourceFile: page.sourceFile };
      entry.docs.push(page);
      byTag.set(tag.permalink, entry);
    }
  }
  const lists = new Map<string, { tags: DocTagsProps['tags']; sourceFile: string }>();
  const out: Page[] = [];
  for (const { tag, docs, sourceFile } of byTag.values()) {
    const listed = docs.filter((doc) => !doc.frontMatter.unlisted).sort((a, b) => a.title.localeCompare(b.title));
    const allTagsPath = tagsRouteOf(tag);
    const nDocsTagged = plural(listed.length, text('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', { count: listed.length }));
    const title = text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: tag.label });
    const props: DocTagProps = { tag: { ...tag, count: listed.length, allTagsPath }, docs: listed.map((doc) => doc.id) };
    out.push(tagPage(`tags:${tag.permalink}`, tag.permalink, title, DOC_TAG_PAGE, props, sourceFile, !listed.length));
    if (!listed.length) continue;
    const list = lists.get(allTagsPath) ?? { tags: [], sourceFile };
    list.tags.push({ ...tag, count: listed.length });
    lists.set(allTagsPath, list);
  }
  for (const [route, { tags, sourceFile }] of lists) {
    tags.sort((a, b) => a.label.localeCompare(b.label));
    out.push(tagPage(`tags:${route}`, route, text('theme.tags.tagsPageTitle', 'Tags'), DOC_TAGS_PAGE, { tags } satisfies DocTagsProps, sourceFile, false));
  }
  return out;
}

/**
 * Tag pages whose route a page has: one of the two would be lost. Each is an error at that page, whose slug or name
 * moves it (a doc tagged `setup` beside a doc at `tags/setup`).
 */
export function tagRouteCollisions(made: Page[], others: Page[]): DocsGenError[] {
  const what = (page: Page) => (page.body.type === 'component' && page.body.name === DOC_TAGS_PAGE ? "the docs' tags page" : "a tag's page of the docs");
  return madePageCollisions(made, others, what, 'Give the page another slug or file name, or the tag another label or permalink.');
}
