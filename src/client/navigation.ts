import { initDrawer } from './drawer.js';
import { initDropdowns } from './dropdown.js';
import { initNavbarScroll } from './navbarScroll.js';
import { initSidebarCategories } from './sidebarCategories.js';

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
