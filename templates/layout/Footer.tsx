import type { FooterColumn, FooterLink, LogoConfig } from '../../src/config/types.js';
import { linkTargetAttributes, newTabAttributes, withPageSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { Logo } from './Logo.js';

function Link({ link }: { link: FooterLink }) {
  const { url } = useSiteContext();
  if ('html' in link) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: link.html }} />;
  const href = link.href ?? url(withPageSlash(link.to ?? '/'));
  const opens = newTabAttributes(href);
  return (
    <a className={link.className ? `footer-link ${link.className}` : 'footer-link'} href={href} {...opens} {...(link.rel ? { rel: link.rel } : {})}>
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

/** SPEC §2 footer: dark or light; link columns or one row separated by middle dots (an item may be HTML); logo; copyright. */
export function Footer() {
  const { config } = useSiteContext();
  const footer = config.footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {isColumns(footer.links) ? (
          <div className="footer-columns">
            {footer.links.map((column, i) => (
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
        ) : (
          footer.links.length > 0 && (
            <div className="footer-row">
              {footer.links.map((link, i) => (
                <span key={i}>
                  {i > 0 && <span className="footer-dot" aria-hidden="true"> · </span>}
                  <Link link={link} />
                </span>
              ))}
            </div>
          )
        )}
        {(footer.logo || footer.copyright) && (
          <div className="footer-bottom">
            {footer.logo && <FooterLogo logo={footer.logo} />}
            {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
