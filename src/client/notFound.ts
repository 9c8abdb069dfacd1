import { nearestRoutes, ROUTE_LIST_ID, type RouteEntry } from '../shared/nearestRoutes.js';
import { NAVIGATED_EVENT } from './router.js';

function routeList(): RouteEntry[] {
  try {
    return JSON.parse(document.getElementById(ROUTE_LIST_ID)?.textContent ?? '[]') as RouteEntry[];
  } catch {
    return [];
  }
}

/** The 404 page names the missing path and lists the nearest existing pages, computed here from its route list. */
function suggest(): void {
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
  const items = nearestRoutes(path, routeList()).map(({ route, title }) => {
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
  suggest();
  document.addEventListener(NAVIGATED_EVENT, suggest);
}
