import { useSiteContext } from '../context.js';
import { ThemeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './icons.js';
import { Logo } from './Logo.js';
import { NavItems } from './NavItems.js';
import { SearchButton } from './SearchButton.js';

/** SPEC §2 top navigation: logo, left items, right items, colour mode switch; hides on scroll when asked; dark when asked. */
export function Navbar({ hasSidebar }: { hasSidebar: boolean }) {
  const { config, url } = useSiteContext();
  const { navbar } = config;
  const indexed = navbar.items.map((item, index) => ({ item, index }));
  const left = indexed.filter(({ item }) => item.position === 'left');
  const right = indexed.filter(({ item }) => item.position === 'right');
  return (
    <header className={navbar.style === 'dark' ? 'navbar navbar-dark' : 'navbar'} data-hide-on-scroll={navbar.hideOnScroll ? 'true' : undefined}>
      <div className="navbar-inner">
        <button
          type="button"
          className="menu-button"
          aria-label="Open navigation"
          aria-expanded="false"
          aria-controls="sidebar"
          data-menu-button
          data-has-sidebar={hasSidebar ? 'true' : undefined}
        >
          <MenuIcon />
        </button>
        {/* Without a logo or a title there is nothing to show: an empty link would be a nameless stop for Tab. */}
        {(navbar.logo || navbar.title) && (
          <a className="navbar-brand" href={url(navbar.logo?.href ?? '/')}>
            {navbar.logo && <Logo logo={navbar.logo} />}
            {navbar.title && <span className="navbar-title">{navbar.title}</span>}
          </a>
        )}
        <nav className="navbar-items navbar-left" aria-label="Main">
          <NavItems items={left} variant="bar" />
        </nav>
        <div className="navbar-items navbar-right">
          <NavItems items={right} variant="bar" />
          <SearchButton />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
