import { isExternalUrl, looksLikeFile, normalizeRoute, resolveUrl, splitUrl } from '../../shared/url.js';
import { parseCommandLine } from './parseCommandLine.js';
import { routeOf } from './pagePaths.js';
import type { CliCommand, CliCommandLinkView, CliGenerationContext } from './types.js';

/** Anchor of a command in the root page's command list; groups, which have no page, are linked there. */
export function commandAnchorOf(command: CliCommand): string {
  return `command-${command.names.slice(1).join('-')}`;
}

/** The nearest command, itself included, that has a page: groups have none. */
export function pageCommandOf(command: CliCommand): CliCommand {
  let current = command;
  while (current.isGroup && current.parent) current = current.parent;
  return current;
}

/** Site path of a command: its page, or for a group its entry in the root page's command list. */
export function commandPathOf(command: CliCommand, ctx: CliGenerationContext): string {
  const route = routeOf(pageCommandOf(command), ctx.routeBasePath);
  return command.isGroup ? `${route}#${commandAnchorOf(command)}` : route;
}

/** The href to write for a command, with the base URL. */
export function commandHrefOf(command: CliCommand, ctx: CliGenerationContext): string {
  return resolveUrl(commandPathOf(command, ctx), ctx.urlContext);
}

export function commandLinkOf(command: CliCommand, ctx: CliGenerationContext): CliCommandLinkView {
  return { label: command.fullName, href: commandHrefOf(command, ctx), summary: command.spec.summary };
}

/**
 * The href to write for a link in a description: site paths get the base URL and a normalised route (as
 * the link check sees them), relative paths are taken from the page's route.
 */
export function resolveDescriptionHref(url: string, pageRoute: string, ctx: CliGenerationContext): string {
  if (url.startsWith('#') || isExternalUrl(url)) return url;
  const { path, query, hash } = splitUrl(url);
  const absolute = path.startsWith('/') ? path : new URL(path || '.', `http://x${pageRoute}`).pathname;
  const target = looksLikeFile(absolute) ? absolute : normalizeRoute(absolute);
  return resolveUrl(`${target}${query}${hash ? `#${hash}` : ''}`, ctx.urlContext);
}

/**
 * The site path an inline code span of a description names, so `ogc vm list-sku --location` links to the flag
 * on the command's page. Only spans that parse as a valid mention of a command with a page are linked.
 */
export function linkCommandMention(code: string, from: CliCommand, ctx: CliGenerationContext): string | undefined {
  const rootName = ctx.tree.root.spec.name;
  if (code !== rootName && !code.startsWith(`${rootName} `)) return undefined;
  const parsed = parseCommandLine(ctx.tree.spec, code, { partial: true });
  if (parsed.problems.length || parsed.end < code.trimEnd().length) return undefined;
  const target = ctx.tree.byPath.get(parsed.commandPath.slice(1).join(' '));
  if (!target || target === from) return undefined;
  const flags = Object.keys(parsed.flags);
  const path = commandPathOf(target, ctx);
  return flags.length === 1 && !target.isGroup ? `${path}#option-${flags[0]}` : path;
}
