import { realPrismThemeName } from './evaluateDocusaurusConfig.js';
import { stubName } from './packageStub.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../shared/codeThemeNames.js';
import type { Migration } from './migration.js';
import { isObj } from './migration.js';

/**
 * The Shiki theme nearest each of prism-react-renderer's themes, by its name there (`themes.dracula`), or why there
 * is none: Shiki ships no theme of that palette, and another's colours would not be the site's.
 */
export const PRISM_TO_SHIKI: Record<string, string | { none: string }> = {
  github: 'github-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  dracula: 'dracula',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  okaidia: 'monokai',
  palenight: 'material-theme-palenight',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  synthwave84: 'synthwave-84',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  shadesOfPurple: { none: 'Shiki ships no Shades of Purple theme' },
  oceanicNext: { none: 'Shiki ships no Oceanic Next theme' },
  duotoneDark: { none: 'Shiki ships no Duotone theme' },
  duotoneLight: { none: 'Shiki ships no Duotone theme' },
  jettwaveDark: { none: 'Shiki ships no Jettwave theme' },
  jettwaveLight: { none: 'Shiki ships no Jettwave theme' },
  ultramin: { none: 'Shiki ships no Ultramin theme' },
};

/**
 * The name in prism-react-renderer of the theme a config's value is: a stub's property path
 * (`prism-react-renderer.themes.dracula`, `prism-react-renderer/themes/dracula` as Docusaurus 2 configs require
 * it), or one of the package's themes when the site has it installed.
 */
export function prismThemeName(value: unknown): string | undefined {
  const name = stubName(value);
  if (name !== undefined) {
    const match = /^prism-react-renderer(?:\.default)?[./]themes[./]([A-Za-z0-9]+)(?:\.default)?$/.exec(name);
    return match?.[1];
  }
  return realPrismThemeName(value);
}

/**
 * `prism.theme` and `prism.darkTheme` as `codeThemes`, each the nearest Shiki theme. Docusaurus shows `theme` in
 * dark mode too when there is no `darkTheme` (its usePrismTheme takes `darkTheme ?? theme`), so docs-gen does. A
 * theme with no Shiki counterpart, or one the config builds itself, leaves that mode's GitHub theme and is listed.
 */
export function migratePrismThemes(m: Migration, prism: unknown): void {
  if (!isObj(prism)) return;
  const mapped = (key: 'theme' | 'darkTheme'): string | undefined => {
    const value = prism[key];
    if (value === undefined) return undefined;
    const setting = `themeConfig.prism.${key}`;
    const name = prismThemeName(value);
    const target = name === undefined ? undefined : PRISM_TO_SHIKI[name];
    if (typeof target === 'string') {
      m.track.carried(setting);
      return target;
    }
    const reason =
      target !== undefined
        ? `${target.none}: code keeps docs-gen's ${key === 'theme' ? 'light' : 'dark'} theme; set \`codeThemes.${key === 'theme' ? 'light' : 'dark'}\` to a Shiki theme`
        : name !== undefined
          ? `"${name}" is not one of prism-react-renderer's themes migrate knows: set \`codeThemes\` to Shiki themes`
          : "not one of prism-react-renderer's themes (a theme of the site's own): docs-gen highlights with Shiki's themes; set `codeThemes` to the nearest";
    m.track.notCarried(setting, stubName(value) ?? value, reason);
    return undefined;
  };
  const light = mapped('theme');
  const dark = mapped('darkTheme') ?? (prism.darkTheme === undefined ? light : undefined);
  if (light === undefined && dark === undefined) return;
  const themes: Partial<CodeThemes> = {};
  if (light !== undefined && light !== DEFAULT_CODE_THEMES.light) themes.light = light;
  if (dark !== undefined && dark !== DEFAULT_CODE_THEMES.dark) themes.dark = dark;
  if (Object.keys(themes).length) m.out.codeThemes = themes;
}
