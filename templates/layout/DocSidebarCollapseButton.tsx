import { useTranslation } from '../translate.js';
import { DoubleChevronIcon } from './icons.js';

export interface DocSidebarCollapseButtonProps {
  /** Docusaurus's; the button works through the page script here (`data-sidebar-hide`). */
  onClick?: () => void;
}

/** The button that hides a hideable docs sidebar (Docusaurus's `DocSidebar/Desktop/CollapseButton`). */
export function DocSidebarCollapseButton(_props: DocSidebarCollapseButtonProps) {
  const { text } = useTranslation();
  return (
    <button
      type="button"
      className="sidebar-hide"
      aria-label={text('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
      title={text('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
      data-sidebar-hide
    >
      <DoubleChevronIcon />
    </button>
  );
}
