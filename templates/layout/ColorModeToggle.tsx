import { useSiteContext } from '../context.js';
import { MoonIcon, SunIcon } from './icons.js';

/** The colour mode switch; the browser runtime wires every `[data-theme-toggle]`. */
export function ThemeToggle() {
  const { config } = useSiteContext();
  if (config.colorMode.disableSwitch) return null;
  return (
    <button type="button" className="theme-toggle" aria-label="Switch between dark and light mode" title="Switch between dark and light mode" data-theme-toggle>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
