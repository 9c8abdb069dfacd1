/**
 * Navbar dropdowns as disclosure menus. Click, Enter or Space toggle; ArrowDown opens and moves into the menu;
 * ArrowUp/ArrowDown move between its links; Esc closes and returns focus to the button; a click elsewhere or
 * focus leaving the dropdown closes it. Without this script the CSS opens menus on hover and focus instead.
 */

const OPEN = 'open';

function buttonOf(dropdown: Element): HTMLButtonElement | null {
  return dropdown.querySelector<HTMLButtonElement>(':scope > button');
}

function linksOf(dropdown: Element): HTMLAnchorElement[] {
  return [...dropdown.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a')];
}

function setOpen(dropdown: Element, open: boolean): void {
  dropdown.classList.toggle(OPEN, open);
  buttonOf(dropdown)?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element): void {
  document.querySelectorAll(`[data-dropdown].${OPEN}`).forEach((d) => d !== except && setOpen(d, false));
}

function onKeydown(event: KeyboardEvent): void {
  const dropdown = (event.target as Element).closest('[data-dropdown]');
  if (!dropdown) return;
  const links = linksOf(dropdown);
  const index = links.indexOf(event.target as HTMLAnchorElement);
  if (event.key === 'Escape' && dropdown.classList.contains(OPEN)) {
    setOpen(dropdown, false);
    buttonOf(dropdown)?.focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    closeAll(dropdown);
    setOpen(dropdown, true);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index === -1 ? (step === 1 ? 0 : links.length - 1) : (index + step + links.length) % links.length;
    links[next]?.focus();
  }
}

export function initDropdowns(): void {
  // Tells the CSS that menus now follow the `open` class (and aria-expanded) rather than :focus-within.
  document.documentElement.setAttribute('data-dropdowns', 'enhanced');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-dropdown] > button');
    const dropdown = button?.parentElement;
    closeAll(dropdown ?? undefined);
    if (dropdown) setOpen(dropdown, !dropdown.classList.contains(OPEN));
  });
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusin', (event) => {
    const inside = (event.target as Element).closest('[data-dropdown]');
    closeAll(inside ?? undefined);
  });
}
