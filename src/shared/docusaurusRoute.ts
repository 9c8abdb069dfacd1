/**
 * A page's route as Docusaurus writes its URL: its default routes have no trailing slash; a folder's own doc keeps
 * its (`/guides/`) unless no URL ends in one (`trailingSlash: false`); with `trailingSlash: true` every route does.
 */
export function docusaurusRoute(route: string, folderUrl: boolean | undefined, trailingSlash: boolean | undefined): string {
  const keepsSlash = trailingSlash === true || (folderUrl && trailingSlash !== false);
  return route === '/' || keepsSlash ? route : route.replace(/\/$/, '');
}
