import type { NavItem } from '../../src/config/types.js';
import { type VersionEntry, type VersionSetEntry, versionSetOf } from '../../src/sidebars/docsVersionIndex.js';
import { linkTargetAttributes, withPageSlash } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { NavDropdownFrame } from './NavDropdownFrame.js';
import { useTranslation } from '../translate.js';
import { preferredVersionAttributes } from './preferredVersion.js';

type VersionDropdownItem = Extract<NavItem, { type: 'docsVersionDropdown' }>;
type VersionLinkItem = Extract<NavItem, { type: 'docsVersion' }>;
type ExtraEntry = VersionDropdownItem['dropdownItemsBefore'][number];

/**
 * The versioned folder a navbar version item is about (its `docsPluginId`'s, else the first), and the version shown: the page's
 * own when it is one of that folder's, else the last version, as Docusaurus renders them before the reader's
 * preferred version is known.
 */
function useShownVersion(docsPluginId: string | undefined): { set: VersionSetEntry; version: VersionEntry; docId?: string } | undefined {
  const { docsVersions, docsVersion } = useSiteContext();
  const set = versionSetOf(docsVersions, docsPluginId);
  if (!set) return undefined;
  if (docsVersion && docsVersion.set.set === set.set) return { set, version: docsVersion.version, docId: docsVersion.docId };
  return { set, version: set.last };
}

/** The versions a dropdown lists, in its order, with their labels. */
function listedVersions(item: VersionDropdownItem, set: VersionSetEntry): { version: VersionEntry; label: string }[] {
  if (!item.versions) return set.versions.map((version) => ({ version, label: version.label }));
  const names = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions);
  const labels = Array.isArray(item.versions) ? {} : item.versions;
  return names.flatMap((name) => {
    const version = set.versions.find((v) => v.name === name);
    return version ? [{ version, label: (labels as Record<string, { label?: string }>)[name]?.label ?? version.label }] : [];
  });
}

/** An entry a dropdown adds before or after its own (`dropdownItemsBefore`, `dropdownItemsAfter`). */
export function Extra({ entry }: { entry: ExtraEntry }) {
  const { url } = useSiteContext();
  if ('value' in entry) return <li className={`dropdown-html${entry.className ? ` ${entry.className}` : ''}`} dangerouslySetInnerHTML={{ __html: entry.value }} />;
  const written = entry.href ?? withPageSlash(entry.to ?? '/');
  const href = url(written);
  return (
    <li>
      <a className={`dropdown-link${entry.className ? ` ${entry.className}` : ''}`} href={href} {...linkTargetAttributes(written, entry.target, entry.rel)}>
        {entry.label}
      </a>
    </li>
  );
}

/** Docusaurus's `docsVersionDropdown`: each version, leading to the doc read in that version, else to its first page. */
export function VersionDropdown({ item, index, variant }: { item: VersionDropdownItem; index: number; variant: 'bar' | 'drawer' }) {
  const ctx = useSiteContext();
  const { url, route } = ctx;
  const { text } = useTranslation();
  const shown = useShownVersion(item.docsPluginId);
  if (!shown) return null;
  const menuId = `nav-dropdown-${variant}-${index}`;
  const onVersionPage = shown.docId !== undefined;
  const listed = listedVersions(item, shown.set);
  const links = [
    ...item.dropdownItemsBefore.map((entry, i) => <Extra key={`before-${i}`} entry={entry} />),
    ...listed.map(({ version, label }) => {
      const target = (shown.docId !== undefined && version.routes.get(shown.docId)) || version.mainRoute;
      const current = onVersionPage && version.name === shown.version.name;
      return (
        <li key={version.name}>
          <a className={`dropdown-link${current ? ' active' : ''}`} href={url(target)} aria-current={current && target === route ? 'page' : undefined}>
            {label}
          </a>
        </li>
      );
    }),
    ...item.dropdownItemsAfter.map((entry, i) => <Extra key={`after-${i}`} entry={entry} />),
  ];
  const classes = `${item.className ? ` ${item.className}` : ''}${onVersionPage && !item.dropdownActiveClassDisabled ? ' active' : ''}`;
  const label = listed.find(({ version }) => version.name === shown.version.name)?.label ?? shown.version.label;
  const ariaLabel = (version: string) => text('docs-gen.navbar.versionDropdown.ariaLabel', 'Version: {version}', { version });
  // Off the versions, the button names the reader's preferred version, as Docusaurus's does.
  const preferred = preferredVersionAttributes(ctx, shown.set.pluginId, (version) => {
    const listedLabel = listed.find((l) => l.version.name === version.name)?.label;
    return listedLabel === undefined ? undefined : { label: listedLabel, ariaLabel: ariaLabel(listedLabel) };
  });
  return (
    <NavDropdownFrame
      variant={variant}
      menuId={menuId}
      className={classes}
      barClassName=" navbar-versions"
      label={label}
      drawerLabel={text('theme.navbar.mobileVersionsDropdown.label', 'Versions')}
      ariaLabel={ariaLabel(label)}
      buttonAttributes={preferred}
    >
      {links}
    </NavDropdownFrame>
  );
}

/** A version dropdown's settings as Docusaurus passes them to its component: the item's, `mobile` in the drawer. */
export type VersionDropdownProps = Partial<Omit<VersionDropdownItem, 'type'>> & { mobile?: boolean; navIndex?: number };

/**
 * Docusaurus's `NavbarItem/DocsVersionDropdownNavbarItem`, which renders each `docsVersionDropdown` item: a site's
 * override wraps it (hiding it off the docs, say) and passes the props on. `navIndex`, the item's place in the
 * navbar, keeps its menu's id apart from the other dropdowns'.
 */
export function DocsVersionDropdownNavbarItem({ mobile, navIndex, ...settings }: VersionDropdownProps) {
  const item: VersionDropdownItem = { position: 'left', dropdownItemsBefore: [], dropdownItemsAfter: [], dropdownActiveClassDisabled: false, ...settings, type: 'docsVersionDropdown' };
  return <VersionDropdown item={item} index={navIndex ?? 0} variant={mobile ? 'drawer' : 'bar'} />;
}

/** Docusaurus's `docsVersion`: a link to the first page of the version read, else of the last version. */
export function VersionLink({ item }: { item: VersionLinkItem }) {
  const ctx = useSiteContext();
  const { url, route } = ctx;
  const shown = useShownVersion(item.docsPluginId);
  if (!shown) return null;
  const target = item.to ?? shown.version.mainRoute;
  const active = shown.docId !== undefined;
  // Off the versions, it leads to the reader's preferred version and names it, as Docusaurus's does.
  const preferred = preferredVersionAttributes(ctx, shown.set.pluginId, (version) =>
    item.to !== undefined && item.label !== undefined ? undefined : { ...(item.to === undefined && { href: url(version.mainRoute) }), ...(item.label === undefined && { label: version.label }) },
  );
  return (
    <a
      className={`navbar-link${item.className ? ` ${item.className}` : ''}${active ? ' active' : ''}`}
      href={url(target)}
      aria-current={target === route ? 'page' : undefined}
      {...preferred}
    >
      {item.label ?? shown.version.label}
    </a>
  );
}
