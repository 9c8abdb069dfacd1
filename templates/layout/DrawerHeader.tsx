import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { CloseIcon } from './icons.js';

/**
 * Docusaurus's `Navbar/MobileSidebar/Header`: the top of the drawer on narrow screens, the site's title and the
 * button that closes it (`data-menu-close`; a site's own closes it with Docusaurus's `navbar-sidebar__close` class).
 */
export function DrawerHeader() {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  return (
    <div className="sidebar-drawer-header">
      <span className="sidebar-drawer-title">{config.title}</span>
      <button type="button" className="sidebar-close" aria-label={text('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation')} data-menu-close>
        <CloseIcon />
      </button>
    </div>
  );
}
