// Bundles the generator into dist/: the CLI (split so each command loads only what it needs),
// the compile worker, the browser runtime and the theme's stylesheet.
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openapiSchemaChecks } from './openapi-schema-checks.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

/**
 * A hash of everything the tool is built from (its sources, theme and locked dependencies): caches in a
 * site key their entries with it, so a changed docs-gen never serves output an older one produced.
 */
async function sourceHash() {
  const hash = createHash('sha256');
  const files = [];
  for (const dir of ['src', 'templates']) {
    for (const entry of await fs.readdir(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  // The build script too: how it bundles (the React module below, say) is part of what the tool does.
  files.push('package.json', 'package-lock.json', 'scripts/build-tool.mjs', 'scripts/openapi-schema-checks.mjs');
  for (const file of files.sort()) hash.update(`${file}\0`).update(await fs.readFile(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * React, external so that site code shares its one instance, is CommonJS. Imported, Node first scans its files for
 * the names they export (25–35 ms at every start of the CLI); required, it does not (10 ms). Imports of `react`
 * therefore load a module that requires the package and exports its names, read from the installed React when
 * docs-gen is built; `react/jsx-runtime` is docs-gen's own runtime, which requires React's.
 */
const requireReact = {
  name: 'require-react',
  setup(b) {
    // The JSX runtime is docs-gen's own, which gives function components their defaultProps (src/render/jsxRuntime.ts).
    b.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({ path: path.join(root, 'src', 'render', 'jsxRuntime.ts') }));
    b.onResolve({ filter: /^react$/ }, (args) => ({ path: args.path, namespace: 'require-react' }));
    b.onLoad({ filter: /.*/, namespace: 'require-react' }, (args) => {
      const names = Object.keys(createRequire(path.join(root, 'package.json'))(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      return {
        contents: `import { createRequire } from 'node:module';\nconst m = createRequire(import.meta.url)(${JSON.stringify(args.path)});\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * Written last, naming the hash dist/ was built from. `npm ci`, `npm run build` and the test run's setup each build
 * the tool, a quarter of a minute of both cores here: when dist/ is already that of these sources, it is kept.
 */
const STAMP = path.join(dist, 'build-id');
const buildId = await sourceHash();
if ((await fs.readFile(STAMP, 'utf8').catch(() => '')) === buildId) process.exit(0);
await fs.rm(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  define: { 'process.env.DOCS_GEN_BUILD_ID': JSON.stringify(buildId) },
  plugins: [requireReact],
  entryPoints: {
    cli: 'src/cli.ts',
    index: 'src/index.ts',
    'compile-worker': 'src/markdown/compileWorker.ts',
    'llms-worker': 'src/llms/markdownWorker.ts',
    'compile-helper': 'src/markdown/helperWorker.ts',
    'openapi-check': 'src/generators/openapi/laterCheckWorker.ts',
    'client-build': 'src/emit/assets.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  // Whitespace and syntax minified, names kept (stack traces stay readable): every start of the CLI parses less.
  minifyWhitespace: true,
  minifySyntax: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled: loading a few chunks beats resolving hundreds of small ESM packages at start-up.
  // Kept external: native or binary packages, React (site components must share its one instance),
  // packages that locate files relative to themselves, and TypeScript (large, and loaded only to place a config error).
  // fast-glob is bundled: as a package it is dozens of small files that every start of the CLI resolved. The YAML
  // readers are not: they load on first use (lazyPackages.ts), `yaml` from a file of its own (below), and a rebuild
  // that finds its YAML cached needs neither.
  external: ['esbuild', 'typescript', 'lightningcss', 'react', 'react/*', 'react-dom', 'react-dom/*', 'chokidar', 'ws', '@seriousme/openapi-schema-validator'],
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  // Bundled CommonJS dependencies call require(); ESM output has none of its own.
  banner: { js: "import { createRequire as __docsGenRequire } from 'node:module'; const require = __docsGenRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Packages loaded on first use, each bundled into one file (see lazyPackages.ts): one file loads faster than a package's dozens.
await build({
  absWorkingDir: root,
  entryPoints: { yaml: createRequire(path.join(root, 'package.json')).resolve('yaml') },
  outdir: path.join(dist, 'vendor'),
  outExtension: { '.js': '.cjs' },
  bundle: true,
  minifyWhitespace: true,
  minifySyntax: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

// The official OpenAPI schemas' checks, compiled now rather than at every build that reads a document (see the script).
await build({
  absWorkingDir: root,
  plugins: [openapiSchemaChecks],
  entryPoints: { 'openapi-schema-checks': 'openapi-schema-checks' },
  outdir: dist,
  bundle: true,
  minifyWhitespace: true,
  minifySyntax: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  banner: { js: "import { createRequire as __docsGenRequire } from 'node:module'; const require = __docsGenRequire(import.meta.url);" },
  logLevel: 'warning',
});

const { buildClientScripts, buildClassicClientScript, buildThemeCss, buildOnDemandCss } = await import(path.join(dist, 'client-build.js'));
// The runtime as ES modules, and as one classic script for hash-router output (opened from the file system).
for (const [folder, build] of [['client', buildClientScripts], ['client-classic', buildClassicClientScript]]) {
  const files = await build(root);
  await fs.mkdir(path.join(dist, folder), { recursive: true });
  await Promise.all(files.map((f) => fs.writeFile(path.join(dist, folder, f.name), f.contents)));
}
// The theme's stylesheet, which every build would otherwise bundle again.
await fs.writeFile(path.join(dist, 'theme.css'), await buildThemeCss(root));
// Infima's classes a site gets when it writes them (src/emit/onDemandCss.ts).
await fs.writeFile(path.join(dist, 'infima-on-demand.css'), await buildOnDemandCss(root));
// A source edited while it was bundled leaves dist/ unstamped, so the next run builds it again rather than
// keep a bundle of neither version under the stamp of one.
if ((await sourceHash()) === buildId) await fs.writeFile(STAMP, buildId);
else console.warn('docs-gen: sources changed while dist/ was built; it is built again next time');
