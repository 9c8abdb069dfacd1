import fs from 'node:fs';
import path from 'node:path';
import { isThemeNamespace } from '../shared/siteModules.js';
import type { ImportAlias } from '../util/importAliases.js';

/** A module file of the theme folder, by the name `@theme/` gives it. */
const MODULE_FILE = /^([^.][^/]*?)\.(tsx|ts|jsx|js|mjs)$/;

/**
 * `@theme/Name` for each component of the site's theme folder that is not one of the theme's own: as in
 * Docusaurus, a site keeps components of its own there (`src/theme/CodeFromRemote.tsx`, `src/theme/Faq/index.js`)
 * and imports them by that name. A name the theme has (`Footer`, or `Icon` of `Icon/Arrow`) stays the theme's,
 * which a file of that name overrides; below it, a name the theme lacks is the site's (`Footer/Social` beside a
 * swizzled `Footer` that imports it). Given as import aliases, so pages, site code and overrides
 * find them alike.
 */
export function siteThemeAliases(themePath: string | undefined): ImportAlias[] {
  if (!themePath) return [];
  const aliases: ImportAlias[] = [];
  const visit = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const names = new Map<string, boolean>();
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.endsWith('.d.ts')) continue;
      const name = entry.isDirectory() ? entry.name : MODULE_FILE.exec(entry.name)?.[1];
      if (name) names.set(name, (names.get(name) ?? false) || entry.isDirectory());
    }
    for (const [name, isDirectory] of names) {
      const full = `${prefix}${name}`;
      if (!isThemeNamespace(full)) aliases.push({ prefix: `@theme/${full}`, path: path.join(dir, name) });
      else if (isDirectory) visit(path.join(dir, name), `${full}/`);
    }
  };
  visit(themePath, '');
  return aliases.sort((a, b) => a.prefix.localeCompare(b.prefix));
}

/** Whether the site's theme folder overrides the theme component `name` (`CodeBlock.tsx`, `CodeBlock/index.js`). */
export function overridesThemeComponent(themePath: string | undefined, name: string): boolean {
  if (!themePath) return false;
  const base = path.join(themePath, ...name.split('/'));
  return ['tsx', 'ts', 'jsx', 'js', 'mjs'].some((ext) => fs.existsSync(`${base}.${ext}`) || fs.existsSync(path.join(base, `index.${ext}`)));
}
