/**
 * SPEC §2 "The navigation bar hides on scroll": hidden while the reader scrolls down, shown again as soon as
 * they scroll up, near the top of the page, or when focus enters it (keyboard users must never lose it).
 */

/** Ignore scroll jitter smaller than this many pixels. */
const JITTER = 4;

export function initNavbarScroll(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (!navbar) return;
  let last = window.scrollY;
  const show = () => navbar.classList.remove('navbar-hidden');
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER) return;
      const busy = navbar.contains(document.activeElement) || document.body.classList.contains('drawer-open');
      if (y > last && y > navbar.offsetHeight && !busy) navbar.classList.add('navbar-hidden');
      else if (y < last) show();
      last = y;
    },
    { passive: true },
  );
  navbar.addEventListener('focusin', show);
}
