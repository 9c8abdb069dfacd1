import { type RefObject, useRef } from 'react';

/**
 * `useCodeWordWrap` of `@docusaurus/theme-common/internal`, for a swizzled `CodeBlock/Content/String`. Docusaurus
 * measures the block in the browser to offer wrapping; a docs-gen page renders once on the server, without
 * React in the browser, so wrapping stays off and the toggle does nothing.
 */
export function useCodeWordWrap(): { codeBlockRef: RefObject<HTMLPreElement | null>; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void } {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  return { codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: () => undefined };
}
