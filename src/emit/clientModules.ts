import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { ASSETS_DIR } from '../shared/emittedFiles.js';
import { SITE_CODE_EXTENSIONS } from '../shared/siteModules.js';
import type { OutputFile } from '../shared/types.js';
import { clientModuleImportsPlugin } from '../util/clientModuleImports.js';
import { fromEsbuildFailure } from '../util/esbuildErrors.js';
import { isInsidePath } from '../util/hiddenPath.js';
import { flowTypesPlugin } from '../util/flowTypes.js';
import { esbuild } from '../util/lazyPackages.js';
import { packageRoot } from '../util/packageRoot.js';
import { siteRootPlugin } from '../util/siteCodePlugins.js';
import { yamlPlugin } from '../util/yamlPlugin.js';
import { BROWSER_BUNDLE, bundleClientScripts, contentHash } from './assets.js';

/** The script's path, `assets/js/client-modules.<content hash>.js`: how the render finds it among the scripts. */
export const CLIENT_MODULES_SCRIPT = /\/client-modules\.[^/]+\.js$/;

/** What esbuild calls the generated entry, in the site folder. */
const ENTRY_NAME = 'client-modules.js';

export interface ClientModulesBundle {
  script: OutputFile;
  /** The site's files it was made from (the modules and what they import), for dev's watcher. */
  inputs: string[];
}

/**
 * The scripts of `clientModules` with their lifecycles' caller (src/client/clientLifecycles.ts), in one minified ES
 * module for the browser under a content-hashed name, or undefined when the site has none: its pages then load
 * nothing more. The modules' code runs in their order, as Docusaurus imports them.
 */
export async function bundleClientModules(config: Pick<SiteConfig, 'clientModulePaths' | 'rootDir' | 'siteDirPath' | 'importAliases'> & { router?: SiteConfig['router'] }): Promise<ClientModulesBundle | undefined> {
  const files = config.clientModulePaths;
  if (!files.length) return undefined;
  // Bundled with the site's code, from the tool's source: the published runtime has no module to import it from.
  const lifecycles = path.join(packageRoot(), 'src', 'client', 'clientLifecycles.ts');
  const entry = [
    `import { startClientModules } from ${JSON.stringify(lifecycles)};`,
    ...files.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `startClientModules([${files.map((_, i) => `m${i}`).join(', ')}]);`,
  ].join('\n');
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build(entry, config);
  } catch (error) {
    throw fromEsbuildFailure(error, files[0]) ?? error;
  }
  const contents = Buffer.from(result.outputFiles[0].contents);
  // The metafile names files relative to the working folder, and the plugins' modules by their namespace; the
  // entry and the runtime's files are not the site's.
  const entryFile = path.resolve(config.rootDir, ENTRY_NAME);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.resolve(input))
    .filter((input) => input !== entryFile && !isInsidePath(path.dirname(lifecycles), input));
  return { script: { path: `${ASSETS_DIR}/js/client-modules.${contentHash(contents)}.js`, contents }, inputs };
}

function build(entry: string, config: Pick<SiteConfig, 'rootDir' | 'siteDirPath' | 'importAliases'> & { router?: SiteConfig['router'] }) {
  return esbuild().build({
    stdin: { contents: entry, resolveDir: config.rootDir, sourcefile: ENTRY_NAME, loader: 'js' },
    ...BROWSER_BUNDLE,
    // A classic script for hash-router output, as the runtime is (see buildClassicClientScript).
    ...(config.router === 'hash' ? { format: 'iife' as const } : {}),
    absWorkingDir: process.cwd(),
    metafile: true,
    // Webpack's order, as for the site's other code: a folder with `index.js` and `index.ts` gives Docusaurus's pick.
    resolveExtensions: [...SITE_CODE_EXTENSIONS],
    plugins: [flowTypesPlugin, clientModuleImportsPlugin(), siteRootPlugin(config.siteDirPath, config.importAliases), yamlPlugin],
    logLevel: 'silent',
  });
}

export interface SiteScripts {
  files: OutputFile[];
  /** What the client modules' bundle read, for dev's watcher. */
  clientModuleInputs: string[];
}

/** The browser runtime, and the bundle of the site's client modules after it when the site has any. */
export async function bundleSiteScripts(config: Parameters<typeof bundleClientScripts>[0] & Parameters<typeof bundleClientModules>[0]): Promise<SiteScripts> {
  const [runtime, clientModules] = await Promise.all([bundleClientScripts(config), bundleClientModules(config)]);
  return clientModules ? { files: [...runtime, clientModules.script], clientModuleInputs: clientModules.inputs } : { files: runtime, clientModuleInputs: [] };
}
