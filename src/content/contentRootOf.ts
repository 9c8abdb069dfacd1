import type { ContentRoot, SiteConfig } from '../config/types.js';
import { isInsidePath } from '../util/hiddenPath.js';

/** The content folder a file is in: the innermost, a version's folder inside its docs folder's. */
export function contentRootOf(config: SiteConfig, file: string): ContentRoot | undefined {
  let found: ContentRoot | undefined;
  for (const root of config.content) {
    if (file !== root.absPath && isInsidePath(root.absPath, file) && (!found || root.absPath.length > found.absPath.length)) found = root;
  }
  return found;
}
