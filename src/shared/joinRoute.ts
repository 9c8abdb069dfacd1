/** Joins URL path parts into a route with a leading and a trailing slash. Pure. */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return joined ? `/${joined}/` : '/';
}
