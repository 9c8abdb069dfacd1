import type { SiteConfig } from '../src/config/types.js';

/**
 * Runs in <head> before first paint so the page never flashes the wrong colour mode (SPEC §4): the stored
 * choice under `theme`, else the system preference when respected, else the configured default.
 * A disabled switch deletes any stored value.
 */
export function themeScript(colorMode: SiteConfig['colorMode']): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
  return `(function(){var d=document.documentElement,m=${JSON.stringify(defaultMode)};try{${
    disableSwitch
      ? "localStorage.removeItem('theme');"
      : `var s=localStorage.getItem('theme');if(s==='light'||s==='dark')m=s;else${respectPrefersColorScheme ? "" : ' if(0)'} if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';`
  }}catch(e){}d.setAttribute('data-theme',m);d.setAttribute('data-theme-default',${JSON.stringify(defaultMode)});${
    respectPrefersColorScheme ? "d.setAttribute('data-theme-respect-system','true');" : ''
  }${disableSwitch ? "d.setAttribute('data-theme-switch-disabled','true');" : ''}})();`;
}
