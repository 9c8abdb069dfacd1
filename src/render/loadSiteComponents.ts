import { bundleAndImport } from '../util/bundleModules.js';
import type { MdxComponents } from './types.js';

/**
 * The site's components module (one esbuild run per build, not per page): its capitalised named exports are
 * in scope in every page.
 */
export async function loadSiteComponents(file: string | undefined): Promise<{ components: MdxComponents; watchFiles: string[]; fingerprint: string }> {
  if (!file) return { components: {}, watchFiles: [], fingerprint: '' };
  const { modules, watchFiles, fingerprint } = await bundleAndImport([file]);
  const components: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(modules.get(file) ?? {})) {
    if (typeof value === 'function' && /^[A-Z]/.test(name)) components[name] = value;
  }
  return { components: components as MdxComponents, watchFiles, fingerprint };
}
