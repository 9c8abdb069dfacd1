import { TAB_CHOICE_KEY_PREFIX } from '../shared/tabChoice.js';
import { NAVIGATED_EVENT } from './router.js';
import { readStorage, writeStorage } from './storage.js';

const readChoice = (group: string) => readStorage(TAB_CHOICE_KEY_PREFIX + group);
const saveChoice = (group: string, value: string) => writeStorage(TAB_CHOICE_KEY_PREFIX + group, value);

function select(tabs: Element, value: string): boolean {
  const tab = tabs.querySelector<HTMLButtonElement>(`[role="tab"][data-value="${CSS.escape(value)}"]`);
  if (!tab) return false;
  tabs.querySelectorAll<HTMLButtonElement>('[role="tab"]').forEach((t) => {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  });
  return true;
}

const groupSelector = (group: string) => `[data-tabs][data-group-id="${CSS.escape(group)}"]`;

/** Docusaurus's order: a value in the query string, then the group's stored choice, else the default stays. */
function restoreChoices(): void {
  const query = new URLSearchParams(location.search);
  document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id], [data-tabs][data-query-key]').forEach((tabs) => {
    const key = tabs.dataset.queryKey;
    const fromQuery = key ? query.get(key) : null;
    if (fromQuery && select(tabs, fromQuery)) return;
    const saved = tabs.dataset.groupId ? readChoice(tabs.dataset.groupId) : null;
    if (saved) select(tabs, saved);
  });
}

/** A `queryString` tab set writes its choice into the URL, replacing the history entry (a tab is not a page). */
function writeQuery(key: string, value: string): void {
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url.href);
}

function choose(tabs: HTMLElement, value: string): void {
  select(tabs, value);
  const { groupId, queryKey } = tabs.dataset;
  if (queryKey) writeQuery(queryKey, value);
  if (!groupId) return;
  saveChoice(groupId, value);
  document.querySelectorAll(groupSelector(groupId)).forEach((other) => {
    if (other !== tabs) select(other, value);
  });
}

/**
 * Tab switching with arrow keys. Tabs sharing a `groupId` switch together and the choice is stored under
 * Docusaurus's key, so it holds on other pages (also those swapped in by client navigation) and after a reload.
 */
export function initTabs(): void {
  restoreChoices();
  document.addEventListener(NAVIGATED_EVENT, restoreChoices);
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab) return;
    const tabs = tab.closest<HTMLElement>('[data-tabs]')!;
    const before = tab.getBoundingClientRect().top;
    choose(tabs, tab.dataset.value!);
    // Other tab sets of the group above this one may change height; keep the clicked tab where the reader sees it.
    const shift = tab.getBoundingClientRect().top - before;
    if (shift) window.scrollBy({ top: shift, behavior: 'instant' });
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const all = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const next = all[(all.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
    next.focus();
    next.click();
  });
}
