import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of `<Tabs>`; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

let tabsCounter = 0;

/** Reset per page so ids are stable between builds. */
export function resetTabIds(): void {
  tabsCounter = 0;
}

/**
 * Tabs as an ARIA tablist. Every panel is in the HTML (searchable, printable); the client script switches
 * them and remembers a `groupId` choice across pages.
 */
export function Tabs({ children, groupId, defaultValue }: { children?: ReactNode; groupId?: string; defaultValue?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const id = `tabs-${++tabsCounter}`;
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-tabs data-group-id={groupId}>
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
          hidden={item.props.value !== selected}
          tabIndex={0}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
