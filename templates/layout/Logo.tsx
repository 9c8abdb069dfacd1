import type { LogoConfig } from '../../src/config/types.js';
import { useSiteContext } from '../context.js';

/** A logo with optional light and dark variants; the stylesheet shows the one matching the colour mode. */
/** Without `logo` (site code's `<Logo />`, which Docusaurus renders from its config), the navbar's. */
export function Logo({ logo: given, className }: { logo?: LogoConfig; className?: string }) {
  const { url, config } = useSiteContext();
  const logo = given ?? config.navbar.logo;
  if (!logo) return null;
  const size = { width: logo.width, height: logo.height };
  return (
    <span className={`logo ${className ?? ''}`}>
      <img src={url(logo.src)} alt={logo.alt} {...size} className={logo.srcDark ? 'only-light' : undefined} />
      {logo.srcDark && <img src={url(logo.srcDark)} alt={logo.alt} {...size} className="only-dark" />}
    </span>
  );
}
