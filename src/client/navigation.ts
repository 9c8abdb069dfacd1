import { initDrawer } from './drawer.js';
import { initDropdowns } from './dropdown.js';
import { initNavbarScroll } from './navbarScroll.js';

/** Sidebar categories open and close independently: opening one never collapses the others (SPEC §2). */
function initSidebarCategories(): void {
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest<HTMLButtonElement>('[data-sidebar-toggle]');
    if (!toggle) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    toggle.closest('.sidebar-category')?.classList.toggle('collapsed', !open);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (list) list.hidden = !open;
  });
}

/** On desktop, a long sidebar starts scrolled so the current page's link is in view. */
function revealActiveLink(): void {
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  const active = sidebar?.querySelector<HTMLElement>('.sidebar-link.active');
  if (!sidebar || !active) return;
  const top = active.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
  if (top > sidebar.clientHeight - 48) sidebar.scrollTop = top - sidebar.clientHeight / 3;
}

/** The site navigation: sidebar categories, mobile drawer, navbar dropdowns and the navbar hiding on scroll. */
export function initNavigation(): void {
  initSidebarCategories();
  revealActiveLink();
  initDrawer();
  initDropdowns();
  initNavbarScroll();
}
