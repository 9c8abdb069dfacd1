let region: HTMLElement | undefined;

/**
 * Tells screen readers that a client navigation changed the page, as a full page load would by reading the
 * new title. The live region stays in the body across navigations, since a fresh one is not announced.
 */
export function announce(message: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'route-announcer';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = message;
}
