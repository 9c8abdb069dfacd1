import { tr } from './strings.js';
import { sidebarListId, TOGGLE_LABEL } from '../shared/sidebarFileFormat.js';
import { NAVIGATED_EVENT } from './router.js';
import { loadSidebarFile } from './sidebarFile.js';

/**
 * Sidebar categories open and close independently: opening one never collapses the others (SPEC §2). On a large
 * sidebar a page leaves out the entries of collapsed categories and the ends of long lists (templates/layout/
 * sidebarWindow.ts); they are filled in from the sidebar's shared file when a reader opens or asks for them.
 */

const fileOf = (el: Element) => el.closest('[data-sidebar-file]')?.getAttribute('data-sidebar-file') ?? null;

function entries(html: string[]): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.join('');
  return template.content;
}

/** A category's toggle, cloned from the page's template, controlling the box with id `controls`. */
function toggleFor(prototype: Element, row: Element, controls: string, open: boolean): HTMLButtonElement {
  const toggle = prototype.cloneNode(true) as HTMLButtonElement;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-controls', controls);
  toggle.setAttribute('aria-label', tr(TOGGLE_LABEL, { label: row.querySelector('.sidebar-category-link')?.textContent ?? row.textContent ?? '' }));
  return toggle;
}

/**
 * Gives each collapsed category sent as a bare label (`li[data-sidebar-lazy]`) its toggle, cloned from the page's
 * template, and its empty box, which keeps the list key until it is filled; and each open category sent without
 * its toggle (`li[data-sidebar-open]`) its toggle, controlling the box it has.
 */
function setUpCategories(root: ParentNode): void {
  const template = document.querySelector<HTMLTemplateElement>('template.sidebar-toggle-template');
  const prototype = template?.content.firstElementChild;
  if (!prototype) return;
  for (const item of root.querySelectorAll<HTMLElement>('li[data-sidebar-lazy]')) {
    const key = item.dataset.sidebarLazy ?? '';
    const row = item.querySelector('.sidebar-category-row');
    if (!row) continue;
    row.append(toggleFor(prototype, row, sidebarListId(key), false));
    const box = document.createElement('div');
    box.id = sidebarListId(key);
    box.className = 'sidebar-category-items';
    box.hidden = true;
    box.dataset.sidebarLazy = key;
    item.append(box);
    delete item.dataset.sidebarLazy;
  }
  for (const item of root.querySelectorAll<HTMLElement>('li[data-sidebar-open]')) {
    const row = item.querySelector(':scope > .sidebar-category-row');
    const box = item.querySelector(':scope > .sidebar-category-items');
    if (!row || !box?.id) continue;
    row.append(toggleFor(prototype, row, box.id, !box.hasAttribute('hidden')));
    delete item.dataset.sidebarOpen;
  }
}

async function listOf(el: Element, key: string): Promise<string[]> {
  const url = fileOf(el);
  if (!url) throw new Error('docs-gen: a sidebar entry left out of the page, but no sidebar file named');
  const list = (await loadSidebarFile(url)).lists[key];
  if (!list) throw new Error(`docs-gen: the sidebar file has no list "${key}"`);
  return list;
}

function setExpanded(toggle: HTMLButtonElement, box: HTMLElement | null, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  toggle.closest('.sidebar-category')?.classList.toggle('collapsed', !open);
  if (box) box.hidden = !open;
}

/** Fills a collapsed category's empty box; when that fails, the reader goes to the category's target instead. */
async function fillCategory(toggle: HTMLButtonElement, box: HTMLElement): Promise<void> {
  const key = box.dataset.sidebarLazy;
  if (key === undefined || box.getAttribute('aria-busy')) return;
  box.setAttribute('aria-busy', 'true');
  try {
    const list = document.createElement('ul');
    list.className = 'sidebar-list sidebar-sublist';
    list.append(entries(await listOf(box, key)));
    setUpCategories(list);
    box.replaceChildren(list);
    delete box.dataset.sidebarLazy;
  } catch (error) {
    console.warn(error);
    setExpanded(toggle, box, false);
    toggle.closest('.sidebar-category-row')?.querySelector<HTMLAnchorElement>('a[href]')?.click();
  } finally {
    box.removeAttribute('aria-busy');
  }
}

/** Replaces a "Show N more" row with the entries it stands for, keeping the entries below it where they were. */
async function showMore(link: HTMLAnchorElement): Promise<void> {
  const row = link.closest('li');
  const [from, to] = (link.dataset.sidebarRange ?? '').split('-').map(Number);
  try {
    const html = (await listOf(link, link.dataset.sidebarMore ?? '')).slice(from, to);
    if (!row?.isConnected) return;
    const scroller = row.closest<HTMLElement>('[data-sidebar]');
    const next = row.nextElementSibling;
    const top = next?.getBoundingClientRect().top;
    const added = entries(html);
    setUpCategories(added);
    const first = added.querySelector<HTMLElement>('a[href], button');
    row.replaceWith(added);
    // Entries added above the window would push the reader's place down: the sidebar scrolls along.
    if (scroller && next && top !== undefined) scroller.scrollTop += next.getBoundingClientRect().top - top;
    first?.focus({ preventScroll: true });
  } catch (error) {
    console.warn(error);
    location.assign(link.href);
  }
}

/** Starts loading the sidebar file as soon as a control that needs it is pointed at or focused. */
function warmUp(event: Event): void {
  const control = (event.target as Element).closest?.('[data-sidebar-toggle], [data-sidebar-more]');
  const url = control && fileOf(control);
  if (url) loadSidebarFile(url).catch(() => undefined);
}

export function initSidebarCategories(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const more = target.closest<HTMLAnchorElement>('a[data-sidebar-more]');
    // Runs before the client router (registered later), which leaves prevented clicks alone.
    if (more && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      void showMore(more);
      return;
    }
    const toggle = target.closest<HTMLButtonElement>('[data-sidebar-toggle]');
    if (!toggle) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    const box = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    setExpanded(toggle, box, open);
    if (open && box?.dataset.sidebarLazy !== undefined) void fillCategory(toggle, box);
  });
  setUpCategories(document);
  // A page swapped in by the client router brings its own sidebar.
  document.addEventListener(NAVIGATED_EVENT, () => setUpCategories(document));
  document.addEventListener('pointerover', warmUp);
  document.addEventListener('focusin', warmUp);
}
