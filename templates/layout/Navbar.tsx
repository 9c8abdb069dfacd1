import { NavbarContent } from './NavbarContent.js';
import { NavbarLayout } from './NavbarLayout.js';

/** SPEC §2 top navigation: logo, left items, right items, colour mode switch, in the bar's frame (`Navbar/Layout`). */
export function Navbar({ hasSidebar }: { hasSidebar: boolean }) {
  return (
    <NavbarLayout>
      <NavbarContent hasSidebar={hasSidebar} />
    </NavbarLayout>
  );
}
