import path from 'node:path';
import { esbuild } from '../util/lazyPackages.js';
import { yamlPlugin } from '../util/yamlPlugin.js';

/**
 * The config file and every local file it imports (the YAML data it reads, helper modules), so an edit
 * to any of them reloads the config. Found from esbuild's metafile without running the config.
 */
export async function findConfigInputs(configFile: string): Promise<string[]> {
  try {
    const result = await esbuild().build({
      entryPoints: [configFile],
      // As in bundleAndImport: the paths it reports are resolved against the working folder of now.
      absWorkingDir: process.cwd(),
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['docs-gen'],
      plugins: [yamlPlugin],
    });
    const inputs = Object.keys(result.metafile.inputs).map((p) => path.resolve(p));
    return [configFile, ...inputs.filter((p) => p !== configFile && !p.includes(`${path.sep}node_modules${path.sep}`))];
  } catch {
    // A config that does not bundle is still watched, so fixing it is noticed.
    return [configFile];
  }
}
