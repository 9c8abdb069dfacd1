import path from 'node:path';
import type { ContentRoot, SiteConfig } from '../config/types.js';

/** The content folder a file is in: the innermost, a version's folder inside its docs folder's. */
export function contentRootOf(config: SiteConfig, file: string): ContentRoot | undefined {
  let found: ContentRoot | undefined;
  for (const root of config.content) {
    if (file.startsWith(root.absPath + path.sep) && (!found || root.absPath.length > found.absPath.length)) found = root;
  }
  return found;
}
