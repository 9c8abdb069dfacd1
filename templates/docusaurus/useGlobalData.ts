/**
 * `@docusaurus/useGlobalData`: the data Docusaurus plugins publish for every page. docs-gen runs no Docusaurus
 * plugins, so there is none; the hooks answer as Docusaurus answers for a plugin that published nothing
 * (undefined, or an error when asked to fail fast), and a page that only reads data it can do without renders.
 */
type GlobalData = Record<string, Record<string, unknown>>;

interface UseDataOptions {
  failfast?: boolean;
}

const NO_PLUGINS = 'docs-gen runs no Docusaurus plugins: put the data the page needs in customFields, or import it from a file';

export default function useGlobalData(): GlobalData {
  return {};
}

export function useAllPluginInstancesData(pluginName: string, options: UseDataOptions = {}): Record<string, unknown> | undefined {
  if (options.failfast) throw new Error(`No global data of the plugin "${pluginName}": ${NO_PLUGINS}`);
  return undefined;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: UseDataOptions = {}): unknown {
  if (options.failfast) throw new Error(`No global data of the plugin "${pluginName}" (id "${pluginId}"): ${NO_PLUGINS}`);
  return undefined;
}
