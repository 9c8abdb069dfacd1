/**
 * The key of a navbar link's resolved route (a `docId` or `sidebarId` link): its index in the navbar, and for an
 * entry of a dropdown, the entry's index in it too.
 */
export function navTargetKey(index: number, entry?: number): string {
  return entry === undefined ? String(index) : `${index}.${entry}`;
}
