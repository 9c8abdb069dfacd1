import { highlight } from './highlight.js';

/** What one option of the results list shows and where it leads. */
export interface OptionData {
  url: string;
  title: string;
  /** Section trail; the page title stands in for a page intro. */
  headings: string[];
  excerpt?: string;
  /** Shown under its page's title, which then need not be repeated. */
  grouped?: boolean;
}

type Child = Node | string;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, children: Child[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Text with its matched words in `<mark>`; built from text nodes, never from HTML strings. */
export function marked(text: string, terms: ReadonlySet<string>): Child[] {
  return highlight(text, terms).map(([part, match]) => (match ? el('mark', {}, [part]) : part));
}

/**
 * One `role=option`, the link itself (an `<a href>` may take that role; a link inside an option would nest
 * interactive controls): the section trail (breadcrumb) and excerpt. Choosing it is a click on a real link, so
 * it goes through the client router like any other, and a middle click still opens a tab.
 */
export function renderOption(id: string, data: OptionData, terms: ReadonlySet<string>): HTMLLIElement {
  // A page's intro shows its excerpt alone: the page title above it (the group's label) is its trail.
  const trail = data.headings.length ? data.headings : data.excerpt && data.grouped ? [] : [data.title];
  const parts: Child[] = trail.length ? [el('span', { class: 'search-option-trail' }, trail.flatMap((h, i) => [...(i ? [' › '] : []), ...marked(h, terms)]))] : [];
  if (data.excerpt) parts.push(el('span', { class: 'search-option-excerpt' }, marked(data.excerpt, terms)));
  const option = el('a', { id, role: 'option', 'aria-selected': 'false', href: data.url, tabindex: '-1', class: 'search-option' }, parts);
  return el('li', { role: 'none' }, [option]);
}

/** A labelled `role=group` of options (the APG grouped listbox pattern): one page, or the recent list. */
export function renderGroup(id: string, label: Child[], items: HTMLLIElement[]): HTMLLIElement {
  return el('li', { role: 'none', class: 'search-group' }, [
    el('ul', { role: 'group', 'aria-labelledby': id }, [el('li', { role: 'presentation', id, class: 'search-group-title' }, label), ...items]),
  ]);
}
