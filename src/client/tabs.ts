const GROUP_KEY = (group: string) => `docs-gen.tabs.${group}`;

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

/** Tab switching with arrow keys; tabs sharing a `groupId` switch together and remember the choice. */
export function initTabs(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]').forEach((tabs) => {
    const saved = localStorage.getItem(GROUP_KEY(tabs.dataset.groupId!));
    if (saved) select(tabs, saved);
  });
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab) return;
    const tabs = tab.closest<HTMLElement>('[data-tabs]')!;
    const value = tab.dataset.value!;
    select(tabs, value);
    const group = tabs.dataset.groupId;
    if (group) {
      localStorage.setItem(GROUP_KEY(group), value);
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
