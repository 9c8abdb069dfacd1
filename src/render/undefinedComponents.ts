import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page, UsedComponent } from '../shared/types.js';

/**
 * Components a page's JSX names that neither the theme nor the site's components module provides, each
 * at its element: found before rendering (and by `check`), where MDX itself would say neither which page
 * nor which line.
 */
export function undefinedComponentErrors(page: Page | { sourceFile: string; components: UsedComponent[] }, available: Record<string, unknown>): DocsGenError[] {
  const used = 'body' in page ? (page.body.type === 'mdx' ? page.body.components : undefined) : page.components;
  return (used ?? [])
    .filter((used) => !Object.hasOwn(available, used.name) || available[used.name] === undefined)
    .map(
      (used) =>
        new DocsGenError(`Unknown component <${used.name}>: neither the theme nor the site's components module provides it`, {
          file: page.sourceFile,
          line: used.line,
          column: used.column,
          hint: 'Export it from the module named by `components` in the config, or check its spelling.',
        }),
    );
}
