/** Mobile drawer, sidebar categories, navbar dropdowns and hide-on-scroll. */
export function initNavigation(): void {
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  const backdrop = document.querySelector<HTMLElement>('.sidebar-backdrop');
  const menuButton = document.querySelector<HTMLButtonElement>('[data-menu-button]');

  const setDrawer = (open: boolean) => {
    if (!sidebar || !menuButton) return;
    sidebar.classList.toggle('open', open);
    backdrop?.classList.toggle('open', open);
    if (backdrop) backdrop.hidden = !open;
    menuButton.setAttribute('aria-expanded', String(open));
    document.body.style.overflow = open ? 'hidden' : '';
    if (open) sidebar.querySelector<HTMLElement>('a, button')?.focus();
    else menuButton.focus();
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-button]')) return setDrawer(true);
    if (target.closest('[data-menu-close]')) return setDrawer(false);
    const toggle = target.closest<HTMLButtonElement>('[data-sidebar-toggle]');
    if (toggle) {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = !open;
      return;
    }
    const dropdownButton = target.closest<HTMLButtonElement>('[data-dropdown] > button');
    document.querySelectorAll<HTMLElement>('[data-dropdown].open').forEach((d) => {
      if (!dropdownButton || d !== dropdownButton.parentElement) {
        d.classList.remove('open');
        d.querySelector('button')?.setAttribute('aria-expanded', 'false');
      }
    });
    if (dropdownButton) {
      const dropdown = dropdownButton.parentElement!;
      const open = !dropdown.classList.contains('open');
      dropdown.classList.toggle('open', open);
      dropdownButton.setAttribute('aria-expanded', String(open));
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (sidebar?.classList.contains('open')) setDrawer(false);
    document.querySelectorAll<HTMLElement>('[data-dropdown].open').forEach((d) => {
      d.classList.remove('open');
      d.querySelector('button')?.setAttribute('aria-expanded', 'false');
    });
  });

  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (navbar) {
    let last = window.scrollY;
    window.addEventListener(
      'scroll',
      () => {
        const y = window.scrollY;
        navbar.classList.toggle('navbar-hidden', y > last && y > navbar.offsetHeight);
        last = y;
      },
      { passive: true },
    );
  }
}
