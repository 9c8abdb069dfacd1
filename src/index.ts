import type { UserConfig } from './config/types.js';

export type { UserConfig, SiteConfig } from './config/types.js';
export { DocsGenError } from './errors/DocsGenError.js';

/** Types a site's `docs-gen.config.ts`; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
