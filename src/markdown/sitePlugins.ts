import { createHash } from 'node:crypto';
import type { Pluggable, PluggableList } from 'unified';

/** A site's remark and rehype plugins (the config's `remarkPlugins` and `rehypePlugins`), as unified takes them. */
export interface SitePlugins {
  remark: PluggableList;
  rehype: PluggableList;
}

const NONE: SitePlugins = { remark: [], rehype: [] };

/** The plugins of each fingerprint registered in this thread: the settings of a page name them by it. */
const registered = new Map<string, SitePlugins>([['', NONE]]);

/** A value as text for the fingerprint: functions by their code, which is what they do; the rest as JSON would write it. */
function describe(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? `fn:${item.name}:${String(item)}` : item instanceof RegExp ? `re:${String(item)}` : item)) ?? 'undefined';
}

/**
 * Registers a site's plugins and returns their fingerprint (empty for none), which the Markdown settings carry: it
 * is part of every page's compile key, so a plugin changed, added or with other options compiles the pages again.
 */
export function registerSitePlugins(remark: PluggableList, rehype: PluggableList): string {
  if (!remark.length && !rehype.length) return '';
  const key = createHash('sha256')
    .update(describe([remark.map(entryOf), rehype.map(entryOf)]))
    .digest('hex')
    .slice(0, 16);
  registered.set(key, { remark, rehype });
  return key;
}

const entryOf = (entry: Pluggable) => (Array.isArray(entry) ? entry : [entry]);

/**
 * The plugins a fingerprint names. Site plugins are functions the config module made, which cannot be sent to
 * another thread: pages of a site with plugins are compiled in the thread that loaded its config.
 */
export function sitePluginsOf(key: string): SitePlugins {
  const plugins = registered.get(key);
  if (!plugins) throw new Error(`docs-gen: the site's Markdown plugins (${key}) are not loaded in this thread`);
  return plugins;
}
