import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { MoonIcon, SunIcon } from './icons.js';

/** Docusaurus's `ColorModeToggle` props; `value` null is the reader's system's mode, as Docusaurus 3.8 names it. */
export interface ColorModeToggleProps {
  className?: string;
  buttonClassName?: string;
  respectPrefersColorScheme?: boolean;
  value?: 'light' | 'dark' | null;
  /** Never called: the browser runtime switches the mode of every `[data-theme-toggle]` button, no React runs there. */
  onChange?: (mode: 'light' | 'dark' | null) => void;
}

/**
 * Docusaurus's `ColorModeToggle`: the light/dark button. Props left out are the config's. In its own module so
 * that a site's override takes the place of the one `Navbar/ColorModeToggle` renders.
 */
export function ColorModeToggle({ className, buttonClassName, respectPrefersColorScheme, value }: ColorModeToggleProps) {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  const system = respectPrefersColorScheme ?? config.colorMode.respectPrefersColorScheme;
  // Docusaurus's message names the mode in use, which is the reader's system's until they choose one.
  const mode = value !== undefined ? value : system ? null : config.colorMode.defaultMode;
  const modeName =
    mode === null
      ? text('theme.colorToggle.ariaLabel.mode.system', 'system mode')
      : mode === 'dark'
        ? text('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
        : text('theme.colorToggle.ariaLabel.mode.light', 'light mode');
  const label = text('theme.colorToggle.ariaLabel', 'Switch between dark and light mode', { mode: modeName });
  const button = (
    <button type="button" className={buttonClassName ? `theme-toggle ${buttonClassName}` : 'theme-toggle'} aria-label={label} title={label} data-theme-toggle>
      <SunIcon />
      <MoonIcon />
    </button>
  );
  return className ? <div className={className}>{button}</div> : button;
}
