import path from 'node:path';
import type { CategoryMeta } from '../content/types.js';
import type { Page } from '../shared/types.js';
import type { SidebarItem, SidebarLink } from './types.js';

interface Node {
  name: string;
  dirId: string;
  pages: Page[];
  dirs: Map<string, Node>;
}

type Positioned = { item: SidebarItem; position?: number; name: string };

function sortPositioned(list: Positioned[]): SidebarItem[] {
  return list
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined) return a.position - b.position;
      if (a.position !== undefined) return -1;
      if (b.position !== undefined) return 1;
      // Docusaurus sorts by the name as written, code unit by code unit: `app-launcher.md` before `app.md`, `Z` before `a`.
      return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    })
    .map((p) => p.item);
}

/** A page's name among its folder's entries, as Docusaurus orders them beside its folders' names: its file's name, extension included. */
function entryName(page: Page): string {
  return path.basename(page.originalFile ?? page.sourceFile);
}

export function pageLink(page: Page): SidebarLink {
  return {
    type: 'link',
    label: page.sidebarLabel,
    href: page.route,
    docId: page.id,
    unlisted: page.frontMatter.unlisted || undefined,
    badge: page.sidebarBadge,
    className: page.frontMatter.sidebar_class_name,
    customProps: page.frontMatter.sidebar_custom_props,
  };
}

/**
 * A folder's index doc, Docusaurus's convention: `index`, `README` or a file named like its folder (`faq/faq.md`),
 * compared as written (number prefixes included). Its category's label leads to it.
 */
function isCategoryIndex(page: Page): boolean {
  if (!/\.mdx?$/i.test(page.sourceFile)) return false;
  const file = path.basename(page.sourceFile).replace(/\.mdx?$/i, '').toLowerCase();
  const folder = path.basename(path.dirname(page.sourceFile)).toLowerCase();
  return file === 'index' || file === 'readme' || file === folder;
}

/**
 * Builds sidebar items from the folder layout below `dirName`: folders become categories (labelled by their
 * `_category_` file), pages become links, both ordered by position and then by name.
 */
/** What a category is where it does not say (the config's `sidebarCollapsed` and `sidebarCollapsible`). */
export interface CategoryDefaults {
  collapsed: boolean;
  collapsible: boolean;
}

export function autogenerateItems(pages: Page[], dirName: string, categories: Map<string, CategoryMeta>, defaults: CategoryDefaults): SidebarItem[] {
  const base = dirName === '.' ? '' : dirName.replace(/^\/+|\/+$/g, '');
  const root: Node = { name: base, dirId: base, pages: [], dirs: new Map() };
  const linkedDocs = new Set([...categories.values()].map((c) => c.linkDocId).filter(Boolean));
  for (const page of pages) {
    if (base && page.dirId !== base && !page.dirId.startsWith(`${base}/`)) continue;
    const rest = base ? page.dirId.slice(base.length).replace(/^\//, '') : page.dirId;
    let node = root;
    for (const part of rest ? rest.split('/') : []) {
      const dirId = node.dirId ? `${node.dirId}/${part}` : part;
      if (!node.dirs.has(part)) node.dirs.set(part, { name: part, dirId, pages: [], dirs: new Map() });
      node = node.dirs.get(part)!;
    }
    node.pages.push(page);
  }
  const byId = new Map(pages.map((p) => [p.id, p]));
  const build = (node: Node, indexDoc?: Page): SidebarItem[] => {
    const list: Positioned[] = node.pages
      .filter((page) => !linkedDocs.has(page.id) && page !== indexDoc)
      .map((page) => ({ item: pageLink(page), position: page.sidebarPosition, name: entryName(page) }));
    for (const child of node.dirs.values()) {
      const meta = categories.get(child.dirId);
      const index = meta?.linkDocId || meta?.generatedIndex || meta?.noLink ? undefined : child.pages.find(isCategoryIndex);
      const linked = meta?.linkDocId ? byId.get(meta.linkDocId) : index;
      list.push({
        item: {
          type: 'category',
          // Without a `_category_` label, the folder's name as written, as Docusaurus labels it.
          label: meta?.label ?? child.name,
          items: build(child, index),
          docId: linked?.id,
          href: linked?.route,
          linkUnlisted: linked?.frontMatter.unlisted || undefined,
          ...categoryState(meta, defaults),
          className: meta?.className,
          description: meta?.description,
          customProps: meta?.customProps,
          generatedIndex: linked ? undefined : meta?.generatedIndex,
          origin: meta?.file ? { file: meta.file } : undefined,
        },
        position: meta?.position ?? index?.sidebarPosition ?? meta?.numberPrefix,
        name: child.name,
      });
    }
    return sortPositioned(list);
  };
  return build(root);
}

/** A category's `collapsed` and `collapsible`: its own, else the defaults; one that cannot collapse starts open. */
export function categoryState(own: { collapsed?: boolean; collapsible?: boolean } | undefined, defaults: CategoryDefaults): { collapsed: boolean; collapsible: boolean } {
  const collapsible = own?.collapsible ?? defaults.collapsible;
  return { collapsed: own?.collapsed ?? (collapsible && defaults.collapsed), collapsible };
}
