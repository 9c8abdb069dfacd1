import type { NavItem } from '../../src/config/types.js';
import { useSiteContext } from '../context.js';
import { NavItems } from './NavItems.js';

/** Whether `props` spell out `item`: each of its settings given the same value. */
function spells(item: NavItem, props: Record<string, unknown>): boolean {
  return Object.entries(item).every(([key, value]) => JSON.stringify(props[key]) === JSON.stringify(value));
}

/**
 * Docusaurus's `NavbarItem`: one item of the navbar, given as props, as a site's own navbar renders each item of
 * `useThemeConfig().navbar.items` (`<NavbarItem {...item} />`; `mobile` for the drawer). An item of the config
 * is found by its settings, so that its resolved route and active state are those of the theme's navbar.
 */
export function NavbarItem({ mobile, ...props }: Record<string, unknown> & { mobile?: boolean }) {
  const { config } = useSiteContext();
  const index = config.navbar.items.findIndex((item) => spells(item, props));
  // Docusaurus's link types (a plain link, `doc`, `docSidebar`) are one kind of item here.
  const type = props.type === undefined || ['default', 'doc', 'docSidebar'].includes(props.type as string) ? 'link' : props.type;
  const item = index === -1 ? ({ position: 'left', ...props, type } as unknown as NavItem) : config.navbar.items[index];
  return <NavItems items={[{ item, index }]} variant={mobile ? 'drawer' : 'bar'} />;
}
