import path from 'node:path';
import { isInsidePath } from './hiddenPath.js';

/**
 * Where the site's plugins write their data files (`createData`, `generatedFilesDir`): Docusaurus's `.docusaurus`
 * in the site folder, where plugins written for it look for them (an alias to `${siteDir}/.docusaurus/<plugin>/…`).
 * Pages and site code may import what is there, though it is a dot folder.
 */
export function generatedFilesDirOf(siteDir: string): string {
  return path.join(siteDir, '.docusaurus');
}

/** Whether a file lies in the site's generated files' folder (see generatedFilesDirOf). */
export function isGeneratedFile(siteDir: string, file: string): boolean {
  return isInsidePath(generatedFilesDirOf(siteDir), file);
}
