import { NotFoundContent } from './NotFoundContent.js';

/** The body of the not-found page: its content (`NotFound/Content`), which a site overrides to say it its own way. */
export function NotFound() {
  return <NotFoundContent />;
}
