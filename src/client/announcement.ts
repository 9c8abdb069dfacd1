import { writeStorage } from './storage.js';

/** Must match ANNOUNCEMENT_KEY in templates/layout/AnnouncementBar.tsx (the inline pre-paint check). */
const KEY = 'docs-gen.announcement.dismissed';

/**
 * SPEC §4: a closeable announcement bar stays closed once dismissed. The dismissal is stored by bar id, and
 * the attribute on <html> is the same one the inline script sets on later page loads.
 */
export function initAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('[data-announcement-id]');
    if (!bar) return;
    writeStorage(KEY, bar.dataset.announcementId ?? '');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    // The focused button just disappeared; continue from the top of the page instead of from <body>.
    document.querySelector<HTMLElement>('.navbar-brand')?.focus();
  });
}
