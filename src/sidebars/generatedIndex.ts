import GithubSlugger from 'github-slugger';
import type { ContentRoot, SiteConfig } from '../config/types.js';
import { quoteRouteText, routeProblem, unsafeRouteText } from '../content/routeSafety.js';
import { joinRoute } from '../content/routes.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { GeneratedIndexLink } from '../content/types.js';
import type { Page, PageVersion } from '../shared/types.js';
import type { SidebarCategory, SidebarItem, Sidebars } from './types.js';

/** The theme component that renders a generated index page (templates/pages/GeneratedIndex.tsx). */
export const GENERATED_INDEX_COMPONENT = 'GeneratedIndex';

/** Whether a page is a category's generated index (made here, not read from a file). */
export const isGeneratedIndexPage = (page: Page): boolean => page.body.type === 'component' && page.body.name === GENERATED_INDEX_COMPONENT;

/** One card of a generated index: an entry of the category. */
export interface IndexCard {
  title: string;
  href: string;
  description?: string;
}

/** What a generated index page shows. */
export interface GeneratedIndexData {
  description?: string;
  cards: IndexCard[];
}

function categoriesWithIndex(items: SidebarItem[], out: SidebarCategory[] = []): SidebarCategory[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.generatedIndex && !item.docId) out.push(item);
    categoriesWithIndex(item.items, out);
  }
  return out;
}

/**
 * The content folder the sidebar belongs to (its route base and version are its generated indexes'): the folder whose sidebars file defines it (a
 * version's own `versioned_sidebars/` file, another docs instance's), else the folder whose pages make it up
 * (the first folder's otherwise).
 */
function ownerRootOf(config: SiteConfig, sidebar: string, owners: ReadonlyMap<string, { root: ContentRoot }>): ContentRoot | undefined {
  return owners.get(sidebar)?.root ?? config.content.find((root) => root.sidebar === sidebar) ?? config.content[0];
}

/** A generated index to make: its category, the sidebar it is in, and the docs version that sidebar is of. */
export interface GeneratedIndexEntry {
  sidebar: string;
  category: SidebarCategory;
  version?: PageVersion;
}

/**
 * Gives every category whose `link` is a generated index its page's route (Docusaurus's rule: `slug` under the
 * route base of the docs (the version) the sidebar belongs to, else `/category/<label slug>`), so the sidebar leads there. A route another page has is an
 * error at the category. Returns the categories, for `generatedIndexPages` once the sidebars are complete.
 */
export function assignGeneratedIndexRoutes(
  sidebars: Sidebars,
  config: SiteConfig,
  takenRoutes: Map<string, Page>,
  errors: DocsGenError[],
  owners: ReadonlyMap<string, { root: ContentRoot }> = new Map(),
): GeneratedIndexEntry[] {
  const found: GeneratedIndexEntry[] = [];
  const claimed = new Map<string, SidebarCategory>();
  const sluggers = new Map<string, GithubSlugger>();
  // A folder's category reached from two sidebars (a sidebar of the file and one generated) keeps its one page.
  const routeOf = new Map<GeneratedIndexLink, string>();
  for (const [sidebar, items] of Object.entries(sidebars)) {
    const root = ownerRootOf(config, sidebar, owners);
    const base = root?.routeBasePath ?? '/';
    // The page is one of the version's, as in Docusaurus (its banner, badge, navbar links, search and llms.txt).
    const version = root?.version ? { set: root.version.set, name: root.version.name } : undefined;
    if (!sluggers.has(base)) sluggers.set(base, new GithubSlugger());
    for (const category of categoriesWithIndex(items)) {
      const link = category.generatedIndex!;
      const known = routeOf.get(link);
      if (known) {
        category.href = known;
        category.docId = generatedIndexId(known);
        continue;
      }
      const route = joinRoute(base, link.slug ?? `/category/${sluggers.get(base)!.slug(category.label)}`);
      // The slug is the site's text like a page's: it must keep the page inside the site.
      const unsafe = (link.slug !== undefined ? unsafeRouteText(link.slug) : undefined) ?? routeProblem(route);
      if (unsafe) {
        errors.push(new DocsGenError(`The generated index of category "${category.label}" has the route ${quoteRouteText(route)}, which ${unsafe}`, { ...category.origin, hint: 'Give the category link another `slug`.' }));
        continue;
      }
      const other = claimed.get(route);
      const page = takenRoutes.get(route);
      if (page || other) {
        errors.push(
          new DocsGenError(`The generated index of category "${category.label}" would be at ${route}, which ${page ? `the page ${page.id} has` : `the category "${other!.label}" already uses`}`, {
            ...category.origin,
            hint: 'Give the category link a `slug` of its own.',
          }),
        );
        continue;
      }
      claimed.set(route, category);
      routeOf.set(link, route);
      category.href = route;
      category.docId = generatedIndexId(route);
      found.push({ sidebar, category, ...(version ? { version } : {}) });
    }
  }
  return found;
}

export const generatedIndexId = (route: string) => `#generated-index:${route}`;

function cardOf(item: SidebarItem, pagesById: Map<string, Page>): IndexCard | undefined {
  if (item.type === 'html' || !item.href) return undefined;
  if (item.type === 'link') {
    if (item.unlisted) return undefined;
    const page = item.docId ? pagesById.get(item.docId) : undefined;
    return { title: item.label, href: item.href, description: item.description ?? page?.description };
  }
  const count = item.items.filter((child) => child.type !== 'html').length;
  const linked = item.docId ? pagesById.get(item.docId) : undefined;
  return { title: item.label, href: item.href, description: item.description ?? linked?.description ?? `${count} item${count === 1 ? '' : 's'}` };
}

/** The generated index pages, made once every category knows where it leads (their cards link there). */
export function generatedIndexPages(found: GeneratedIndexEntry[], pagesById: Map<string, Page>): Page[] {
  const pages = new Map<string, Page>();
  for (const { sidebar, category, version } of found) {
    const link = category.generatedIndex!;
    const route = category.href!;
    if (pages.has(route)) continue;
    const title = link.title ?? category.label;
    const description = link.description ?? category.description;
    const data: GeneratedIndexData = {
      description,
      cards: category.items.map((item) => cardOf(item, pagesById)).filter((card): card is IndexCard => card !== undefined),
    };
    pages.set(route, {
      id: category.docId!,
      route,
      sourceFile: category.origin?.file ?? '',
      title,
      description,
      keywords: link.keywords,
      sidebarLabel: category.label,
      dirId: '',
      defaultSidebar: sidebar,
      frontMatter: { title, description, keywords: link.keywords, image: link.image, displayed_sidebar: sidebar },
      toc: [],
      anchors: [],
      links: [],
      sections: [{ anchor: '', headings: [], text: [description, ...data.cards.map((card) => `${card.title}. ${card.description ?? ''}`)].filter(Boolean).join(' ') }],
      assets: [],
      body: { type: 'component', name: GENERATED_INDEX_COMPONENT, props: data as unknown as Record<string, unknown> },
      hasOwnH1: false,
      ...(version ? { version } : {}),
    });
  }
  return [...pages.values()];
}
