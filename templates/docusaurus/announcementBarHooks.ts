import { useSiteContext } from '../context.js';

/**
 * `useAnnouncementBar` of `@docusaurus/theme-common/internal`: whether the config has an announcement bar, as a
 * site's own `AnnouncementBar` asks before rendering one. The page renders once, on the server, with the bar shown;
 * `close` does nothing there. The theme's bar is closed by the browser script, and stays closed once dismissed.
 */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const { config } = useSiteContext();
  return { isActive: Boolean(config.announcementBar), close: () => undefined };
}
