/**
 * The desktop sidebar's collapse and expand buttons (config `sidebarHideable`). The state is an attribute of
 * <html>, which client navigation keeps, so the sidebar stays hidden from page to page until the reader shows it
 * again; a full reload shows it, as in Docusaurus. Focus moves to the button that undoes the click.
 */
export function initSidebarHide(): void {
  const root = document.documentElement;
  root.setAttribute('data-sidebar-hide-ready', '');
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const hide = target?.closest('[data-sidebar-hide]');
    if (!hide && !target?.closest('[data-sidebar-show]')) return;
    root.toggleAttribute('data-sidebar-hidden', Boolean(hide));
    document.querySelector<HTMLElement>(hide ? '[data-sidebar-show]' : '[data-sidebar-hide]')?.focus();
  });
}
