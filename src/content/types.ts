import type { ContentRoot } from '../config/types.js';
import type { BlogAuthor, BlogTag, FrontMatter, Warning } from '../shared/types.js';

/** A Markdown or MDX file found in a content folder, with its front matter parsed and its route decided. */
export interface ContentFile {
  absPath: string;
  /** The content folder's own file, when the page is read from its translation in the locale being built. */
  originalPath?: string;
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
  /** Docusaurus's URL of the doc ends in a slash (see DocLocation). */
  folderUrl?: true;
  /**
   * A blog post's file name without its date (its title when it has none), its date (ISO 8601: front matter,
   * file name, else the commit that added it), authors and tags; the last three once the crawl is done.
   */
  post?: { text: string; date?: string; authors?: BlogAuthor[]; tags?: BlogTag[] };
  /** A doc's tags (front matter `tags`, as its folder's tags file defines them), each with its tag page. */
  tags?: BlogTag[];
  /** Located warnings about the front matter (a key that looks misspelled). */
  warnings?: Warning[];
}

/** A category's own page made from its entries (Docusaurus's `generated-index`): cards of what it holds. */
export interface GeneratedIndexLink {
  type: 'generated-index';
  /** Route under the content folder's base; `/category/<label slug>` when unset. */
  slug?: string;
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

/** Where a category's label leads: a doc, or its generated index page. */
export type CategoryLink = { type: 'doc'; id: string } | GeneratedIndexLink;

/** `_category_.json|yml` of a folder: how the folder shows as a sidebar category. */
export interface CategoryMeta {
  /** Folder's id prefix, e.g. `kubernetes/examples`. */
  dirId: string;
  /** The `_category_` file; none for a folder known only by its number prefix. */
  file?: string;
  label?: string;
  position?: number;
  /** The folder name's number prefix (`02-guides` → 2): the position when nothing else sets one. */
  numberPrefix?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** The doc the category label opens, by id (relative ids are resolved against the folder). */
  linkDocId?: string;
  /** The category's generated index page, when its `link` asks for one. */
  generatedIndex?: GeneratedIndexLink;
  /** `link: null`: the label leads nowhere of its own, not even to the folder's index doc. */
  noLink?: boolean;
  /** The `_category_` file's keys as written, which a `sidebarItemsGenerator` is given (Docusaurus's `categoriesMetadata`). */
  written?: Record<string, unknown>;
}

export interface ContentResult {
  files: ContentFile[];
  categories: Map<string, CategoryMeta>;
  warnings: Warning[];
  /** Ids of draft files, left out of the build but known so references to them stay silent. */
  draftIds: Set<string>;
  /** Ids of files another file's route replaced (see findDuplicates): references to one lead to the route's page. */
  replacedIds: Map<string, ReplacedDoc>;
}

/**
 * A doc whose route another file took. Docusaurus keeps such a doc (the duplicate route is only warned about), so a
 * sidebar entry naming it still links to the route, labelled as the doc is.
 */
export interface ReplacedDoc {
  /** Id of the file now served at the route. */
  by: string;
  /** The replaced doc's own file, which Markdown links may name. */
  file: string;
  /** The replaced doc's own label (front matter `sidebar_label`, else `title`), when it has one. */
  label?: string;
}
