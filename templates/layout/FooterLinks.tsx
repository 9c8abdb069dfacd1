import type { FooterColumn, FooterLink } from '../../src/config/types.js';
import { FooterLinksMultiColumn, FooterLinksSimple } from './FooterLinksLayouts.js';

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

/** Docusaurus's `Footer/Links`: the config's links, as columns (`Footer/Links/MultiColumn`) when they have titles, else as a row (`Footer/Links/Simple`). */
export function FooterLinks({ links }: { links: FooterColumn[] | FooterLink[] }) {
  return isColumns(links) ? <FooterLinksMultiColumn columns={links} /> : <FooterLinksSimple links={links as FooterLink[]} />;
}
