import { tr } from './strings.js';
import { NAVIGATED_EVENT } from './router.js';

/** The copy buttons the compiler writes in English, in the page's locale, shown. */
function revealCopyButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('.copy-button').forEach((button) => {
    button.textContent = tr('Copy');
    button.setAttribute('aria-label', tr(button.getAttribute('aria-label') ?? ''));
    button.hidden = false;
  });
}

/**
 * What the copy button copies: the whole code, or for a shell session only its commands, without the
 * prompts and without the output, so the text can be pasted into a terminal as it is.
 */
function copyText(code: Element): string {
  const commands = code.querySelectorAll('.shell-command');
  if (commands.length === 0) return code.textContent ?? '';
  return [...commands]
    .map((line) => {
      const copy = line.cloneNode(true) as Element;
      copy.querySelectorAll('.shell-prompt').forEach((prompt) => prompt.remove());
      return copy.textContent ?? '';
    })
    .join('\n');
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
    await navigator.clipboard.writeText(copyText(code));
    button.textContent = tr('Copied');
    button.classList.add('copied');
    setTimeout(() => {
      button.textContent = tr('Copy');
      button.classList.remove('copied');
    }, 1500);
  });
}
