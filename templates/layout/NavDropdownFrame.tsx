import type { ReactNode } from 'react';

/**
 * A navbar dropdown around its entries: in the bar, a button that opens the menu; in the drawer, where the group
 * is always open, a labelled list rather than a button that does nothing.
 */
export function NavDropdownFrame(props: {
  variant: 'bar' | 'drawer';
  menuId: string;
  /** Classes of both forms, each with a leading space. */
  className: string;
  /** A class of the bar's form, with a leading space. */
  barClassName?: string;
  label: ReactNode;
  /** The drawer group's label (default: `label`). */
  drawerLabel?: ReactNode;
  /** The bar button's accessible name, where its label alone would not say what it picks. */
  ariaLabel?: string;
  /** More attributes of the bar's button (`data-*`). */
  buttonAttributes?: Record<string, string>;
  children: ReactNode;
}) {
  const { variant, menuId, className, label } = props;
  if (variant === 'drawer') {
    return (
      <div className={`navbar-dropdown drawer-group${className}`} role="group" aria-labelledby={`${menuId}-label`}>
        <span className="navbar-link drawer-group-label" id={`${menuId}-label`}>
          {props.drawerLabel ?? label}
        </span>
        <ul className="dropdown-menu">{props.children}</ul>
      </div>
    );
  }
  return (
    <div className={`navbar-dropdown${props.barClassName ?? ''}${className}`} data-dropdown>
      <button type="button" className="navbar-link" aria-haspopup="true" aria-expanded="false" aria-controls={menuId} aria-label={props.ariaLabel} {...props.buttonAttributes}>
        {label}
      </button>
      <ul className="dropdown-menu" id={menuId}>
        {props.children}
      </ul>
    </div>
  );
}
