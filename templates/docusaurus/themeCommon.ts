import { useSiteContext } from '../context.js';

/**
 * `useColorMode` of `@docusaurus/theme-common`: on the server, the site's default mode. The reader's choice is
 * applied in the browser by the theme's script, not by React.
 */
export function useColorMode() {
  const { config } = useSiteContext();
  const colorMode = config.colorMode.defaultMode;
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: () => undefined };
}
