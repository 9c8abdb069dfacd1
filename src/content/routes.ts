/** Joins URL path parts into a route with a leading and a trailing slash. */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return joined ? `/${joined}/` : '/';
}

/** Id prefix of a content folder: `/cli` → `cli/`, `/` → ``. */
export function idPrefix(routeBasePath: string): string {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/**
 * The route of a file from its folder and name, or its `slug`: an absolute slug replaces the folder,
 * a relative one is taken inside it. `index` names the folder's own route. Case is kept.
 */
export function routeForFile(routeBasePath: string, relDir: string, baseName: string, slug?: string): string {
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoute(routeBasePath, slug) : joinRoute(routeBasePath, relDir, slug);
  }
  const name = /^(index|readme)$/i.test(baseName) ? '' : baseName;
  return joinRoute(routeBasePath, relDir, name);
}
