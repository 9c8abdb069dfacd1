import { ROUTE_LIST_ID } from '../../src/shared/nearestRoutes.js';
import { scriptSafeJson } from '../../src/shared/scriptSafeJson.js';
import { useSiteContext } from '../context.js';
import { InlineScript } from '../InlineScript.js';
import { useTranslation } from '../translate.js';

/**
 * Docusaurus's `NotFound/Content`: what the not-found page says. One file serves every missing path on a static host, so the suggestions are made in the
 * browser from the requested path and the site's route list written into the page; the search button opens the
 * site search (shown once the search script runs).
 */
export function NotFoundContent(_props: { className?: string }) {
  const { url, config, assets, routeList } = useSiteContext();
  const { text, node } = useTranslation();
  const search = config.search.enabled && assets.searchIndex;
  return (
    <article className="markdown not-found">
      <h1>{text('theme.NotFound.title', 'Page Not Found')}</h1>
      <p data-requested hidden>
        {node('docs-gen.notFound.requestedPath', 'There is no page at {path}.', { path: <code /> })}
      </p>
      <p>
        {text('docs-gen.notFound.description', '{couldNotFind} The page may have moved, or the link you followed may be out of date.', {
          couldNotFind: text('theme.NotFound.p1', 'We could not find what you were looking for.'),
        })}
      </p>
      <div className="not-found-actions">
        {search && (
          <button type="button" className="button not-found-search" data-search-button>
            {text('docs-gen.notFound.search', 'Search the documentation')}
          </button>
        )}
        <a className={`button${search ? ' button-secondary' : ''}`} href={url('/')}>
          {text('docs-gen.notFound.home', 'Go to the documentation home')}
        </a>
      </div>
      <section
        className="not-found-suggestions"
        data-nearest-routes
        // Where the site is served from, which the missing address is read against: with hash routing the
        // page's own links are relative, but a server answers with this page at any depth.
        data-base-url={config.baseUrl}
        data-route-list={routeList ? undefined : assets.routeList}
        aria-labelledby="not-found-suggestions"
        hidden
      >
        <h2 id="not-found-suggestions">{text('docs-gen.notFound.similarPages', 'Pages with a similar address')}</h2>
        <ul />
      </section>
      {routeList && <InlineScript type="application/json" id={ROUTE_LIST_ID} code={scriptSafeJson(routeList)} />}
    </article>
  );
}
