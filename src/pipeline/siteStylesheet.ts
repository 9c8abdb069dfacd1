import { directionOf } from '../config/i18n.js';
import type { SiteConfig } from '../config/types.js';
import { siteRulesOf, type ThemeStylesheet, withAppendedCss, withCssText, withOnDemandCss } from '../emit/assets.js';
import { siteClassesWritten } from '../emit/onDemandCss.js';
import { withThemeStates, writesInfimaStates } from '../render/infimaClasses.js';
import { codeThemesCss } from '../shared/codeThemeNames.js';
import type { OutputFile, Page, Warning } from '../shared/types.js';

/** What a site's stylesheet is made of, besides the config. */
export interface StylesheetParts {
  /** The theme's stylesheet with the site's `customCss` (bundleThemeCss). */
  theme: ThemeStylesheet;
  /** The CSS the site's code imports (its components, overrides bundled with them, React pages bundled with them). */
  codeCss: string;
  /** The CSS of the React pages bundled on their own ('' when they were bundled with the site's code). */
  pageCss: string;
  /** The CSS the site's theme overrides import. */
  overridesCss: string;
  /** The pages, and the files of each bundle of the site's code: where it writes the classes of Infima's rules. */
  pages: readonly Page[];
  codeFiles: readonly (readonly string[])[];
}

/**
 * The stylesheet every page links, as build and dev make it: the theme's rules, the Infima rules of the classes the site
 * writes (withOnDemandCss), the site's `customCss`, the CSS of its code, the code themes' backgrounds (codeThemesCss),
 * its React pages' and its overrides' CSS, with Infima's state names in the site's rules written as the theme's
 * (withThemeStates). And `siteCss`, the site's own CSS, whose Infima names the theme's parts are given (infimaAliasesFor),
 * and the warnings about what of the site's code's CSS the minifier could not read.
 */
export async function siteStylesheet(config: SiteConfig, parts: StylesheetParts): Promise<{ css: OutputFile; siteCss: string; warnings: Warning[] }> {
  const direction = directionOf(config);
  const written = await withOnDemandCss(parts.theme, (onDemand) => siteClassesWritten(onDemand, parts.pages, parts.codeFiles, [config.navbar, config.footer]), direction);
  // Code themes of the other kind than their colour mode keep their own backgrounds (see codeThemesCss).
  let appended: OutputFile = written;
  const warnings: Warning[] = [];
  for (const css of [parts.codeCss + codeThemesCss(config.codeThemes), parts.pageCss, parts.overridesCss]) {
    const added = withAppendedCss(appended, css, direction);
    appended = added.sheet;
    warnings.push(...added.warnings);
  }
  const siteCss = siteRulesOf(parts.theme) + parts.codeCss + parts.pageCss + parts.overridesCss;
  // Only a site's own CSS names Infima's states: the whole stylesheet is read again only when it does.
  return { css: writesInfimaStates(siteCss) ? withCssText(appended, withThemeStates) : appended, siteCss, warnings };
}
