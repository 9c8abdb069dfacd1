import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';

/**
 * Docusaurus's `Navbar/Layout`: the bar's frame (dark when asked, hiding on scroll when asked) around what it holds.
 * Docusaurus's also holds the drawer; here the drawer is the sidebar's (see MobileSidebar).
 */
export function NavbarLayout({ children }: { children?: ReactNode }) {
  const { navbar } = useSiteContext().config;
  return (
    <header className={navbar.style === 'dark' ? 'navbar navbar-dark navbar--dark' : 'navbar'} data-hide-on-scroll={navbar.hideOnScroll ? 'true' : undefined}>
      {children}
    </header>
  );
}
