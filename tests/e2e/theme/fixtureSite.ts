import type { Page } from 'playwright-core';
export { serveFixture, type ServedSite } from '../../helpers/browser.js';

/** The colour mode the page shows, as mirrored on <html data-theme>. */
export function themeOf(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** The value stored under localStorage `theme` (null when absent). */
export function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate("localStorage.getItem('theme')") as Promise<string | null>;
}

/**
 * Evaluates a JavaScript expression in the page. Tests pass source strings rather than functions because the
 * test tsconfig has no DOM types (it type-checks Node code); the expressions stay one-liners.
 */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Scrolls so the element with `id` sits `offset` px below the top of the viewport. */
export function scrollToId(page: Page, id: string, offset = 100): Promise<void> {
  return inPage(page, `window.scrollTo(0, document.getElementById(${JSON.stringify(id)}).getBoundingClientRect().top + window.scrollY - ${offset})`);
}
