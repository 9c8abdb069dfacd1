import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page } from '../shared/types.js';
import { frontMatterKeyPosition } from './frontMatterPosition.js';

/**
 * Pages made from others (the blog's lists, the docs' tag pages) whose route another page has: one of the two would
 * be lost. Each is an error at that page, at its `slug` when it has one, since a slug or a name moves it; `what`
 * says what the made page is (`the blog's (its tags page)`).
 */
export function madePageCollisions(made: Page[], others: Page[], what: (page: Page) => string, hint: string): DocsGenError[] {
  const byRoute = new Map(others.map((page) => [page.route, page]));
  return made.flatMap((page) => {
    const other = byRoute.get(page.route);
    if (!other) return [];
    const slug = other.frontMatter.slug !== undefined && /\.mdx?$/i.test(other.sourceFile);
    return [
      new DocsGenError(`The route ${page.route} is ${what(page)} and this page's: one of them would be lost`, {
        file: other.sourceFile,
        ...(slug ? frontMatterKeyPosition(other.sourceFile, 'slug') : { line: 1, column: 1 }),
        hint,
      }),
    ];
  });
}
