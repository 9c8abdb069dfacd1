import type { SiteConfig } from '../src/config/types.js';
import { scriptSafeJson } from '../src/shared/scriptSafeJson.js';

/**
 * The inline `<head>` script that sets `<html data-theme>` before first paint, so a page never flashes the
 * wrong colour mode (SPEC §4). Order: the stored pick under `theme`, else the system scheme when it is
 * respected, else the configured default. A disabled switch deletes the stored value instead of reading it.
 * It must stay tiny and dependency-free: it is inlined into every page.
 */
export function themeScript(colorMode: SiteConfig['colorMode']): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
  const readStored = disableSwitch
    ? "localStorage.removeItem('theme');"
    : "var s=localStorage.getItem('theme');if(s==='light'||s==='dark')m=s;else ";
  const readSystem = respectPrefersColorScheme ? "m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" : ';';
  return `(function(){var m=${scriptSafeJson(defaultMode)};try{${readStored}${readSystem}}catch(e){}document.documentElement.setAttribute('data-theme',m)})();`;
}
