import { useSiteContext } from '../context.js';
import { ColorModeToggle } from './ColorModeButton.js';

/** The navbar's colour mode switch (Docusaurus's `Navbar/ColorModeToggle`); the browser runtime wires every `[data-theme-toggle]`. */
export function ThemeToggle() {
  const { config } = useSiteContext();
  if (config.colorMode.disableSwitch) return null;
  return <ColorModeToggle />;
}
