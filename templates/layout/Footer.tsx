import type { FooterColumn, FooterLink, LogoConfig } from '../../src/config/types.js';
import { linkTargetAttributes, withPageSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { FooterLayout } from './FooterLayout.js';
import { Logo } from './Logo.js';

function Link({ link }: { link: FooterLink }) {
  const { url } = useSiteContext();
  if ('html' in link) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: link.html }} />;
  // An `href` of the site's (`/files/a.pdf`, `pathname:///files/a.pdf`) gets the base URL, as Docusaurus's links do;
  // whether it opens in a new tab is told from it as written.
  const written = link.href ?? withPageSlash(link.to ?? '/');
  const href = url(written);
  return (
    <a className={link.className ? `footer-link ${link.className}` : 'footer-link'} href={href} {...linkTargetAttributes(written, link.target, link.rel || undefined)}>
      {link.label}
    </a>
  );
}

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

/** The footer's logo, linking where its `href` says, opening where its `target` says. */
function FooterLogo({ logo }: { logo: LogoConfig }) {
  const { url } = useSiteContext();
  if (!logo.href) return <Logo logo={logo} className="footer-logo" />;
  const href = url(logo.href);
  return (
    <a href={href} className="footer-logo-link" {...linkTargetAttributes(href, logo.target)}>
      <Logo logo={logo} className="footer-logo" />
    </a>
  );
}

/** The footer's links: columns under titles, or one row separated by middle dots (an item may be HTML). */
function FooterLinks({ links }: { links: FooterColumn[] | FooterLink[] }) {
  if (isColumns(links)) {
    return (
      <div className="footer-columns">
        {links.map((column, i) => (
          <div key={i} className="footer-column">
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((link, j) => (
                <li key={j}>
                  <Link link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  if (links.length === 0) return null;
  return (
    <div className="footer-row">
      {links.map((link, i) => (
        <span key={i}>
          {i > 0 && <span className="footer-dot" aria-hidden="true"> · </span>}
          <Link link={link} />
        </span>
      ))}
    </div>
  );
}

/** SPEC §2 footer: dark or light; links; logo; copyright, each made here and laid out by `Footer/Layout`. */
export function Footer() {
  const { config } = useSiteContext();
  const footer = config.footer;
  if (!footer) return null;
  return (
    <FooterLayout
      style={footer.style}
      links={footer.links.length > 0 ? <FooterLinks links={footer.links} /> : undefined}
      logo={footer.logo ? <FooterLogo logo={footer.logo} /> : undefined}
      copyright={footer.copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : undefined}
    />
  );
}
