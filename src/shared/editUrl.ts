/**
 * A guide's "Edit this page" link: front matter `custom_edit_url` wins (null hides the link), else the site's
 * `editUrl` joined with the page's source path relative to the site root (forward slashes).
 */
export function editUrlOf(editUrl: string | undefined, relativeSource: string, custom: string | null | undefined): string | undefined {
  if (custom !== undefined) return custom ?? undefined;
  if (!editUrl) return undefined;
  return `${editUrl.replace(/\/+$/, '')}/${relativeSource.replace(/^\/+/, '')}`;
}
