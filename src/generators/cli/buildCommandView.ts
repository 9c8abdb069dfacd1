import { codeBlockHtml } from '../../markdown/highlightCode.js';
import type { FoundLink } from '../../shared/types.js';
import { commandAnchorOf, commandHrefOf, commandLinkOf, linkCommandMention, resolveDescriptionHref } from './commandLinks.js';
import { computeUsage } from './commandSyntax.js';
import { findCommand } from './commandTree.js';
import { routeOf } from './pagePaths.js';
import { positionAt } from '../../util/yamlPositions.js';
import type { CliCommand, CliCommandView, CliFlagSpec, CliFlagView, CliGenerationContext, CliSubcommandView, SpecPath } from './types.js';

/** A command's view model, with what the page needs besides it: links written in the spec, text for search. */
export interface CommandViewResult {
  view: CliCommandView;
  links: FoundLink[];
  /** Plain text of each section by its id (`''` for the text before the first heading), for the search index. */
  texts: Map<string, string[]>;
}

type RenderMarkdown = (text: string, path: SpecPath, section: string, inline?: boolean) => Promise<string>;

/** A boolean flag that is not given is off, so its default is `false` even when the spec does not say so. */
function formatDefault(flag: CliFlagSpec): string | undefined {
  if (flag.default === undefined) return flag.type === 'bool' ? 'false' : undefined;
  return Array.isArray(flag.default) ? flag.default.join(', ') : String(flag.default);
}

/** Where a flag is written: on the command itself or on the ancestor it is inherited from. */
function flagPathOf(command: CliCommand, flag: CliFlagSpec): SpecPath {
  for (let owner: CliCommand | undefined = command; owner; owner = owner.parent) {
    const index = owner.spec.flags.indexOf(flag);
    if (index !== -1) return [...owner.specPath, 'flags', index];
  }
  return command.specPath;
}

/**
 * Where a link's URL is written in the spec, searching from the text it belongs to, so a broken link is
 * reported at its place in the file. Markdown link syntax is tried before the bare URL, which could match
 * an earlier mention.
 */
function findUrlOffset(source: string, url: string, from: number): number {
  for (const before of ['](', ']: ', '<', '']) {
    const at = source.indexOf(`${before}${url}`, from);
    if (at !== -1) return at + before.length;
  }
  return from;
}

async function buildFlagViews(command: CliCommand, flags: CliFlagSpec[], section: string, markdown: RenderMarkdown): Promise<CliFlagView[]> {
  return Promise.all(
    flags.map(async (flag) => ({
      id: `option-${flag.name}`,
      name: `--${flag.name}`,
      ...(flag.short ? { short: `-${flag.short}` } : {}),
      type: flag.type,
      ...(formatDefault(flag) !== undefined ? { default: formatDefault(flag) } : {}),
      required: flag.required,
      enum: flag.enum ?? [],
      descriptionHtml: await markdown(`${flag.description}`, [...flagPathOf(command, flag), 'description'], section, true),
    })),
  );
}

async function buildSubcommandView(command: CliCommand, ctx: CliGenerationContext, markdown: RenderMarkdown): Promise<CliSubcommandView> {
  return {
    id: commandAnchorOf(command),
    label: command.fullName,
    summary: command.spec.summary,
    ...(command.isGroup
      ? { descriptionHtml: await markdown(command.spec.description, [...command.specPath, 'description'], 'commands') }
      : { href: commandHrefOf(command, ctx) }),
    children: await Promise.all(command.children.map((child) => buildSubcommandView(child, ctx, markdown))),
  };
}

function buildSeeAlso(command: CliCommand, ctx: CliGenerationContext): CliCommandView['seeAlso'] {
  const related = command.spec.seeAlso.flatMap((path) => {
    const target = findCommand(ctx.tree, path);
    return target ? [commandLinkOf(target, ctx)] : [];
  });
  const parent = command.parent;
  const others = parent?.isGroup ? parent.children.filter((c) => c !== command) : [];
  if (!related.length && !parent) return undefined;
  return {
    id: 'see-also',
    title: 'See also',
    related,
    ...(parent ? { parent: commandLinkOf(parent, ctx) } : {}),
    ...(parent && others.length ? { siblings: { label: parent.fullName, commands: others.map((c) => commandLinkOf(c, ctx)) } } : {}),
  };
}

/**
 * Builds the view model of a command's page: synopsis, description, arguments, options, inherited options,
 * examples, and on the root the command list and exit codes. Markdown becomes HTML here, code is highlighted
 * here, and links get their final hrefs here, so the theme component only lays the data out.
 */
export async function buildCommandView(command: CliCommand, ctx: CliGenerationContext): Promise<CommandViewResult> {
  const { spec } = command;
  const route = routeOf(command, ctx.routeBasePath);
  const links: FoundLink[] = [];
  const texts = new Map<string, string[]>();
  const addText = (section: string, text: string) => {
    if (text.trim()) texts.set(section, [...(texts.get(section) ?? []), text]);
  };
  const markdown: RenderMarkdown = async (text, path, section, inline = false) => {
    if (!text.trim()) return '';
    const rendered = ctx.markdown.render(text, {
      resolveHref: (url) => resolveDescriptionHref(url, route, ctx),
      linkCode: (code) => linkCommandMention(code, command, ctx),
    });
    const start = ctx.locate(path).offset;
    for (const link of rendered.links) {
      const { line, column } = positionAt(ctx.source, findUrlOffset(ctx.source, link.url, start));
      links.push({ url: link.url, line, column });
    }
    addText(section, rendered.text);
    const single = /^<p>((?:(?!<p>)[\s\S])*)<\/p>$/.exec(rendered.html.trim());
    return inline && single ? single[1] : rendered.html;
  };
  const code = (text: string, lang: string, meta = '') => codeBlockHtml(ctx.highlighter, text, lang, meta);

  addText('', spec.summary);
  const usage = computeUsage(command);
  addText('synopsis', usage);
  const view: CliCommandView = {
    fullName: command.fullName,
    summary: spec.summary,
    synopsis: { id: 'synopsis', title: 'Synopsis', usage, html: code(usage, 'text') },
  };
  if (spec.description.trim()) {
    view.description = { id: 'description', title: 'Description', html: await markdown(spec.description, [...command.specPath, 'description'], 'description') };
  }
  if (spec.args.length) {
    const rows = await Promise.all(
      spec.args.map(async (arg, index) => ({
        id: `arg-${arg.name}`,
        name: arg.name,
        required: arg.required,
        descriptionHtml: await markdown(arg.description, [...command.specPath, 'args', index, 'description'], 'arguments', true),
      })),
    );
    spec.args.forEach((arg) => addText('arguments', `<${arg.name}>`));
    view.arguments = { id: 'arguments', title: 'Arguments', rows };
  }
  const isRoot = !command.parent;
  const optionsId = isRoot ? 'global-options' : 'options';
  if (spec.flags.length) {
    spec.flags.forEach((flag) => addText(optionsId, `--${flag.name}`));
    view.options = { id: optionsId, title: isRoot ? 'Global options' : 'Options', rows: await buildFlagViews(command, spec.flags, optionsId, markdown) };
  }
  if (command.inheritedFlags.length) {
    const onlyGlobal = command.inheritedFlags.every((flag) => ctx.tree.root.spec.flags.includes(flag));
    const id = onlyGlobal ? 'global-options' : 'inherited-options';
    view.inheritedOptions = { id, title: onlyGlobal ? 'Global options' : 'Inherited options', rows: await buildFlagViews(command, command.inheritedFlags, id, markdown) };
  }
  if (spec.examples.length) {
    const items = await Promise.all(
      spec.examples.map(async (example, index) => {
        addText('examples', example.command);
        return {
          id: `example-${index + 1}`,
          descriptionHtml: await markdown(example.description, [...command.specPath, 'examples', index, 'description'], 'examples'),
          // With its output, an example is a shell session like those in the guides: the copy button copies the command only.
          html: example.output ? code(`$ ${example.command}\n${example.output}`, 'console') : code(example.command, 'bash'),
        };
      }),
    );
    view.examples = { id: 'examples', title: 'Examples', items };
  }
  if (command.children.length) {
    command.children.forEach((child) => addText('commands', `${child.fullName}: ${child.spec.summary}`));
    view.subcommands = { id: 'commands', title: 'Commands', items: await Promise.all(command.children.map((c) => buildSubcommandView(c, ctx, markdown))) };
  }
  if (isRoot && ctx.tree.spec.exitCodes.length) {
    const rows = await Promise.all(
      ctx.tree.spec.exitCodes.map(async (exit, index) => ({
        id: `exit-code-${exit.code}`,
        code: exit.code,
        descriptionHtml: await markdown(exit.description, ['exitCodes', index, 'description'], 'exit-codes', true),
      })),
    );
    view.exitCodes = { id: 'exit-codes', title: 'Exit codes', rows };
  }
  const seeAlso = buildSeeAlso(command, ctx);
  if (seeAlso) view.seeAlso = seeAlso;
  links.sort((a, b) => a.line - b.line || a.column - b.column);
  return { view, links, texts };
}
