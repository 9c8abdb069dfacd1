import type { OnResolveArgs, PluginBuild, ResolveResult } from 'esbuild';

const KEY = 'docsGenResolving';

type Marked = { [KEY]?: readonly string[] };

/** The plugins that asked esbuild to resolve this import again, outermost first. */
function askedBy(args: OnResolveArgs): readonly string[] {
  const data = args.pluginData as Marked | undefined;
  return Array.isArray(data?.[KEY]) ? data[KEY] : [];
}

/** Whether this resolution is one the plugin `marker` asked for (see resolveAgain): that plugin then leaves it alone. */
export function resolvingAgain(args: OnResolveArgs, marker: string): boolean {
  return askedBy(args).includes(marker);
}

/**
 * Resolves an import again as esbuild would without the plugin `marker`, to see what the other plugins and esbuild
 * make of it. The marks of the plugins already asking are kept: with one mark each, two such plugins would ask for
 * one another's resolution forever (a native package a package requires lazily hung the config's bundle).
 */
export function resolveAgain(b: PluginBuild, args: OnResolveArgs, marker: string): Promise<ResolveResult> {
  return b.resolve(args.path, { kind: args.kind, importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir, pluginData: { [KEY]: [...askedBy(args), marker] } });
}
