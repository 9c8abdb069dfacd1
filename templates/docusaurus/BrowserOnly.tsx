import type { ReactNode } from 'react';

/**
 * `@docusaurus/BrowserOnly`: pages are rendered once, on the server, and never hydrated, so what runs only in
 * a browser is never shown: the fallback stands in for it.
 */
export default function BrowserOnly({ children, fallback }: { children?: unknown; fallback?: ReactNode }) {
  if (typeof children !== 'function') throw new Error('<BrowserOnly> takes a function as its children: {() => <Component />}');
  return <>{fallback ?? null}</>;
}
