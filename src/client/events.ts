/**
 * Dispatched on `document` after every client navigation has swapped in a new page (detail: `{ url }`).
 * Widgets that set themselves up on page content (TOC scroll-spy, tab groups, copy buttons) listen to it;
 * listeners on `document` that delegate by selector keep working without it. It is not dispatched for
 * same-page #hash changes, which keep the content (listen to `hashchange` for those).
 */
export const NAVIGATED_EVENT = 'docs-gen:navigated';

/**
 * Dispatched on `document` when a client navigation starts, before the page is fetched (detail: `{ url }`, the
 * address asked for): the site's client modules run their `onRouteUpdate` then, as in Docusaurus. Kept apart from
 * the router so that their bundle can name both events without bundling the router.
 */
export const NAVIGATING_EVENT = 'docs-gen:navigating';
