import fs from 'node:fs';
import type { SiteConfig } from '../config/types.js';
import { createConfigLocator } from '../config/locateConfigValue.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { resolveSiteModule } from './resolveThemeModule.js';
import type { Theme } from './types.js';

/**
 * Navbar items of the site's own types (`type: 'custom-chat'`) that the theme's `NavbarItem/ComponentTypes` (the
 * site's override of it) has no component for, each an error at the item's `type` in the config: every page
 * would fail at it otherwise.
 */
export function navbarItemTypeErrors(config: SiteConfig, theme: Pick<Theme, 'modules' | 'sharedModules'>): DocsGenError[] {
  const custom = config.navbar.items.map((item, index) => ({ type: item.type, index })).filter(({ type }) => type.startsWith('custom-'));
  if (!custom.length) return [];
  const types = (resolveSiteModule('@theme/NavbarItem/ComponentTypes', theme)?.default ?? {}) as Record<string, unknown>;
  const missing = custom.filter(({ type }) => typeof types[type] !== 'function' && typeof types[type] !== 'object');
  if (!missing.length) return [];
  const locate = config.configFile ? createConfigLocator(fs.readFileSync(config.configFile, 'utf8'), config.configFile) : undefined;
  const mapped = Object.keys(types).filter((name) => name.startsWith('custom-'));
  return missing.map(
    ({ type, index }) =>
      new DocsGenError(`The navbar item type "${type}" has no component`, {
        file: config.configFile,
        ...locate?.(['navbar', 'items', index, 'type']),
        hint: `${mapped.length ? `The site's NavbarItem/ComponentTypes maps ${mapped.map((name) => `"${name}"`).join(', ')}.` : 'The site maps no type of its own.'} Add it in src/theme/NavbarItem/ComponentTypes: export default { ...ComponentTypes, '${type}': MyItem }, with ComponentTypes from '@theme-original/NavbarItem/ComponentTypes'.`,
      }),
  );
}
