import type { GeneratorSource, SiteConfig } from '../../config/types.js';
import type { CategoryMeta } from '../../content/types.js';
import { joinRoute } from '../../content/routes.js';
import { combineErrors } from '../../errors/DocsGenError.js';
import { getHighlighter } from '../../markdown/highlighter.js';
import { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import { urlContextOf } from '../../shared/url.js';
import type { GeneratedContent } from '../types.js';
import { buildCommandPage } from './buildCommandPage.js';
import { checkCliSpec } from './checkCliSpec.js';
import { buildCommandTree, groupCommands, pageCommands } from './commandTree.js';
import { loadCliSpec } from './loadCliSpec.js';
import { groupDirIdOf } from './pagePaths.js';
import type { CliCommandTree, CliGenerationContext } from './types.js';

/** One sidebar category per group, labelled with the group's full command and ordered as in the spec. */
function buildGroupCategories(tree: CliCommandTree, source: GeneratorSource): CategoryMeta[] {
  return groupCommands(tree).map((group) => ({
    dirId: groupDirIdOf(group, source.routeBasePath),
    file: source.absPath,
    label: group.fullName,
    position: group.order,
    collapsed: false,
    collapsible: true,
  }));
}

/** Every Markdown text of the spec, so the highlighter loads the grammars its fences use, plus the examples' shell. */
function collectFences(tree: CliCommandTree): string {
  return [...tree.commands.map((c) => c.spec.description), '```bash'].join('\n');
}

/**
 * Generates the command reference from a machine-readable command tree (YAML): one page per command that
 * runs (the root and every leaf), and a sidebar category per group. Nothing here knows the tool's commands:
 * another spec gives another reference.
 */
export async function generateCliReference(config: SiteConfig, source: GeneratorSource): Promise<GeneratedContent> {
  const loaded = await loadCliSpec(source.absPath);
  const tree = buildCommandTree(loaded.spec);
  const problems = checkCliSpec(tree, loaded);
  if (problems.length) throw combineErrors(problems);
  const highlighter = await getHighlighter(collectFences(tree), config.codeThemes);
  const ctx: CliGenerationContext = {
    tree,
    file: loaded.file,
    source: loaded.source,
    locate: loaded.locate,
    routeBasePath: source.routeBasePath,
    sidebar: source.sidebar,
    highlighter,
    markdown: new MarkdownHtmlRenderer({ highlighter }),
    urlContext: urlContextOf(config),
  };
  const commands = pageCommands(tree);
  const pages = await Promise.all(commands.map((command) => buildCommandPage(command, ctx, config)));
  // The reference's own route leads to the root command's page.
  const redirects = [{ route: joinRoute(source.routeBasePath), target: pages[0].route, sourceFile: loaded.file }];
  return { pages, categories: buildGroupCategories(tree, source), inputs: [source.absPath], redirects };
}
