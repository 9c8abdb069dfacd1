/**
 * A plugin that is not among the config's `plugins` (or published nothing) has undefined global data, as in
 * Docusaurus, so code that reads such data throws a TypeError naming neither the plugin nor why.
 * `asked`: the plugins whose data the page asked for and got none of (RenderContext.pluginDataMisses).
 */
export function pluginDataHint(asked: ReadonlySet<string> | undefined, thrown: unknown): string | undefined {
  // By name: site code may run in another realm, whose TypeError is not this one's.
  if (!asked?.size || (thrown as { name?: unknown } | null)?.name !== 'TypeError') return undefined;
  const calls = [...asked].map((name) => `usePluginData('${name}')`).join(', ');
  return `${calls} gave undefined: no plugin of the config's \`plugins\` published data under that name. List the site's plugin there (its loadContent and contentLoaded run, and what it passes to setGlobalData is the data), or put the data in customFields.`;
}
