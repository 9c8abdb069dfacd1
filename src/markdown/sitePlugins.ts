import { createHash } from 'node:crypto';
import type { Pluggable, PluggableList } from 'unified';

/**
 * A site's remark and rehype plugins, as unified takes them: those the config's `beforeDefaultRemarkPlugins` and
 * `beforeDefaultRehypePlugins` run before the steps that stand for Docusaurus's own, and its `remarkPlugins` and
 * `rehypePlugins` after them (see compileMarkdown.ts).
 */
export interface SitePlugins {
  beforeRemark: PluggableList;
  beforeRehype: PluggableList;
  remark: PluggableList;
  rehype: PluggableList;
}

const NONE: SitePlugins = { beforeRemark: [], beforeRehype: [], remark: [], rehype: [] };

/** The plugins of each fingerprint registered in this thread: the settings of a page name them by it. */
const registered = new Map<string, SitePlugins>([['', NONE]]);

/** A value as text for the fingerprint: functions by their code, which is what they do; the rest as JSON would write it. */
function describe(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? `fn:${item.name}:${String(item)}` : item instanceof RegExp ? `re:${String(item)}` : item)) ?? 'undefined';
}

/**
 * Registers a site's plugins and returns their fingerprint (empty for none), which the Markdown settings carry: it
 * is part of every page's compile key, so a plugin changed, added or with other options compiles the pages again.
 * `folder` names the content folder whose own lists are among them: two folders' plugins may be closures of the
 * same code over different values, which must not take each other's place here. `code` is the config's code
 * fingerprint: a plugin's own text does not show what the modules it calls do.
 */
export function registerSitePlugins(plugins: SitePlugins, folder = '', code = ''): string {
  const lists = [plugins.beforeRemark, plugins.beforeRehype, plugins.remark, plugins.rehype];
  if (lists.every((list) => !list.length)) return '';
  // The lists stay apart in it: a plugin moved from one to another runs elsewhere, so pages compile again.
  const key = createHash('sha256')
    .update(describe([folder, code, lists.map((list) => list.map(entryOf))]))
    .digest('hex')
    .slice(0, 16);
  registered.set(key, plugins);
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
