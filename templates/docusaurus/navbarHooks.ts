import type { ReactNode } from 'react';

/**
 * `splitNavbarItems` of `@docusaurus/theme-common/internal`: the navbar's items on the left (the default) and
 * on the right, as a site's own `Navbar/Content` lays them out.
 */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  return [items.filter((item) => item.position !== 'right'), items.filter((item) => item.position === 'right')];
}

/**
 * `useNavbarMobileSidebar`: the drawer as React state in Docusaurus. Here the page renders once, on the server,
 * with the drawer closed and its button present (the browser script opens it), as Docusaurus renders on the server.
 */
export function useNavbarMobileSidebar() {
  return { disabled: false, shouldRender: true, shown: false, toggle: () => undefined };
}

/** `ErrorCauseBoundary` of `@docusaurus/theme-common`: a render error already names where it came from here. */
export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: unknown }) {
  return children;
}

/**
 * `@docusaurus/ErrorBoundary`: in the browser it shows `fallback` when its children fail. A page renders once,
 * on the server, where a failure fails the build at its place: it renders its children.
 */
export function ErrorBoundary({ children }: { children?: ReactNode; fallback?: unknown }) {
  return children;
}
