import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { Warning } from '../shared/types.js';
import { SIDEBARS_EXTENSIONS } from './loadSidebarsFile.js';
import { posixRelative } from '../util/posixPath.js';

/**
 * Sidebars files in the site folder that the build does not read: one beside the file the config names or that
 * was found first, or one of a kind docs-gen cannot read (`sidebars.mts`). Silently ignoring a site's
 * `sidebars.js` would give it navigation nobody wrote.
 */
export function unusedSidebarsFiles(config: SiteConfig): Warning[] {
  let names: string[];
  try {
    names = fs.readdirSync(config.rootDir);
  } catch {
    return [];
  }
  const used = config.sidebarsPath && posixRelative(config.rootDir, config.sidebarsPath);
  return names
    .filter((name) => /^sidebars\.[^.]+$/i.test(name) && path.join(config.rootDir, name) !== config.sidebarsPath)
    .filter((name) => !config.content.some((root) => root.sidebarsPath === path.join(config.rootDir, name)))
    .filter((name) => fs.statSync(path.join(config.rootDir, name), { throwIfNoEntry: false })?.isFile())
    .sort()
    .map((name) => {
      const readable = SIDEBARS_EXTENSIONS.includes(path.extname(name).toLowerCase());
      const reason = !readable
        ? `docs-gen reads sidebars files of the kinds ${SIDEBARS_EXTENSIONS.join(', ')}`
        : used
          ? `the sidebars come from ${used}${config.sidebarsFile ? ' (config `sidebarsFile`)' : ''}`
          : 'the config names no sidebars file';
      return { message: `${name} is not used: ${reason}`, file: path.join(config.rootDir, name), line: 1, column: 1 };
    });
}
