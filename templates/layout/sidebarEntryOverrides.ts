/**
 * Whether the site overrides how sidebar entries render (`DocSidebarItem`, its `Link`, `Category` and `Html`, or
 * `DocSidebarItems`). Their HTML is then the site's, which may depend on the page: the sidebar's HTML shared by
 * all pages (sidebarHtml.ts) is not used.
 */
let overridden = false;

/** Passes a site's override of a sidebar entry component through, noting that there is one. */
export function siteSidebarEntry<T>(component: T): T {
  overridden = true;
  return component;
}

export function sidebarEntriesOverridden(): boolean {
  return overridden;
}
