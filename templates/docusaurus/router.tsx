import type { ComponentType } from 'react';
import { useSiteContext } from '../context.js';
import Head from './Head.js';
import useBrokenLinks from './useBrokenLinks.js';

/**
 * `@docusaurus/router` on the server: the location is the route being rendered (with the base URL, no query or
 * hash, which only the browser knows); history is inert, since no React runs in the browser.
 */
export function useLocation() {
  const { route, url } = useSiteContext();
  return { pathname: url(route), search: '', hash: '', state: undefined, key: 'default' };
}

export function useHistory() {
  const location = useLocation();
  const inert = () => {};
  return { location, length: 1, action: 'POP', push: inert, replace: inert, go: inert, goBack: inert, goForward: inert, listen: () => inert, block: () => inert };
}

/** `<Redirect to>`: a page that sends the browser on at once (a meta refresh, with a link for no-refresh readers). */
export function Redirect({ to }: { to: string | { pathname: string } }) {
  const { resolveLink, config } = useSiteContext();
  const written = typeof to === 'string' ? to : to.pathname;
  // Where it sends the reader is checked as a Link's URL is.
  useBrokenLinks().collectLink(written);
  const target = resolveLink(written);
  const canonical = target.startsWith('/') ? config.url.replace(/\/+$/, '') + target : target;
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={canonical} />
      </Head>
      <p>
        This page has moved to <a href={target}>{target}</a>.
      </p>
    </>
  );
}

/** A page's route has no parameters: docs and pages are at fixed paths. */
export function useParams(): Record<string, string> {
  return {};
}

/** The match of the page's route, or of `path` when it is the route being rendered (no patterns: routes are fixed paths). */
export function useRouteMatch(path?: string) {
  const { pathname } = useLocation();
  if (path !== undefined && path.replace(/\/$/, '') !== pathname.replace(/\/$/, '')) return null;
  return { path: pathname, url: pathname, isExact: true, params: {} };
}

/** react-router's `withRouter`: the component given the location, history and match of the page's route. */
export function withRouter<P extends object>(Component: ComponentType<P & RouteProps>): ComponentType<P> {
  function WithRouter(props: P) {
    const history = useHistory();
    return <Component {...props} location={history.location} history={history} match={useRouteMatch()} />;
  }
  return WithRouter;
}

interface RouteProps {
  location: ReturnType<typeof useLocation>;
  history: ReturnType<typeof useHistory>;
  match: ReturnType<typeof useRouteMatch>;
}
