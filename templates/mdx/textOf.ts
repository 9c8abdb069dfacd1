import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type WithChildren = ReactElement<{ children?: ReactNode }>;

/** The plain text of rendered children, for accessible names built from content. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

/** The first element of `type` (e.g. 'tr') in a React tree, depth first. */
export function findElement(node: ReactNode, type: string): WithChildren | undefined {
  for (const child of Children.toArray(node)) {
    if (!isValidElement<{ children?: ReactNode }>(child)) continue;
    if (child.type === type) return child;
    const found = findElement(child.props.children, type);
    if (found) return found;
  }
  return undefined;
}
