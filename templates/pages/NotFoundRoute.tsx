import { useHistory, useLocation } from '../docusaurus/router.js';
import { NotFound } from './NotFound.js';

/**
 * The not-found page as Docusaurus's router renders it, a route's component: with `location`, `history` and `match`,
 * which an override written as a route component reads (`({ location }) => location.pathname`).
 */
export function NotFoundRoute() {
  const location = useLocation();
  const history = useHistory();
  const Page = NotFound as (props: Record<string, unknown>) => ReturnType<typeof NotFound>;
  return <Page location={location} history={history} match={{ path: location.pathname, url: location.pathname, isExact: true, params: {} }} />;
}
