import { useSiteContext } from '../context.js';
import { NavbarContent } from './NavbarContent.js';

/** SPEC §2 top navigation: logo, left items, right items, colour mode switch; hides on scroll when asked; dark when asked. */
export function Navbar({ hasSidebar }: { hasSidebar: boolean }) {
  const { config } = useSiteContext();
  const { navbar } = config;
  return (
    <header className={navbar.style === 'dark' ? 'navbar navbar-dark' : 'navbar'} data-hide-on-scroll={navbar.hideOnScroll ? 'true' : undefined}>
      <NavbarContent hasSidebar={hasSidebar} />
    </header>
  );
}
