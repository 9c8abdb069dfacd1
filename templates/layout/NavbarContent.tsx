import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { ThemeToggle } from './ColorModeToggle.js';
import { NavItems } from './NavItems.js';
import { NavbarBrand, NavbarMenuButton, NavbarSearch } from './NavbarParts.js';
import { SearchButton } from './SearchButton.js';

/**
 * Docusaurus's `Navbar/Content`: what the top bar holds (the drawer's button, the logo, the left items, then
 * the right items, search (unless an item places it) and the colour mode switch). A site's own (`src/theme/Navbar/Content`) builds the
 * bar from the same parts: `Navbar/Logo`, `NavbarItem`, `Navbar/MobileSidebar/Toggle`, `SearchBar`, … .
 */
export function NavbarContent({ hasSidebar }: { hasSidebar?: boolean }) {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  const indexed = config.navbar.items.map((item, index) => ({ item, index }));
  const left = indexed.filter(({ item }) => item.position === 'left');
  const right = indexed.filter(({ item }) => item.position === 'right');
  // A `search` item places the button among the items; without one it ends the bar's right side.
  const placed = config.navbar.items.some((item) => item.type === 'search');
  return (
    <div className="navbar-inner">
      <NavbarMenuButton hasSidebar={hasSidebar} />
      <NavbarBrand />
      <nav className="navbar-items navbar-left" aria-label={text('theme.NavBar.navAriaLabel', 'Main')}>
        <NavItems items={left} variant="bar" />
      </nav>
      <div className="navbar-items navbar-right">
        <NavItems items={right} variant="bar" />
        {/* In Navbar/Search, as Docusaurus's bar holds its search bar, so an override of it wraps the button. */}
        {!placed && (
          <NavbarSearch>
            <SearchButton />
          </NavbarSearch>
        )}
        <ThemeToggle />
      </div>
    </div>
  );
}
