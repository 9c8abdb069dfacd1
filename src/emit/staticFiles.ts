import fs from 'node:fs';
import path from 'node:path';
import type { CopiedFile, Warning } from '../shared/types.js';
import { hasHiddenSegment, isHiddenName, isInsidePath } from '../util/hiddenPath.js';

export interface StaticFiles {
  copies: CopiedFile[];
  warnings: Warning[];
}

/** Why a symlink's target may not be published, or undefined when it may. */
function refusal(realPath: string, staticReal: string, siteReal: string): string | undefined {
  if (!isInsidePath(siteReal, realPath)) return 'it points outside the site folder';
  const base = isInsidePath(staticReal, realPath) ? staticReal : siteReal;
  if (hasHiddenSegment(path.relative(base, realPath))) return 'it points at a hidden (dot) file or folder';
  return undefined;
}

/**
 * The files of the static folder to copy to the output root, each as a plain file copy (never a symlink).
 * Dot files and dot folders are left out (`.well-known` aside). A symlink is copied as the file (or the
 * folder of files) it points to only when its real path is inside the site folder and below no dot folder;
 * otherwise it is skipped with a warning at the symlink. The link check uses the same list, so a link to a
 * skipped file is broken.
 */
export function listStaticFiles(staticDir: string, siteDir: string): StaticFiles {
  let staticReal: string;
  let siteReal: string;
  try {
    staticReal = fs.realpathSync(staticDir);
    siteReal = fs.realpathSync(siteDir);
  } catch {
    // Removed since the config named it (dev): nothing to copy until it is back.
    return { copies: [], warnings: [{ message: 'The static folder does not exist; no static files are copied', file: staticDir }] };
  }
  const copies: CopiedFile[] = [];
  const warnings: Warning[] = [];
  // Real folders being walked, so a symlink to an enclosing folder cannot loop.
  const walking = new Set<string>();
  const skip = (at: string, why: string) => {
    warnings.push({ message: `Static file ${path.basename(at)} is a symlink that is not copied: ${why}`, file: at, line: 1, column: 1 });
  };

  const walk = (dir: string, realDir: string, rel: string): void => {
    if (walking.has(realDir)) return;
    walking.add(realDir);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      warnings.push({ message: `Static folder ${path.basename(dir)} cannot be read (${code}); its files are not copied`, file: dir });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (isHiddenName(entry.name)) continue;
      const abs = path.join(dir, entry.name);
      const out = rel ? `${rel}/${entry.name}` : entry.name;
      let real = path.join(realDir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          real = fs.realpathSync(abs);
        } catch {
          skip(abs, 'its target does not exist');
          continue;
        }
        const why = refusal(real, staticReal, siteReal);
        if (why) {
          skip(abs, why);
          continue;
        }
        const stats = fs.statSync(real);
        isDir = stats.isDirectory();
        isFile = stats.isFile();
      }
      if (isDir) walk(abs, real, out);
      else if (isFile) copies.push({ from: real, to: out });
    }
    walking.delete(realDir);
  };

  // The config loader refuses a static folder outside the site; checked again here as this copies files out.
  if (!isInsidePath(siteReal, staticReal)) {
    const message = `The static folder resolves to ${staticReal}, outside the site folder; nothing is copied`;
    return { copies, warnings: [{ message, file: staticDir }] };
  }
  walk(staticDir, staticReal, '');
  return { copies, warnings };
}

/** The site's static files, or none when it has no static folder. */
export function staticFilesOf(config: { staticPath?: string; rootDir: string }): StaticFiles {
  return config.staticPath ? listStaticFiles(config.staticPath, config.rootDir) : { copies: [], warnings: [] };
}
