import type { Theme } from '../src/render/types.js';
import { apiPageComponents } from './api/index.js';
import { blogPageComponents } from './blog/BlogPages.js';
import { docTagPageComponents } from './layout/DocTagPages.js';
import { CliCommand } from './cli/CliCommand.js';
import { ContentProvider, Document } from './Document.js';
import { MDXComponents } from './mdx/MDXComponents.js';
import { sidebarFile } from './layout/sidebarFile.js';
import { GeneratedIndex } from './pages/GeneratedIndex.js';
import { NotFoundRoute } from './pages/NotFoundRoute.js';
import { RedirectPage } from './pages/RedirectPage.js';
import { REDIRECT_COMPONENT } from '../src/generators/redirectPages.js';
import { siteModules } from './docusaurus/modules.js';

export { ReactContextError, useSiteContext } from './context.js';
export { resetTabIds } from './mdx/Tabs.js';

/** The default theme: the document layout, the 404 page and the components every page can use. */
export const theme: Theme = {
  Document,
  ContentProvider,
  NotFound: NotFoundRoute,
  mdxComponents: MDXComponents,
  modules: siteModules(),
  pageComponents: { CliCommand, GeneratedIndex, [REDIRECT_COMPONENT]: RedirectPage, ...apiPageComponents, ...blogPageComponents, ...docTagPageComponents },
  sidebarFile,
};
