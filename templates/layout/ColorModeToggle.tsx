import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { MoonIcon, SunIcon } from './icons.js';

/** The colour mode switch; the browser runtime wires every `[data-theme-toggle]`. */
export function ThemeToggle() {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  if (config.colorMode.disableSwitch) return null;
  // Docusaurus's message names the mode in use, which is the reader's system's until they choose one.
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const mode = respectPrefersColorScheme
    ? text('theme.colorToggle.ariaLabel.mode.system', 'system mode')
    : defaultMode === 'dark'
      ? text('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
      : text('theme.colorToggle.ariaLabel.mode.light', 'light mode');
  const label = text('theme.colorToggle.ariaLabel', 'Switch between dark and light mode', { mode });
  return (
    <button type="button" className="theme-toggle" aria-label={label} title={label} data-theme-toggle>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
