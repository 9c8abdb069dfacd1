import type { ReactNode } from 'react';

/**
 * Docusaurus's `@theme/Root`: the component around every page, inside its body. It renders its children as they
 * are; a site overrides it to put context providers (or anything else) around the whole page.
 */
export function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
