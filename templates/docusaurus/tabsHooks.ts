import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The helpers a swizzled Docusaurus `Tabs` imports from `@docusaurus/theme-common` and its `/internal` module
 * (Docusaurus 2 and 3 copies of the component both use them). The page renders once, on the server, so they
 * give what that render reads: the tabs and the one shown first; choosing another is the browser's business.
 */

interface TabItemLike {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** `duplicates`: the values met again further on in the list (by `===`, or the comparator), one per repeat. */
export function duplicates<T>(values: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => same(value, other)) !== index);
}

/** `useScrollPositionBlocker`: nothing to keep in place while a server render is the only one. */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: unknown) => void } {
  return { blockElementScrollPositionUntilNextRender: () => undefined };
}

/** `useTabGroupChoice` (Docusaurus 2): no choice remembered yet, as on the server; the setter does nothing. */
export function useTabGroupChoice(): { tabGroupChoices: Readonly<Record<string, string>>; setTabGroupChoices: (groupId: string, newChoice: string) => void } {
  return { tabGroupChoices: {}, setTabGroupChoices: () => undefined };
}

function describeChild(child: unknown): string {
  if (!isValidElement(child)) return JSON.stringify(String(child));
  const type = child.type as unknown;
  if (typeof type === 'string') return `<${type}>`;
  const name = (type as { displayName?: string; name?: string } | null)?.displayName ?? (type as { name?: string } | null)?.name;
  return name ? `<${name}>` : 'an element';
}

/**
 * `sanitizeTabsChildren`: the `<TabItem>`s among a `Tabs`' children (the line breaks MDX leaves between them
 * and empty children dropped); any other child is an error, as in Docusaurus.
 */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemLike>[] {
  const items: ReactElement<TabItemLike>[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && child.trim() === '') continue;
    if (isValidElement(child) && typeof (child.props as Partial<TabItemLike>)?.value === 'string') {
      items.push(child as ReactElement<TabItemLike>);
      continue;
    }
    throw new Error(`<Tabs> has a child that is not a <TabItem> with a \`value\`: ${describeChild(child)}`);
  }
  return items;
}

/**
 * `useTabs`: the tabs (`values`, or each TabItem's value, label and attributes) and the one selected first, as
 * the theme's own Tabs picks it: `defaultValue`, else the TabItem marked `default`, else the first.
 */
export function useTabs(props: { children?: ReactNode; values?: TabItemLike[]; defaultValue?: string | null }): {
  selectedValue: string | undefined;
  selectValue: (value: string) => void;
  tabValues: TabItemLike[];
} {
  const items = sanitizeTabsChildren(props.children);
  const tabValues =
    props.values ?? items.map(({ props: { value, label, attributes, default: isDefault } }) => ({ value, label, attributes, default: isDefault }));
  const repeated = duplicates(tabValues, (a, b) => a.value === b.value);
  if (repeated.length > 0) {
    throw new Error(`<Tabs> has more than one tab of the value ${repeated.map((tab) => JSON.stringify(tab.value)).join(', ')}: each tab's value must be its own`);
  }
  const selectedValue = props.defaultValue ?? tabValues.find((tab) => tab.default)?.value ?? tabValues[0]?.value;
  return { selectedValue, selectValue: () => undefined, tabValues };
}
