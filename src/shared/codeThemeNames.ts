/**
 * The colour themes Shiki ships, by the names the config's `codeThemes` takes, and whether each is light or dark.
 * Listed here rather than read from Shiki, so that checking a config does not load the highlighter (a test keeps
 * the list equal to Shiki's).
 */
export const CODE_THEME_TYPES: Readonly<Record<string, 'light' | 'dark'>> = {
  'andromeeda': 'dark',
  'aurora-x': 'dark',
  'ayu-dark': 'dark',
  'ayu-light': 'light',
  'ayu-mirage': 'dark',
  'catppuccin-frappe': 'dark',
  'catppuccin-latte': 'light',
  'catppuccin-macchiato': 'dark',
  'catppuccin-mocha': 'dark',
  'dark-plus': 'dark',
  'dracula': 'dark',
  'dracula-soft': 'dark',
  'everforest-dark': 'dark',
  'everforest-light': 'light',
  'github-dark': 'dark',
  'github-dark-default': 'dark',
  'github-dark-dimmed': 'dark',
  'github-dark-high-contrast': 'dark',
  'github-light': 'light',
  'github-light-default': 'light',
  'github-light-high-contrast': 'light',
  'gruvbox-dark-hard': 'dark',
  'gruvbox-dark-medium': 'dark',
  'gruvbox-dark-soft': 'dark',
  'gruvbox-light-hard': 'light',
  'gruvbox-light-medium': 'light',
  'gruvbox-light-soft': 'light',
  'horizon': 'dark',
  'horizon-bright': 'light',
  'houston': 'dark',
  'kanagawa-dragon': 'dark',
  'kanagawa-lotus': 'light',
  'kanagawa-wave': 'dark',
  'laserwave': 'dark',
  'light-plus': 'light',
  'material-theme': 'dark',
  'material-theme-darker': 'dark',
  'material-theme-lighter': 'light',
  'material-theme-ocean': 'dark',
  'material-theme-palenight': 'dark',
  'min-dark': 'dark',
  'min-light': 'light',
  'monokai': 'dark',
  'night-owl': 'dark',
  'night-owl-light': 'light',
  'nord': 'dark',
  'one-dark-pro': 'dark',
  'one-light': 'light',
  'plastic': 'dark',
  'poimandres': 'dark',
  'red': 'dark',
  'rose-pine': 'dark',
  'rose-pine-dawn': 'light',
  'rose-pine-moon': 'dark',
  'slack-dark': 'dark',
  'slack-ochin': 'light',
  'snazzy-light': 'light',
  'solarized-dark': 'dark',
  'solarized-light': 'light',
  'synthwave-84': 'dark',
  'tokyo-night': 'dark',
  'vesper': 'dark',
  'vitesse-black': 'dark',
  'vitesse-dark': 'dark',
  'vitesse-light': 'light',
};

export const CODE_THEME_NAMES: readonly string[] = Object.keys(CODE_THEME_TYPES);

/** The code themes of a colour mode each: Shiki theme names. */
export type CodeThemes = { light: string; dark: string };

/** GitHub's themes, light and dark: code's colours unless the config's `codeThemes` says otherwise. */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/**
 * The colour modes whose code theme is of the other kind (a dark theme in light mode, a light one in dark mode, as
 * a Docusaurus config that names one Prism theme shows it in both): their code keeps its theme's own background, as
 * in Docusaurus, since the theme's colours are made for it and not for the site's background of that mode.
 */
export function ownBackgroundModes(themes: CodeThemes): { light: boolean; dark: boolean } {
  return { light: CODE_THEME_TYPES[themes.light] === 'dark', dark: CODE_THEME_TYPES[themes.dark] === 'light' };
}

/** The CSS that gives such modes' code blocks their theme's background (none when both themes fit their modes). */
export function codeThemesCss(themes: CodeThemes): string {
  const own = ownBackgroundModes(themes);
  const rules: string[] = [];
  if (own.light) rules.push("[data-theme='light'] .code-block pre.shiki { background: var(--shiki-light-bg) !important; }");
  if (own.dark) rules.push("@media screen { [data-theme='dark'] .code-block pre.shiki { background: var(--shiki-dark-bg) !important; } }");
  return rules.join('\n');
}
