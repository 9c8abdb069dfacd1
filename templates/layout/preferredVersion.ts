import type { RenderContext } from '../../src/render/types.js';
import type { VersionEntry } from '../../src/sidebars/docsVersionIndex.js';
import { docsVersionKey } from '../../src/shared/docsVersionKey.js';
import type { PreferredVersionAlternates } from '../../src/shared/preferredVersion.js';

/**
 * Attributes with which the browser runtime points a navbar element at the reader's preferred version of a
 * versioned folder (src/client/version.ts), as Docusaurus re-renders its navbar once it has read the preference.
 * Only off the versions: on a page of a version, the navbar follows the version read. None when no version but the
 * last would change the element.
 */
export function preferredVersionAttributes(
  ctx: RenderContext,
  pluginId: string | undefined,
  alternate: (version: VersionEntry) => PreferredVersionAlternates[string] | undefined,
): Record<string, string> {
  const set = ctx.docsVersion ? undefined : ctx.docsVersions.sets.find((s) => s.pluginId === pluginId);
  if (!set) return {};
  const versions: PreferredVersionAlternates = {};
  for (const version of set.versions) {
    const entry = version.name === set.last.name ? undefined : alternate(version);
    if (entry) versions[version.name] = entry;
  }
  return Object.keys(versions).length ? { 'data-version-plugin': set.pluginId, 'data-versions': JSON.stringify(versions) } : {};
}

/** The same for a navbar link to a doc (`navKey`, see navTargetKey): in each version that has the doc, it leads there. */
export function preferredDocAttributes(ctx: RenderContext, navKey: string): Record<string, string> {
  const routes = ctx.versionNavRoutes;
  if (ctx.docsVersion || !routes?.size) return {};
  const set = ctx.docsVersions.sets.find((s) => s.versions.some((v) => routes.get(docsVersionKey(v))?.has(navKey)));
  return preferredVersionAttributes(ctx, set?.pluginId, (version) => {
    const route = routes.get(docsVersionKey(version))?.get(navKey);
    return route ? { href: ctx.url(route) } : undefined;
  });
}
