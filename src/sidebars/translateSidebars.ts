import type { SidebarItem } from './types.js';

/**
 * Translates a sidebar's labels in place with its docs folder's translations (`current.json` of the locale), by
 * Docusaurus's keys: `sidebar.<name>.category.<label>` (and its generated index's `.link.generated-index.title`
 * and `.description`), `sidebar.<name>.link.<label>` and `sidebar.<name>.doc.<label>`. In place, after the
 * generated indexes have their routes: their slugs come from the labels as written, so a page keeps its path in
 * every locale.
 */
export function translateSidebar(items: SidebarItem[], name: string, messages: Record<string, string>): void {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      item.label = messages[`sidebar.${name}.${item.docId !== undefined ? 'doc' : 'link'}.${item.label}`] ?? item.label;
      continue;
    }
    const key = `sidebar.${name}.category.${item.label}`;
    if (item.generatedIndex) {
      const title = messages[`${key}.link.generated-index.title`];
      const description = messages[`${key}.link.generated-index.description`];
      if (title !== undefined || description !== undefined) {
        item.generatedIndex = { ...item.generatedIndex, ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
      }
    }
    item.label = messages[key] ?? item.label;
    translateSidebar(item.items, name, messages);
  }
}

/** The messages a sidebar's translations give, by key, with the labels as written: the keys `translateSidebar` reads. */
export function sidebarMessages(items: SidebarItem[], name: string, out: Record<string, string> = {}): Record<string, string> {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      // A doc's own label is its page's title, translated with the page; a link's is the sidebars file's.
      if (item.docId === undefined) out[`sidebar.${name}.link.${item.label}`] = item.label;
      continue;
    }
    const key = `sidebar.${name}.category.${item.label}`;
    out[key] = item.label;
    if (item.generatedIndex?.title !== undefined) out[`${key}.link.generated-index.title`] = item.generatedIndex.title;
    if (item.generatedIndex?.description !== undefined) out[`${key}.link.generated-index.description`] = item.generatedIndex.description;
    sidebarMessages(item.items, name, out);
  }
  return out;
}
