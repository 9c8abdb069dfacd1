/**
 * SPEC §4 smooth scroll fallback. Where CSS smooth scrolling is unsupported, an in-page anchor link glides to
 * its target instead of jumping: each animation frame moves 85 % of the remaining distance. Browsers with CSS
 * `scroll-behavior` (set in base.css) and readers who prefer reduced motion are left alone.
 */

/** Share of the remaining distance covered in each animation frame (SPEC §9). */
export const SCROLL_STEP = 0.85;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The element a same-page `#fragment` link points at, if the link is one. */
function inPageTarget(link: HTMLAnchorElement): HTMLElement | null {
  if (link.target || !link.hash || link.origin !== location.origin || link.pathname !== location.pathname || link.search !== location.search) {
    return null;
  }
  return document.getElementById(decodeURIComponent(link.hash.slice(1)));
}

/** Where the page must scroll for `el` to sit under the sticky navbar, as CSS `scroll-padding-top` asks. */
function scrollTopFor(el: HTMLElement): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(max, el.getBoundingClientRect().top + window.scrollY - padding));
}

function glideTo(top: number): void {
  let previous = NaN;
  const step = () => {
    const remaining = top - window.scrollY;
    // Done when close enough, or when the page stopped moving (it cannot scroll any further).
    if (Math.abs(remaining) < 1 || window.scrollY === previous) {
      window.scrollTo(0, top);
      return;
    }
    previous = window.scrollY;
    window.scrollTo(0, window.scrollY + remaining * SCROLL_STEP);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function initSmoothScroll(): void {
  if ('scrollBehavior' in document.documentElement.style) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href*="#"]');
    const target = link && isPlainClick(event) ? inPageTarget(link) : null;
    if (!link || !target) return;
    event.preventDefault();
    // A fresh state: copying the router's per-page key would merge two entries' scroll positions.
    history.pushState(null, '', link.hash);
    glideTo(scrollTopFor(target));
    // Move keyboard focus along with the view, without a second (instant) scroll.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
