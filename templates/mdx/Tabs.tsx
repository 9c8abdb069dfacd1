import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { usePageId } from '../context.js';

export interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  children?: ReactNode;
  /** Classes of the panel. */
  className?: string;
  /** Attributes of the tab (its button), `className` added to the tab's own. */
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  children?: ReactNode;
  /** Tabs sharing a group switch together, on this page and others, and the choice is remembered. */
  groupId?: string;
  defaultValue?: string;
  /** Docusaurus's `queryString`: `true` uses the `groupId` as the query key, a string is the key itself. */
  queryString?: boolean | string;
  /** The tabs, in order, with their labels, in place of those the TabItems give (Docusaurus's older way). */
  values?: { value: string; label?: ReactNode; attributes?: Record<string, unknown> }[];
  /** Classes of the list of tabs. */
  className?: string;
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

/** Class names joined, the theme's first; a site's that is not a string is left out. */
function classes(own: string, site: unknown): string {
  return typeof site === 'string' && site.trim() ? `${own} ${site.trim()}` : own;
}

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString || undefined;
  return queryString ? groupId : undefined;
}

/**
 * Tabs as an ARIA tablist. Every panel is in the HTML (searchable, printable); the client script switches
 * them, and a `groupId` choice is remembered across pages and reloads (the head script applies it before paint).
 */
export function Tabs({ children, groupId, defaultValue, queryString, values, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const id = usePageId('tabs');
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value;
  return (
    <div className="tabs" data-tabs data-group-id={groupId} data-query-key={queryKeyOf(queryString, groupId)}>
      <div role="tablist" className={classes('tabs-list', className)}>
        {tabs.map(({ attributes: { className: tabClass, ...attributes } = {}, ...tab }) => (
          <button
            {...attributes}
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-controls={`${id}-panel-${tab.value}`}
            aria-selected={tab.value === selected ? 'true' : 'false'}
            tabIndex={tab.value === selected ? 0 : -1}
            data-value={tab.value}
            className={classes('tab', tabClass)}
          >
            {tab.label ?? tab.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          className={classes('tab-panel', item.props.className)}
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
