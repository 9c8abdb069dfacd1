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
