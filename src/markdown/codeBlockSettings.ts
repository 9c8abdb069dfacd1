import { NPM2YARN_DEFAULTS, type Npm2YarnOptions } from './plugins/remarkNpm2Yarn.js';
import type { TabBlocksOptions } from './plugins/remarkTabBlocks.js';

/**
 * The config's settings for how fenced blocks show: as tabs (`npm2yarn`, `tabBlocks`) or, in `mermaid`, as
 * diagrams (`mermaid`). They change what a page compiles to, so they are part of its compile key, and they travel
 * with each page to the compile threads.
 */
export interface CodeBlockSettings {
  npm2yarn: Npm2YarnOptions;
  tabBlocks: TabBlocksOptions | false;
  mermaid: boolean;
}

export const CODE_BLOCK_DEFAULTS: CodeBlockSettings = { npm2yarn: NPM2YARN_DEFAULTS, tabBlocks: false, mermaid: false };

export function codeBlockSettingsOf(config: CodeBlockSettings): CodeBlockSettings {
  return { npm2yarn: config.npm2yarn, tabBlocks: config.tabBlocks, mermaid: config.mermaid };
}
