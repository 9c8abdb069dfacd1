import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { Page, PageComponent } from '../shared/types.js';
import { bundleAndImport } from '../util/bundleModules.js';
import { checkPageRoutes } from './routeSafety.js';
import { routeForFile } from './routes.js';

export interface ReactPages {
  pages: Page[];
  /** Page component by the name its page body refers to. */
  components: Record<string, PageComponent>;
  watchFiles: string[];
}

/**
 * Pages written as React modules (`pages/about.tsx` → `/about/`), for landing pages that Markdown does not
 * suit. Each must default-export its component; `title` and `description` exports fill the head.
 */
export async function loadReactPages(config: SiteConfig): Promise<ReactPages> {
  const dir = config.pagesPath;
  if (!dir) return { pages: [], components: {}, watchFiles: [] };
  const files = (await fg('**/*.{tsx,jsx}', { cwd: dir, ignore: ['**/_*', '**/_*/**'] })).sort();
  const { modules, watchFiles } = await bundleAndImport(files.map((f) => path.join(dir, f)));
  const errors: DocsGenError[] = [];
  const pages: Page[] = [];
  const components: Record<string, PageComponent> = {};
  for (const rel of files) {
    const file = path.join(dir, rel);
    const mod = modules.get(file) ?? {};
    if (typeof mod.default !== 'function') {
      errors.push(
        new DocsGenError('A page module must default-export a React component', {
          file,
          line: 1,
          column: 1,
          hint: 'Add `export default function Page() { ... }` to the file.',
        }),
      );
      continue;
    }
    const relDir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
    const base = path.posix.basename(rel).replace(/\.[jt]sx$/, '');
    const name = `page:${rel}`;
    const title = typeof mod.title === 'string' ? mod.title : base.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    components[name] = mod.default as PageComponent;
    pages.push({
      id: `pages/${rel.replace(/\.[jt]sx$/, '')}`,
      route: routeForFile('/', relDir, base),
      sourceFile: file,
      title,
      description: typeof mod.description === 'string' ? mod.description : undefined,
      sidebarLabel: title,
      dirId: '',
      defaultSidebar: '',
      frontMatter: { unlisted: false },
      toc: [],
      anchors: [],
      links: [],
      sections: [],
      assets: [],
      body: { type: 'component', name, props: {} },
      hasOwnH1: true,
      layout: 'page',
    });
  }
  errors.push(...checkPageRoutes(pages));
  if (errors.length) throw combineErrors(errors);
  return { pages, components, watchFiles };
}
