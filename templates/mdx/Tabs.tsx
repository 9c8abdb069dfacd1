import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { usePageId } from '../context.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export interface TabsProps {
  children?: ReactNode;
  /** Tabs sharing a group switch together, on this page and others, and the choice is remembered. */
  groupId?: string;
  defaultValue?: string;
  /** Docusaurus's `queryString`: `true` uses the `groupId` as the query key, a string is the key itself. */
  queryString?: boolean | string;
}

/** One panel of `<Tabs>`; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tab ids come from a per-page counter, so they only change when this page does. Kept for themes that called it
 * before ids were per page; it has nothing left to reset.
 */
export function resetTabIds(): void {}

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString || undefined;
  return queryString ? groupId : undefined;
}

/**
 * Tabs as an ARIA tablist. Every panel is in the HTML (searchable, printable); the client script switches
 * them, and a `groupId` choice is remembered across pages and reloads (the head script applies it before paint).
 */
export function Tabs({ children, groupId, defaultValue, queryString }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const id = usePageId('tabs');
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-tabs data-group-id={groupId} data-query-key={queryKeyOf(queryString, groupId)}>
      <div role="tablist" className="tabs-list">
        {items.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${item.props.value}`}
            aria-controls={`${id}-panel-${item.props.value}`}
            aria-selected={item.props.value === selected ? 'true' : 'false'}
            tabIndex={item.props.value === selected ? 0 : -1}
            data-value={item.props.value}
            className="tab"
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          className="tab-panel"
          id={`${id}-panel-${item.props.value}`}
          aria-labelledby={`${id}-tab-${item.props.value}`}
          data-value={item.props.value}
          hidden={item.props.value !== selected}
          tabIndex={0}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
