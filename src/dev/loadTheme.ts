import path from 'node:path';
import { theme as builtInTheme } from '../../templates/index.js';
import { themeScript as builtInThemeScript } from '../../templates/themeScript.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Theme } from '../render/types.js';
import { bundleAndImport } from '../util/bundleModules.js';
import { packageRoot } from '../util/packageRoot.js';

/** The theme module's two exports the renderer uses. */
export interface LoadedTheme {
  theme: Theme;
  themeScript: typeof builtInThemeScript;
}

/** The theme bundled into docs-gen itself: what dev starts with, no bundling needed. */
export const bundledTheme: LoadedTheme = { theme: builtInTheme, themeScript: builtInThemeScript };

export function templatesDir(): string {
  return path.join(packageRoot(), 'templates');
}

/**
 * Loads the theme again from `templates/` after an edit. Node caches imported modules for good, so the
 * templates are bundled by esbuild into fresh temporary modules (React stays shared with the renderer)
 * and those are imported instead: cheaper and simpler than restarting the process.
 */
export async function loadThemeFromSource(): Promise<LoadedTheme> {
  const index = path.join(templatesDir(), 'index.ts');
  const script = path.join(templatesDir(), 'themeScript.ts');
  const { modules } = await bundleAndImport([index, script]);
  const theme = modules.get(index)?.theme as Theme | undefined;
  const themeScript = modules.get(script)?.themeScript as LoadedTheme['themeScript'] | undefined;
  if (!theme || typeof themeScript !== 'function') {
    throw new DocsGenError('The theme must export `theme` (templates/index.ts) and `themeScript` (templates/themeScript.ts)', { file: index });
  }
  return { theme, themeScript };
}
