import { tr } from '../strings.js';
/**
 * The part of search that ships with every page: the navbar button, Ctrl/⌘+K and `/`. The dialog, the search
 * engine and the index load on first use (a separate chunk and a fetch), never with the page.
 */

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.isContentEditable || el?.closest?.('input, textarea, select'));
}

export function initSearch(): void {
  const indexUrl = () => document.querySelector<HTMLElement>('[data-search-index]')?.dataset.searchIndex;
  if (!indexUrl()) return;
  // The button does nothing without this script, so CSS shows it only once this attribute is set.
  document.documentElement.dataset.searchReady = '';
  if (/Mac|iPhone|iPad/.test(navigator.platform)) {
    document.querySelectorAll('.search-button-keys').forEach((kbd) => (kbd.textContent = '⌘ K'));
  }

  let chunk: Promise<typeof import('./dialog.js')> | undefined;
  const load = () =>
    (chunk ??= import('./dialog.js').catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
  // Keys typed while the dialog's code loads are kept and become the start of the query.
  let typed: string | undefined;
  const open = () => {
    const url = indexUrl();
    if (!url) return;
    typed ??= '';
    load().then(
      (m) => {
        const text = typed ?? '';
        typed = undefined;
        m.openSearch(url, text, tr);
      },
      (error: unknown) => {
        typed = undefined;
        console.warn('docs-gen: search could not load.', error);
      },
    );
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key.length === 1) typed += event.key;
      else if (event.key === 'Backspace') typed = typed.slice(0, -1);
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );

  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('[data-search-button]')) open();
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
    if (!modK && !slash) return;
    event.preventDefault();
    open();
  });
  // Hovering the button is a strong hint: fetch the code while the pointer travels.
  document.addEventListener('pointerover', (event) => {
    if ((event.target as Element).closest?.('[data-search-button]')) load().catch(() => undefined);
  });
}
