import type { NavItem } from '../../src/config/types.js';
import { isExternalUrl } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { ChatIcon, ExternalIcon, GithubIcon } from './icons.js';

const ICONS = { chat: ChatIcon, github: GithubIcon, external: ExternalIcon };

function externalProps(href: string) {
  return isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The navbar's items; also rendered inside the mobile drawer as its secondary menu. */
export function NavItems({ items, variant }: { items: { item: NavItem; index: number }[]; variant: 'bar' | 'drawer' }) {
  const { navRoutes, url, route } = useSiteContext();
  return (
    <>
      {items.map(({ item, index }) => {
        if (item.type === 'separator') return <span key={index} className="navbar-separator" role="separator" />;
        if (item.type === 'dropdown') {
          const menuId = `nav-dropdown-${variant}-${index}`;
          return (
            <div key={index} className="navbar-dropdown" data-dropdown>
              <button type="button" className="navbar-link" aria-haspopup="true" aria-expanded="false" aria-controls={menuId}>
                {item.label}
              </button>
              <ul className="dropdown-menu" id={menuId}>
                {item.items.map((sub, i) => {
                  const href = sub.href ?? url(sub.to ?? '/');
                  return (
                    <li key={i}>
                      <a className="dropdown-link" href={href} {...externalProps(href)}>
                        {sub.label}
                        {isExternalUrl(href) && <ExternalIcon />}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        }
        const target = navRoutes.get(index) ?? item.to;
        const href = item.href ?? url(target ?? '/');
        const activeBase = item.activeBasePath ?? target;
        const active = activeBase !== undefined && !isExternalUrl(href) && route.startsWith(activeBase) && (activeBase !== '/' || route === '/');
        const Icon = item.icon ? ICONS[item.icon] : undefined;
        return (
          <a
            key={index}
            className={`navbar-link${Icon ? ' navbar-icon' : ''}${active ? ' active' : ''}`}
            href={href}
            aria-label={Icon ? item.label : undefined}
            title={Icon ? item.label : undefined}
            aria-current={active && route === target ? 'page' : undefined}
            {...externalProps(href)}
          >
            {Icon ? <Icon /> : item.label}
          </a>
        );
      })}
    </>
  );
}
