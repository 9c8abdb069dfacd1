import { SIDEBAR_FILE_VERSION, type SidebarFileData } from '../shared/sidebarFileFormat.js';

const files = new Map<string, Promise<SidebarFileData>>();

async function request(url: string): Promise<SidebarFileData> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`docs-gen: ${url} answered ${response.status}`);
  const data = (await response.json()) as SidebarFileData;
  if (data.v !== SIDEBAR_FILE_VERSION || typeof data.lists !== 'object') throw new Error(`docs-gen: ${url} is not a sidebar file this script reads`);
  return data;
}

/**
 * A large sidebar's shared file, requested once per page session whatever the number of pages shown (its name
 * carries its content hash, so the browser's cache keeps it across sessions too). A failed request is not kept.
 */
export function loadSidebarFile(url: string): Promise<SidebarFileData> {
  let file = files.get(url);
  if (!file) {
    file = request(url);
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}
