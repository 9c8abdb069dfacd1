import { useSiteContext } from '../context.js';
import { FooterCopyright } from './FooterCopyright.js';
import { FooterLayout } from './FooterLayout.js';
import { FooterLinks } from './FooterLinks.js';
import { FooterLogo } from './FooterLogo.js';

/**
 * SPEC §2 footer: dark or light; links; logo; copyright, each made by its own component (`Footer/Links`,
 * `Footer/Logo`, `Footer/Copyright`) and laid out by `Footer/Layout`, as in Docusaurus, so a site overrides one part.
 */
export function Footer() {
  const { config } = useSiteContext();
  const footer = config.footer;
  if (!footer) return null;
  return (
    <FooterLayout
      style={footer.style}
      links={footer.links.length > 0 ? <FooterLinks links={footer.links} /> : undefined}
      logo={footer.logo ? <FooterLogo logo={footer.logo} /> : undefined}
      copyright={footer.copyright ? <FooterCopyright copyright={footer.copyright} /> : undefined}
    />
  );
}
