import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Loader, Plugin } from 'esbuild';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/**
 * `import.meta.url`, `dirname` and `filename` of each of the script's own modules are that module's, as when
 * Node runs it: a config's helper in another folder finds its files from where it is, not from the `data:`
 * URL the bundle runs from nor from the entry's folder.
 */
const ownImportMeta: Plugin = {
  name: 'docs-gen-own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
      const text = await fs.readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const values: Record<string, string> = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      return {
        contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(values[key])),
        loader: LOADERS[path.extname(args.path)] ?? 'js',
      };
    });
  },
};

/**
 * The esbuild options that give a script bundled as one ES module, and run from a `data:` URL, the module
 * identity of `file`: CommonJS's `__dirname`, `__filename` and `require` (made by `requireSource`, after
 * `imports`), and each module's own `import.meta`.
 *
 * `__dirname` and `__filename` are substituted where they are free, under names no module declares: an ES
 * module commonly declares its own (`const __dirname = path.dirname(fileURLToPath(import.meta.url))`), and
 * esbuild hoists it into the bundle's top scope, where a banner `const __dirname` would be declared twice.
 * `require` can stay a banner constant: esbuild renames a module's own `require` around it.
 */
export function moduleGlobals(file: string, requireSource: string, imports = ''): Required<Pick<BuildOptions, 'banner' | 'define' | 'plugins'>> {
  const dirname = path.dirname(file);
  return {
    define: {
      __dirname: '__docsGenDirname',
      __filename: '__docsGenFilename',
      // What `ownImportMeta` leaves: modules of packages.
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(dirname),
      'import.meta.filename': JSON.stringify(file),
    },
    banner: {
      js: [imports, `const require = ${requireSource};`, `const __docsGenDirname = ${JSON.stringify(dirname)};`, `const __docsGenFilename = ${JSON.stringify(file)};`]
        .filter(Boolean)
        .join('\n'),
    },
    plugins: [ownImportMeta],
  };
}
