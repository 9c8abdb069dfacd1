import type { NavItem } from '../../src/config/types.js';
import { firstLink } from '../../src/sidebars/navigation.js';
import { navTargetKey } from '../../src/shared/navTargetKey.js';
import { isExternalUrl, linkTargetAttributes, withPageSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { activeNavIndex } from './activeNavItem.js';
import { ChatIcon, ExternalIcon, GithubIcon } from './icons.js';
import { NavbarItemTypes, SearchNavbarItem } from './NavbarItemTypes.js';
import { NavDropdownFrame } from './NavDropdownFrame.js';
import { LocaleDropdown } from './NavLocaleDropdown.js';
import { DocsVersionDropdownNavbarItem, VersionLink } from './NavVersionItems.js';
import { preferredDocAttributes } from './preferredVersion.js';

const ICONS = { chat: ChatIcon, github: GithubIcon, external: ExternalIcon };
/** The accessible name of an icon link given neither a label nor an `ariaLabel`. */
const ICON_NAMES = {
  chat: { id: 'docs-gen.navbar.iconLink.chat', message: 'Chat' },
  github: { id: 'docs-gen.navbar.iconLink.github', message: 'GitHub' },
  external: { id: 'docs-gen.navbar.iconLink.external', message: 'External link' },
};

type Indexed = { item: NavItem; index: number };
type CustomItem = Extract<NavItem, { type: `custom-${string}` }>;

const isCustom = (item: NavItem): item is CustomItem => item.type.startsWith('custom-');

/** An item of the site's own type: the component its `NavbarItem/ComponentTypes` override maps the type to. */
function Custom({ item, variant }: { item: CustomItem; variant: 'bar' | 'drawer' }) {
  const { type, ...props } = item;
  const Component = NavbarItemTypes[type];
  // The config's items are checked against the map before rendering (navbarItemTypeErrors): this is an item a
  // site's own navbar made up.
  if (!Component) throw new Error(`The navbar item type "${type}" has no component in NavbarItem/ComponentTypes`);
  return <Component {...props} {...(variant === 'drawer' ? { mobile: true } : {})} />;
}

function Dropdown({ item, index, variant }: { item: Extract<NavItem, { type: 'dropdown' }>; index: number; variant: 'bar' | 'drawer' }) {
  const ctx = useSiteContext();
  const { url, navRoutes } = ctx;
  const menuId = `nav-dropdown-${variant}-${index}`;
  const links = item.items.map((sub, i) => {
    if ('value' in sub) return <li key={i} className={`dropdown-html${sub.className ? ` ${sub.className}` : ''}`} dangerouslySetInnerHTML={{ __html: sub.value }} />;
    // An `href` of the site's gets the base URL, as Docusaurus's links do; a new tab is told from it as written.
    const written = sub.href ?? navRoutes.get(navTargetKey(index, i)) ?? withPageSlash(sub.to ?? '/');
    const href = url(written);
    return (
      <li key={i}>
        {sub.html !== undefined ? (
          <a className={`dropdown-link${sub.className ? ` ${sub.className}` : ''}`} href={href} {...linkTargetAttributes(written, sub.target, sub.rel)} dangerouslySetInnerHTML={{ __html: sub.html }} />
        ) : (
          <a className={`dropdown-link${sub.className ? ` ${sub.className}` : ''}`} href={href} {...linkTargetAttributes(written, sub.target, sub.rel)} {...preferredDocAttributes(ctx, navTargetKey(index, i))}>
            {sub.label ?? sub.docId}
            {isExternalUrl(written) && <ExternalIcon />}
          </a>
        )}
      </li>
    );
  });
  return (
    <NavDropdownFrame variant={variant} menuId={menuId} className={item.className ? ` ${item.className}` : ''} label={item.label}>
      {links}
    </NavDropdownFrame>
  );
}

/** The navbar's items; also rendered inside the mobile drawer as its secondary menu. */
export function NavItems({ items, variant }: { items: Indexed[]; variant: 'bar' | 'drawer' }) {
  const ctx = useSiteContext();
  const { text } = useTranslation();
  const active = activeNavIndex(ctx.config.navbar.items, ctx);
  const rendered = items.map(({ item, index }) => {
    if (isCustom(item)) return { node: <Custom key={index} item={item} variant={variant} /> };
    if (item.type === 'separator') return { node: <span key={index} className="navbar-separator" role="separator" /> };
    if (item.type === 'search') return { node: <SearchNavbarItem key={index} className={item.className} mobile={variant === 'drawer'} /> };
    if (item.type === 'dropdown') return { node: <Dropdown key={index} item={item} index={index} variant={variant} /> };
    if (item.type === 'docsVersionDropdown') {
      const { type: _type, ...settings } = item;
      return { node: <DocsVersionDropdownNavbarItem key={index} {...settings} mobile={variant === 'drawer'} navIndex={index} /> };
    }
    if (item.type === 'docsVersion') return { node: <VersionLink key={index} item={item} /> };
    if (item.type === 'localeDropdown') return { node: <LocaleDropdown key={index} item={item} index={index} variant={variant} /> };
    // The site's own markup (a badge, a button), shown as it is.
    if (item.type === 'html') return { node: <div key={index} className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} /> };
    // An item of the config has its route resolved by the sidebars stage; one a site's own navbar makes up
    // (`<NavbarItem type="doc" docId="intro" />`) is looked up here.
    const target =
      ctx.navRoutes.get(navTargetKey(index)) ??
      (item.to !== undefined ? withPageSlash(item.to) : undefined) ??
      (item.docId !== undefined ? ctx.docById(item.docId)?.route : item.sidebarId !== undefined ? firstLink(ctx.sidebars[item.sidebarId] ?? []) : undefined);
    const written = item.href ?? target ?? '/';
    const href = ctx.url(written);
    const isActive = index === active;
    const Icon = item.icon ? ICONS[item.icon] : undefined;
    // As in Docusaurus, a link to a doc written without a label shows the doc's id.
    const label = item.label ?? (item.docId !== undefined && !Icon ? item.docId : undefined);
    // An icon link shows its icon alone and is named by aria-label, in the bar and in the drawer alike: written
    // out in the drawer it would repeat a dropdown entry of the same name as a second identical row. A link
    // without a label is an icon too, one its class draws (a Docusaurus site's `header-github-link`).
    const name = item.ariaLabel ?? (item.icon ? (label ?? text(ICON_NAMES[item.icon].id, ICON_NAMES[item.icon].message)) : undefined);
    return {
      icon: Boolean(Icon) || !label,
      node: (
        <a
          key={index}
          className={`navbar-link${item.className ? ` ${item.className}` : ''}${Icon ? ' navbar-icon' : ''}${isActive ? ' active' : ''}`}
          href={href}
          aria-label={name}
          title={Icon || !label ? name : undefined}
          aria-current={isActive && ctx.route === target ? 'page' : undefined}
          {...linkTargetAttributes(written, item.target, item.rel)}
          {...preferredDocAttributes(ctx, navTargetKey(index))}
        >
          {Icon ? <Icon /> : label}
        </a>
      ),
    };
  });
  if (variant === 'bar') return <>{rendered.map((r) => r.node)}</>;
  // The drawer lists text items one per row and gathers the icon links in one row, where the first of them stood.
  const icons = rendered.filter((r) => r.icon).map((r) => r.node);
  const firstIcon = rendered.findIndex((r) => r.icon);
  return (
    <>
      {rendered.map((r, i) =>
        i === firstIcon ? (
          <div key="icons" className="drawer-icons">
            {icons}
          </div>
        ) : r.icon ? null : (
          r.node
        ),
      )}
    </>
  );
}
