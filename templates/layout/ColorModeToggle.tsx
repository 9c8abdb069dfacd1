import { useSiteContext } from '../context.js';
import { ColorModeToggle } from './ColorModeButton.js';

/**
 * The navbar's colour mode switch (Docusaurus's `Navbar/ColorModeToggle`), with the classes a site gives it (a
 * swizzled navbar hides it on phones by its own class); the browser runtime wires every `[data-theme-toggle]`.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { config } = useSiteContext();
  if (config.colorMode.disableSwitch) return null;
  return <ColorModeToggle className={className} />;
}
