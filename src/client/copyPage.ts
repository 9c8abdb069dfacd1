import { tr } from './strings.js';
import { NAVIGATED_EVENT } from './router.js';

const RESET_MS = 2000;

function reveal(): void {
  document.querySelectorAll<HTMLElement>('[data-copy-page]').forEach((el) => (el.hidden = false));
}

/** Where the clipboard API is missing (plain HTTP, older browsers): a selected hidden textarea and the copy command. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard) return await navigator.clipboard.writeText(text);
  } catch {
    // Refused (no permission, document not focused): the older route may still work.
  }
  if (!copyWithTextarea(text)) throw new Error('copy refused');
}

function show(box: HTMLElement, label: string, status: string): void {
  const labelEl = box.querySelector('.copy-page-label');
  const statusEl = box.querySelector('.copy-page-status');
  if (labelEl) labelEl.textContent = label;
  if (statusEl) statusEl.textContent = status;
}

/**
 * "Copy page": fetches the page's Markdown when clicked (nothing is loaded with the page) and copies it.
 * Delegated from `document`, so the button of a page swapped in by client navigation works as well.
 */
export function initCopyPage(): void {
  reveal();
  document.addEventListener(NAVIGATED_EVENT, reveal);
  const timers = new WeakMap<HTMLElement, number>();
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.copy-page-button');
    const box = button?.closest<HTMLElement>('[data-copy-page]');
    if (!button || !box) return;
    clearTimeout(timers.get(box));
    show(box, tr('Copying…'), '');
    let ok = true;
    try {
      const response = await fetch(box.dataset.copyPage!);
      if (!response.ok) throw new Error(String(response.status));
      await copyText(await response.text());
    } catch {
      ok = false;
    }
    show(box, tr(ok ? 'Copied' : 'Copy failed'), tr(ok ? 'Page copied as Markdown' : 'Could not copy the page'));
    box.classList.toggle('copied', ok);
    timers.set(
      box,
      window.setTimeout(() => {
        show(box, tr('Copy page'), '');
        box.classList.remove('copied');
      }, RESET_MS),
    );
  });
}
