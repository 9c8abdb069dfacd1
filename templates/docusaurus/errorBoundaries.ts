import type { ReactNode } from 'react';

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
