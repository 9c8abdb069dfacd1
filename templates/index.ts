import type { Theme } from '../src/render/types.js';
import { apiPageComponents } from './api/index.js';
import { CliCommand } from './cli/CliCommand.js';
import { Document } from './Document.js';
import { Admonition, AdmonitionTitle } from './mdx/Admonition.js';
import { Card, Cards } from './mdx/Cards.js';
import { CodeBlock, CodeBlockHtml } from './mdx/CodeBlock.js';
import { Details } from './mdx/Details.js';
import { headingComponents } from './mdx/Heading.js';
import { Image } from './mdx/Image.js';
import { Link } from './mdx/Link.js';
import { Table } from './mdx/Table.js';
import { TabItem, Tabs } from './mdx/Tabs.js';
import { sidebarFile } from './layout/sidebarFile.js';
import { NotFound } from './pages/NotFound.js';
import { siteModulesOf } from './docusaurus/modules.js';

export { ReactContextError, useSiteContext } from './context.js';
export { resetTabIds } from './mdx/Tabs.js';

/** The default theme: the document layout, the 404 page and the components every page can use. */
const mdxComponents = { ...headingComponents, a: Link, img: Image, table: Table, Admonition, AdmonitionTitle, Tabs, TabItem, Details, Cards, Card, CodeBlock, CodeBlockHtml, Link };

export const theme: Theme = {
  Document,
  NotFound,
  mdxComponents,
  modules: siteModulesOf(mdxComponents),
  pageComponents: { CliCommand, ...apiPageComponents },
  sidebarFile,
};
