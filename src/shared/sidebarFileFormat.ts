/**
 * The shared file of a large sidebar: written at build time by the theme (`templates/layout/sidebarFile.ts`),
 * read in the browser by `src/client/sidebarLists.ts` when a reader expands a category whose entries the page
 * left out. One file per sidebar, content-hashed, so the browser fetches it once for all the sidebar's pages. Pure.
 */

export const SIDEBAR_FILE_VERSION = 1;

export interface SidebarFileData {
  v: number;
  /**
   * Every list of the sidebar by its key: "" for the top level, else the category's index at each level from
   * the top, joined by dots ("3.1"). Each entry is its `<li>` as a page with no current entry shows it; an
   * unlisted link is "".
   */
  lists: Record<string, string[]>;
}

/**
 * On a large sidebar a collapsed category is sent as its label link alone, marked with its list key; the script
 * gives it its toggle (cloned from the page's one template of it) and its box, so its markup is a third of
 * a full category's. These two are shared by the theme, which renders full categories, and the script.
 */
export const sidebarListId = (key: string) => `sidebar-cat-${key.replace(/\./g, '-')}`;
export const TOGGLE_LABEL = 'Toggle the {label} category';
export const toggleLabelOf = (label: string) => TOGGLE_LABEL.replace('{label}', label);
