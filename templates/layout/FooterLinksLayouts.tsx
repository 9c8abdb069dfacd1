import type { FooterColumn, FooterLink } from '../../src/config/types.js';
import { FooterLinkItem } from './FooterLinkItem.js';

/** A link of the config, or its `html` item as written (which Docusaurus renders in place of a link too). */
function Item({ item }: { item: FooterLink }) {
  return 'html' in item ? <span className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} /> : <FooterLinkItem item={item} />;
}

/** Docusaurus's `Footer/Links/MultiColumn`: the footer's links in columns under their titles. */
export function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer-columns">
      {columns.map((column, i) => (
        <div key={i} className="footer-column">
          <h2 className="footer-title">{column.title}</h2>
          <ul>
            {column.items.map((item, j) => (
              <li key={j}>
                <Item item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Docusaurus's `Footer/Links/Simple`: the footer's links in one row, separated by middle dots. */
export function FooterLinksSimple({ links }: { links: FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="footer-row">
      {links.map((item, i) => (
        <span key={i}>
          {i > 0 && <span className="footer-dot" aria-hidden="true"> · </span>}
          <Item item={item} />
        </span>
      ))}
    </div>
  );
}
