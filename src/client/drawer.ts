import { tr } from './strings.js';
/**
 * SPEC §4 mobile navigation sidebar (≤ 996 px): open or closed. While open it is a modal dialog: the rest of
 * the page is inert, Tab cycles inside it, and Esc, the backdrop, its Close button or following one of its
 * links close it. Elements are looked up on every event because client navigation may replace them.
 */

const MOBILE = '(max-width: 996px)';

/**
 * The drawer's close buttons: the theme's, and the one of a site's own drawer header written for Docusaurus
 * (`Navbar/MobileSidebar/Header`), which closes it by its class.
 */
export const DRAWER_CLOSE = '[data-menu-close], .navbar-sidebar__close';

const sidebar = () => document.querySelector<HTMLElement>('[data-sidebar]');
const menuButton = () => document.querySelector<HTMLButtonElement>('[data-menu-button]');

function isOpen(): boolean {
  return sidebar()?.classList.contains('open') ?? false;
}

/** Everything outside the drawer that must not be reachable while it is open. */
function outsideElements(drawer: HTMLElement): HTMLElement[] {
  const layout = drawer.parentElement;
  const outside = [...document.body.children].filter((el) => el !== layout);
  const beside = layout ? [...layout.children].filter((el) => el !== drawer && !el.classList.contains('sidebar-backdrop')) : [];
  return [...outside, ...beside] as HTMLElement[];
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
    (el) => el.getClientRects().length > 0,
  );
}

function setOpen(open: boolean, restoreFocus = true): void {
  const drawer = sidebar();
  const button = menuButton();
  if (!drawer || !button || open === isOpen()) return;
  drawer.classList.toggle('open', open);
  const backdrop = document.querySelector<HTMLElement>('.sidebar-backdrop');
  if (backdrop) backdrop.hidden = !open;
  const dialog = { role: 'dialog', 'aria-modal': 'true', 'aria-label': tr('Site navigation') };
  for (const [name, value] of Object.entries(dialog)) {
    if (open) drawer.setAttribute(name, value);
    else drawer.removeAttribute(name);
  }
  outsideElements(drawer).forEach((el) => (el.inert = open));
  button.setAttribute('aria-expanded', String(open));
  document.body.classList.toggle('drawer-open', open);
  if (open) (drawer.querySelector<HTMLElement>(DRAWER_CLOSE) ?? focusables(drawer)[0])?.focus();
  else if (restoreFocus) button.focus();
}

/** Keeps Tab and Shift+Tab cycling through the drawer's visible controls. */
function trapTab(event: KeyboardEvent, drawer: HTMLElement): void {
  const items = focusables(drawer);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !drawer.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !drawer.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

export function initDrawer(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-button]')) setOpen(true);
    else if (target.closest(DRAWER_CLOSE)) setOpen(false);
    // Following a link leaves the drawer; focus goes wherever the navigation puts it.
    else if (isOpen() && target.closest('[data-sidebar] a[href]')) setOpen(false, false);
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'Tab') trapTab(event, sidebar()!);
  });
  // Growing past the breakpoint turns the drawer back into the always-visible desktop sidebar.
  window.matchMedia(MOBILE).addEventListener('change', (event) => {
    if (!event.matches) setOpen(false, false);
  });
  window.addEventListener('popstate', () => setOpen(false, false));
}
