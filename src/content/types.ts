import type { ContentRoot } from '../config/types.js';
import type { FrontMatter, Warning } from '../shared/types.js';

/** A Markdown or MDX file found in a content folder, with its front matter parsed and its route decided. */
export interface ContentFile {
  absPath: string;
  /** Path inside its content folder, with forward slashes. */
  relPath: string;
  root: ContentRoot;
  /** Unique across the site: the content folder's route prefix + folder + file id, e.g. `cli/overview`. */
  id: string;
  /** Trailing-slash route, e.g. `/cli/overview/`. */
  route: string;
  frontMatter: FrontMatter;
  /** The file with its front matter blanked out, so line numbers in the body are the file's. */
  body: string;
  /** Hash of the raw file, for the compile cache. */
  hash: string;
  /** The file name's number prefix (`01-intro.md` → 1): its sidebar position when front matter sets none. */
  numberPrefix?: number;
  /** Located warnings about the front matter (a key that looks misspelled). */
  warnings?: Warning[];
}

/** `_category_.json|yml` of a folder: how the folder shows as a sidebar category. */
export interface CategoryMeta {
  /** Folder's id prefix, e.g. `kubernetes/examples`. */
  dirId: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** The doc the category label opens, by id (relative ids are resolved against the folder). */
  linkDocId?: string;
}

export interface ContentResult {
  files: ContentFile[];
  categories: Map<string, CategoryMeta>;
  warnings: Warning[];
  /** Ids of draft files, left out of the build but known so references to them stay silent. */
  draftIds: Set<string>;
}
