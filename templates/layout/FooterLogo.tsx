import type { LogoConfig } from '../../src/config/types.js';
import { linkTargetAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { Logo } from './Logo.js';

/** Docusaurus's `Footer/Logo`: the footer's logo, linking where its `href` says, opening where its `target` says. */
export function FooterLogo({ logo }: { logo: LogoConfig }) {
  const { url } = useSiteContext();
  if (!logo.href) return <Logo logo={logo} className="footer-logo" />;
  const href = url(logo.href);
  return (
    <a href={href} className="footer-logo-link" {...linkTargetAttributes(href, logo.target)}>
      <Logo logo={logo} className="footer-logo" />
    </a>
  );
}
