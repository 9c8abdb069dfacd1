import type { ReactNode } from 'react';

export interface FooterLayoutProps {
  /** `dark` or `light`, the config's. */
  style: string;
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

/**
 * Docusaurus's `Footer/Layout`: the footer's frame around its parts, which `Footer` renders and passes in, so a site
 * can rearrange them (or add its own beside them) without rewriting how each is made.
 */
export function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`footer footer-${style} footer--${style}`}>
      <div className="footer-inner">
        {links}
        {(logo || copyright) && (
          <div className="footer-bottom">
            {logo}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
