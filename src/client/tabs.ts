import { NAVIGATED_EVENT } from './router.js';

const GROUP_KEY = (group: string) => `docs-gen.tabs.${group}`;

/** localStorage that never throws: blocked storage (private modes, policies) just forgets the choice. */
function readChoice(group: string): string | null {
  try {
    return localStorage.getItem(GROUP_KEY(group));
  } catch {
    return null;
  }
}

function saveChoice(group: string, value: string): void {
  try {
    saveChoice(group, value);
  } catch {
    /* blocked: the choice lasts for this page */
  }
}

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

/** Shows the remembered tab of every grouped tab set on the page. */
function restoreChoices(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]').forEach((tabs) => {
    const saved = readChoice(tabs.dataset.groupId!);
    if (saved) select(tabs, saved);
  });
}

/**
 * Tab switching with arrow keys; tabs sharing a `groupId` switch together and remember the choice, also on
 * pages swapped in by client navigation.
 */
export function initTabs(): void {
  restoreChoices();
  document.addEventListener(NAVIGATED_EVENT, restoreChoices);
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab) return;
    const tabs = tab.closest<HTMLElement>('[data-tabs]')!;
    const value = tab.dataset.value!;
    select(tabs, value);
    const group = tabs.dataset.groupId;
    if (group) {
      saveChoice(group, value);
      document.querySelectorAll(`[data-tabs][data-group-id="${CSS.escape(group)}"]`).forEach((other) => select(other, value));
    }
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
