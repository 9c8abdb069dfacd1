import { withTrailingSlash } from '../shared/url.js';
import type { SiteConfig } from './types.js';

/** A moved page: the route a visit arrives at, and where it goes on to (a path of the site or another site's URL). */
export interface Redirect {
  from: string;
  to: string;
  /** Where it is written in the config: `redirects.<index>.from(.<n>)`. */
  at: (string | number)[];
}

/** The config's redirects, one per `from` path, each `from` as a route (`/old` → `/old/`). */
export function redirectsOf(config: Pick<SiteConfig, 'redirects'>): Redirect[] {
  return config.redirects.flatMap((entry, index) => {
    const froms = typeof entry.from === 'string' ? [entry.from] : entry.from;
    return froms.map((from, n) => ({
      from: withTrailingSlash(from),
      to: entry.to,
      at: typeof entry.from === 'string' ? ['redirects', index, 'from'] : ['redirects', index, 'from', n],
    }));
  });
}
