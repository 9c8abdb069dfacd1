import { useSiteContext } from '../context.js';
import type { RenderContext } from '../../src/render/types.js';
import type { GlobalData } from '../../src/shared/types.js';
import { docsGlobalData } from './docsGlobalData.js';

/**
 * `@docusaurus/useGlobalData`: the data Docusaurus plugins publish for every page, by plugin name then plugin id:
 * what the site's own `plugins` passed to `setGlobalData` (see sitePlugins.ts), and what the docs plugin publishes
 * (`docusaurus-plugin-content-docs`: each docs folder's path, versions and their docs, as the docs client hooks
 * give them), which sites' theme overrides read (a version banner reading
 * `useGlobalData()['docusaurus-plugin-content-docs'].default`). A plugin that published nothing gets the answer
 * Docusaurus gives then (undefined, or an error when asked to fail fast).
 */

interface UseDataOptions {
  failfast?: boolean;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

const NO_PLUGINS = 'no plugin of the config\'s `plugins` published data under that name (with setGlobalData in its contentLoaded)';

/** Made once per page: every hook of the page reading it gets the same object, as from Docusaurus's context. */
const ofContext = new WeakMap<RenderContext, GlobalData>();

export default function useGlobalData(): GlobalData {
  const ctx = useSiteContext();
  let data = ofContext.get(ctx);
  if (!data) {
    const docs = docsGlobalData(ctx);
    data = { ...ctx.config.globalData, ...(Object.keys(docs).length ? { [DOCS_PLUGIN]: docs } : {}) };
    ofContext.set(ctx, data);
  }
  return data;
}

export function useAllPluginInstancesData(pluginName: string, options: UseDataOptions = {}): Record<string, unknown> | undefined {
  const ctx = useSiteContext();
  const data = useGlobalData()[pluginName];
  // Noted so that what the page's code throws for want of it says why (see pluginDataMisses.ts).
  if (!data) ctx.pluginDataMisses.add(pluginName);
  if (!data && options.failfast) throw new Error(`No global data of the plugin "${pluginName}": ${NO_PLUGINS}`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: UseDataOptions = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!data && options.failfast) throw new Error(`No global data of the plugin "${pluginName}" (id "${pluginId}"): ${NO_PLUGINS}`);
  return data;
}
