import { NAVIGATED_EVENT } from './router.js';

function revealCopyButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('.copy-button').forEach((button) => (button.hidden = false));
}

/**
 * Shows the copy buttons (hidden without JavaScript, where they could not work) and copies the code. Pages
 * swapped in by client navigation bring hidden buttons again, so they are revealed after each navigation.
 */
export function initCodeBlocks(): void {
  if (!navigator.clipboard) return;
  revealCopyButtons();
  document.addEventListener(NAVIGATED_EVENT, revealCopyButtons);
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.copy-button');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre code');
    if (!code) return;
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = 'Copied';
    button.classList.add('copied');
    setTimeout(() => {
      button.textContent = 'Copy';
      button.classList.remove('copied');
    }, 1500);
  });
}
