import { bundledTheme, bundleTheme, type LoadedTheme } from '../render/loadTheme.js';

export { bundledTheme, type LoadedTheme };
export { templatesDir } from '../render/themeOverrides.js';

/** Loads the theme again from `templates/` after an edit (see bundleTheme). */
export async function loadThemeFromSource(): Promise<LoadedTheme> {
  const { theme, themeScript } = await bundleTheme();
  return { theme, themeScript };
}
