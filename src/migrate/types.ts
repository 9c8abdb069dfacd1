/** A Docusaurus setting `migrate` could not carry over, by its path in the Docusaurus config. */
export interface NotCarried {
  /** `themeConfig.algolia`, `presets[0].blog`, `plugins[2]`. */
  path: string;
  /** A short view of the value (`"@docusaurus/plugin-ideal-image"`, `(function)`, `{ appId, apiKey }`). */
  value: string;
  /** Why, when there is more to say than that docs-gen has no such setting. */
  reason?: string;
}

/** What `migrate` makes of a Docusaurus config: docs-gen settings (as written in a config file) and what was left. */
export interface MigratedConfig {
  config: Record<string, unknown>;
  notCarried: NotCarried[];
  /** Settings carried over that will not work as they are (a folder outside the config's folder). */
  warnings: string[];
}
