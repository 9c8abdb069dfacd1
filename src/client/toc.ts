import { NAVIGATED_EVENT } from './router.js';

/**
 * TOC scroll-spy: the link of the section being read is marked `.active` with `aria-current`. The section
 * being read is the last heading that has scrolled above a reading line a third of the way down the viewport
 * (below the navbar); before the first heading it is the first one, and at the very bottom of the page the
 * last heading in view, since short final sections can never reach the line. Links and headings are looked
 * up on each update, so a page swapped in by client navigation only needs a fresh update.
 */

function headingOf(link: HTMLAnchorElement): HTMLElement | null {
  const id = decodeURIComponent(link.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

function readingLine(): number {
  const navbar = document.querySelector('.navbar');
  const navBottom = navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
  return navBottom + (window.innerHeight - navBottom) / 3;
}

function activeHash(links: HTMLAnchorElement[]): string | undefined {
  const headings = [...new Set(links.map((l) => l.hash))]
    .map((hash) => ({ hash, el: headingOf(links.find((l) => l.hash === hash)!) }))
    .filter((h): h is { hash: string; el: HTMLElement } => h.el !== null);
  if (!headings.length) return undefined;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const line = atBottom ? window.innerHeight : readingLine();
  let active = headings[0];
  for (const heading of headings) if (heading.el.getBoundingClientRect().top <= line) active = heading;
  return active.hash;
}

function update(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc-link')];
  if (!links.length) return;
  const hash = activeHash(links);
  for (const link of links) {
    const on = link.hash === hash;
    link.classList.toggle('active', on);
    if (on) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

export function initToc(): void {
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener('hashchange', schedule);
  document.addEventListener(NAVIGATED_EVENT, schedule);
  // The collapsible phone TOC closes once a heading is picked, so the heading is not hidden behind it.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('details[data-toc] a');
    link?.closest('details')?.removeAttribute('open');
  });
  schedule();
}
