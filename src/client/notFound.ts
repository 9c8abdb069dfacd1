import { nearestRoutes, ROUTE_LIST_ID, type RouteEntry } from '../shared/nearestRoutes.js';
import { NAVIGATED_EVENT } from './router.js';

/** A large site's route list, fetched once from its shared file (see routeListFile.ts). */
let shared: { url: string; routes: Promise<RouteEntry[]> } | undefined;

/** The site's routes: written into the page, or on a large site in a shared file the page names. */
function routeList(box: HTMLElement): Promise<RouteEntry[]> {
  const url = box.dataset.routeList;
  if (url) {
    if (shared?.url !== url) {
      const routes = fetch(url)
        .then((response) => (response.ok ? (response.json() as Promise<RouteEntry[]>) : []))
        .catch(() => []);
      shared = { url, routes };
    }
    return shared.routes;
  }
  try {
    return Promise.resolve(JSON.parse(document.getElementById(ROUTE_LIST_ID)?.textContent ?? '[]') as RouteEntry[]);
  } catch {
    return Promise.resolve([]);
  }
}

/** The 404 page names the missing path and lists the nearest existing pages, computed here from its route list. */
async function suggest(): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-nearest-routes]');
  if (!box) return;
  const base = box.dataset.baseUrl ?? '/';
  const path = location.pathname.startsWith(base) ? `/${location.pathname.slice(base.length)}` : location.pathname;
  const requested = document.querySelector<HTMLElement>('[data-requested]');
  const code = requested?.querySelector('code');
  if (requested && code) {
    code.textContent = decodeURI(location.pathname);
    requested.hidden = false;
  }
  const routes = await routeList(box);
  // The reader may have moved on while the list was on its way.
  if (!box.isConnected) return;
  const items = nearestRoutes(path, routes).map(({ route, title }) => {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = base + route.slice(1);
    link.textContent = title;
    const where = document.createElement('span');
    where.className = 'not-found-route';
    where.textContent = route;
    li.append(link, ' ', where);
    return li;
  });
  box.querySelector('ul')?.replaceChildren(...items);
  box.hidden = !items.length;
}

export function initNotFound(): void {
  void suggest();
  document.addEventListener(NAVIGATED_EVENT, () => void suggest());
}
