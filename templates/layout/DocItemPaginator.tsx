import { useSiteContext } from '../context.js';
import { Pagination } from './Pagination.js';

/** Docusaurus's `DocItem/Paginator`: the guide's previous and next pages in its sidebar, through `DocPaginator`. */
export function DocItemPaginator() {
  const { navigation } = useSiteContext();
  return navigation ? <Pagination nav={navigation} /> : null;
}
