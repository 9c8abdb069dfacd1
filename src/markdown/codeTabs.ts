import { NPM2YARN_DEFAULTS, type Npm2YarnOptions } from './plugins/remarkNpm2Yarn.js';
import type { TabBlocksOptions } from './plugins/remarkTabBlocks.js';

/**
 * The config's settings for code blocks shown as tabs: `npm2yarn` and `tabBlocks`. They change what a page
 * compiles to, so they are part of its compile key, and they travel with each page to the compile threads.
 */
export interface CodeTabsOptions {
  npm2yarn: Npm2YarnOptions;
  tabBlocks: TabBlocksOptions | false;
}

export const CODE_TABS_DEFAULTS: CodeTabsOptions = { npm2yarn: NPM2YARN_DEFAULTS, tabBlocks: false };

export function codeTabsOf(config: CodeTabsOptions): CodeTabsOptions {
  return { npm2yarn: config.npm2yarn, tabBlocks: config.tabBlocks };
}
