import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isSupportedSiteModule, supportedModulesText } from '../shared/siteModules.js';
import { type ImportAlias, aliasFilter, aliasTarget } from './importAliases.js';

type SiteModule = Record<string, unknown>;

/** Where bundled site code finds the theme's modules when it loads (set just before the import). */
const REGISTRY = Symbol.for('docs-gen.siteModules');

export function provideSiteModules(resolve: (source: string) => SiteModule | undefined): void {
  (globalThis as Record<symbol, unknown>)[REGISTRY] = resolve;
}

/** The registry name of the function that turns SVG markup into a component (not importable by sites). */
export const SVG_COMPONENT_MODULE = 'docs-gen:svg-component';

/**
 * An SVG a component imports is a component drawing it inline (Docusaurus's SVGR): the module calls the function
 * `maker` names (after `imports`) on the file's markup.
 */
function svgModulesPlugin(name: string, maker: string, imports = ''): Plugin {
  return {
    name,
    setup(b) {
      b.onLoad({ filter: /\.svg$/i }, async (args) => {
        const markup = await fs.readFile(args.path, 'utf8');
        return { contents: `${imports}export default (${maker})(${JSON.stringify(markup)});`, loader: 'js' };
      });
    },
  };
}

/** For site code: the renderer's function, from the registry. */
export const svgPlugin = svgModulesPlugin('docs-gen-svg', `globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(SVG_COMPONENT_MODULE)}).default`);

/**
 * For code bundled with the theme (a site's overrides), which loads before the site's registry is provided:
 * the function is imported from its source file, bundled in.
 */
export function themeSvgPlugin(svgComponentFile: string): Plugin {
  return svgModulesPlugin('docs-gen-theme-svg', 'svgComponent', `import { svgComponent } from ${JSON.stringify(svgComponentFile)};\n`);
}

/** `@site/x` is `x` under the site folder, as in Docusaurus; a name the config's `aliases` give is the site path it names. */
export function siteRootPlugin(rootDir: string, aliases: readonly ImportAlias[] = []): Plugin {
  return {
    name: 'docs-gen-site-root',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const rest = args.path.slice('@site/'.length);
        const found = await b.resolve(`./${rest}`, { resolveDir: rootDir, kind: args.kind, importer: args.importer });
        // esbuild would name the relative path it was given, which the author never wrote.
        return found.errors.length ? { errors: [{ text: `Cannot find "${args.path}" (looked for ${path.relative(process.cwd(), path.join(rootDir, rest))})` }] } : found;
      });
      const filter = aliasFilter(aliases);
      if (!filter) return;
      b.onResolve({ filter }, async (args) => {
        const target = aliasTarget(args.path, aliases)!;
        // Relative to its folder, so esbuild finds it as it finds any file: extensions, `index` files, a package.json.
        const found = await b.resolve(`./${path.basename(target)}`, { resolveDir: path.dirname(target), kind: args.kind, importer: args.importer });
        if (!found.errors.length) return found;
        return { errors: [{ text: `Cannot find "${args.path}" (looked for ${path.relative(rootDir, target)}, through an alias in the config's \`aliases\`)` }] };
      });
    },
  };
}

/**
 * `@docusaurus/*` and `@theme/*` in site code are the theme's modules of this process (the same React
 * components and context as the pages), re-exported from the registry: a virtual module per import naming
 * every export the theme's module has. An unsupported one is an error at the import.
 */
export function siteModulesPlugin(resolve: (source: string) => SiteModule | undefined, aliases: readonly ImportAlias[] = []): Plugin {
  return {
    name: 'docs-gen-site-modules',
    setup(b) {
      b.onResolve({ filter: /^@(docusaurus|theme|theme-original)\// }, (args) => {
        // A component of the site's theme folder (see siteThemeAliases): the aliases plugin bundles the file.
        if (!isSupportedSiteModule(args.path) && aliasTarget(args.path, aliases) !== undefined) return undefined;
        if (!isSupportedSiteModule(args.path) || !resolve(args.path)) {
          return { errors: [{ text: `Unsupported import "${args.path}": docs-gen renders on the server and provides only these modules: ${supportedModulesText()}` }] };
        }
        return { path: args.path, namespace: 'docs-gen-site-module' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-gen-site-module' }, (args) => {
        const names = Object.keys(resolve(args.path) ?? {});
        const access = `globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(args.path)})`;
        const lines = [`const m = ${access};`];
        for (const name of names) lines.push(name === 'default' ? 'export default m.default;' : `export const ${name} = m[${JSON.stringify(name)}];`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

