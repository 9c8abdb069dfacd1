/**
 * docs-gen runs no Docusaurus plugins but the docs' (their global data is undefined, as in Docusaurus for a plugin
 * that published nothing), so code that reads such data throws a TypeError naming neither the plugin nor why.
 * `asked`: the plugins whose data the page asked for and got none of (RenderContext.pluginDataMisses).
 */
export function pluginDataHint(asked: ReadonlySet<string> | undefined, thrown: unknown): string | undefined {
  // By name: site code may run in another realm, whose TypeError is not this one's.
  if (!asked?.size || (thrown as { name?: unknown } | null)?.name !== 'TypeError') return undefined;
  const calls = [...asked].map((name) => `usePluginData('${name}')`).join(', ');
  return `${calls} gave undefined: docs-gen runs no Docusaurus plugins (it publishes the docs plugin's data alone); put the data the code needs in customFields, or import it from a file.`;
}
