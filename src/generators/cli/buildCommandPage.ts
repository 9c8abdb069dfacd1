import type { SiteConfig } from '../../config/types.js';
import { selectToc } from '../../markdown/toc.js';
import type { Page, PageSection, TocItem } from '../../shared/types.js';
import { buildCommandView } from './buildCommandView.js';
import { dirIdOf, pageIdOf, routeOf } from './pagePaths.js';
import { CLI_SECTION_KEYS, type CliCommand, type CliCommandView, type CliGenerationContext, type CliSectionView, type CliSubcommandView } from './types.js';

/** The sections a view has, in page order. */
function sectionsOf(view: CliCommandView): CliSectionView[] {
  return CLI_SECTION_KEYS.flatMap((key) => {
    const section = view[key];
    return section ? [{ id: section.id, title: section.title }] : [];
  });
}

function subcommandIds(items: CliSubcommandView[]): string[] {
  return items.flatMap((item) => [item.id, ...subcommandIds(item.children)]);
}

/** Every id the component renders, so links to `#option-sku` on this page can be checked. */
function anchorsOf(view: CliCommandView): string[] {
  return [
    ...sectionsOf(view).map((s) => s.id),
    ...(view.arguments?.rows.map((r) => r.id) ?? []),
    ...(view.options?.rows.map((r) => r.id) ?? []),
    ...(view.inheritedOptions?.rows.map((r) => r.id) ?? []),
    ...(view.examples?.items.map((e) => e.id) ?? []),
    ...subcommandIds(view.subcommands?.items ?? []),
    ...(view.exitCodes?.rows.map((r) => r.id) ?? []),
  ];
}

/** Section headings at level 2; on the root page, the groups of the command list at level 3. */
function headingsOf(view: CliCommandView): TocItem[] {
  return sectionsOf(view).flatMap((section) => [
    { id: section.id, text: section.title, level: 2 },
    ...(section.id === view.subcommands?.id
      ? view.subcommands.items.filter((item) => item.children.length).map((item) => ({ id: item.id, text: item.label, level: 3 }))
      : []),
  ]);
}

function searchSectionsOf(view: CliCommandView, texts: Map<string, string[]>): PageSection[] {
  const lead: PageSection = { anchor: '', headings: [], text: (texts.get('') ?? []).join('\n') };
  return [lead, ...sectionsOf(view).map((s) => ({ anchor: s.id, headings: [s.title], text: (texts.get(s.id) ?? []).join('\n') }))].filter(
    (section) => section.text.trim(),
  );
}

/** One generated page for a command: its view model as the body of a `CliCommand` component, plus page data. */
export async function buildCommandPage(command: CliCommand, ctx: CliGenerationContext, config: SiteConfig): Promise<Page> {
  const { view, links, texts } = await buildCommandView(command, ctx);
  return {
    id: pageIdOf(command, ctx.routeBasePath),
    route: routeOf(command, ctx.routeBasePath),
    sourceFile: ctx.file,
    title: command.fullName,
    description: command.spec.summary || undefined,
    keywords: [command.fullName],
    sidebarLabel: command.spec.name,
    sidebarPosition: command.order,
    dirId: dirIdOf(command, ctx.routeBasePath),
    defaultSidebar: ctx.sidebar,
    frontMatter: {},
    toc: selectToc(headingsOf(view), config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
    anchors: anchorsOf(view),
    links,
    sections: searchSectionsOf(view, texts),
    assets: [],
    body: { type: 'component', name: 'CliCommand', props: view },
    hasOwnH1: false,
    // Only the command's own flags: an inherited flag is a keyword of the command that defines it, so search
    // finds that one page for it rather than every command.
    searchKeywords: [command.fullName, ...command.spec.flags.flatMap((flag) => [`--${flag.name}`, ...(flag.short ? [`-${flag.short}`] : [])])],
  };
}
