import { bundledTheme, bundleTheme, type LoadedTheme } from '../theming/loadTheme.js';

export { bundledTheme, type LoadedTheme };
export { templatesDir } from '../theming/themeOverrides.js';

/** Loads the theme again from `templates/` after an edit (see bundleTheme). */
export async function loadThemeFromSource(): Promise<LoadedTheme> {
  const { theme, themeScript } = await bundleTheme();
  return { theme, themeScript };
}
