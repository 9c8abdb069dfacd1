import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { createConfigLocator } from '../config/locateConfigValue.js';
import { ADMONITION_KEYWORDS } from '../shared/admonitionKeywords.js';
import type { Warning } from '../shared/types.js';
import { resolveSiteModule } from './resolveThemeModule.js';
import type { Theme } from './types.js';
import { toPosix } from '../util/posixPath.js';

/**
 * Admonition keywords of the site's own (the config's `admonitions.keywords`) that the theme's `Admonition/Types`
 * (the site's override of it) has no component for, each a warning at the keyword in the config: their
 * admonitions are drawn by its `info` component, as Docusaurus draws them and says so in the browser's console.
 */
export function admonitionTypeWarnings(config: SiteConfig, theme: Pick<Theme, 'modules' | 'sharedModules'>): Warning[] {
  if (config.admonitions === false) return [];
  const own = config.admonitions.keywords.map((keyword, index) => ({ keyword, index })).filter(({ keyword }) => !ADMONITION_KEYWORDS.includes(keyword));
  if (!own.length) return [];
  const types = (resolveSiteModule('@theme/Admonition/Types', theme)?.default ?? {}) as Record<string, unknown>;
  const missing = own.filter(({ keyword }) => !Object.hasOwn(types, keyword));
  if (!missing.length) return [];
  const locate = config.configFile ? createConfigLocator(fs.readFileSync(config.configFile, 'utf8'), config.configFile) : undefined;
  const overrideFile = toPosix(path.join(config.themePath ? path.relative(config.rootDir, config.themePath) : 'src/theme', 'Admonition', 'Types'));
  return missing.map(({ keyword, index }) => ({
    message: `The admonition keyword "${keyword}" has no component in Admonition/Types: its admonitions are drawn as info. Add it in ${overrideFile}: export default { ...AdmonitionTypes, '${keyword}': MyAdmonition }, with AdmonitionTypes from '@theme-original/Admonition/Types'.`,
    file: config.configFile,
    ...locate?.(['admonitions', 'keywords', index]),
  }));
}
