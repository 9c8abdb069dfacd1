import type { FooterLink } from '../../src/config/types.js';
import { linkTargetAttributes, withPageSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';

/** A footer link of the config: a `to` or an `href`, not an `html` item (the columns and the row render those). */
export type FooterLinkTarget = Exclude<FooterLink, { html: string }>;

/**
 * Docusaurus's `Footer/LinkItem`: one link of the footer's columns or row. An `href` of the site's
 * (`/files/a.pdf`, `pathname:///files/a.pdf`) gets the base URL, as Docusaurus's links do; whether it opens in a
 * new tab is told from it as written.
 */
export function FooterLinkItem({ item }: { item: FooterLinkTarget }) {
  const { url } = useSiteContext();
  const written = item.href ?? withPageSlash(item.to ?? '/');
  return (
    <a className={item.className ? `footer-link ${item.className}` : 'footer-link'} href={url(written)} {...linkTargetAttributes(written, item.target, item.rel || undefined)}>
      {item.label}
    </a>
  );
}
