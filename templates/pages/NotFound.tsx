import { useSiteContext } from '../context.js';

export function NotFound() {
  const { url } = useSiteContext();
  return (
    <article className="markdown not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link you followed may be out of date.</p>
      <p>
        <a className="button" href={url('/')}>
          Go to the documentation home
        </a>
      </p>
    </article>
  );
}
