import path from 'node:path';

/**
 * Where the site's plugins write their data files (`createData`, `generatedFilesDir`): Docusaurus's `.docusaurus`
 * in the site folder, where plugins written for it look for them (an alias to `${siteDir}/.docusaurus/<plugin>/…`).
 * Pages and site code may import what is there, though it is a dot folder.
 */
export function generatedFilesDirOf(siteDir: string): string {
  return path.join(siteDir, '.docusaurus');
}
