import fs from 'node:fs';
import path from 'node:path';
import type { PartialMessage, Plugin } from 'esbuild';
import type { OutputFile, Warning } from '../shared/types.js';
import { type CssUrlRoots, isExternalCssUrl, resolveCssUrl } from './cssUrls.js';
import { hoistLateImports } from './cssLateImports.js';
import { compileSass, findSass, SASS_FILE, SASS_MISSING_HINT, type SassRoots } from './sass.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { SiteCssTransform } from './sitePostcss.js';

/**
 * Paths that do not end in `.js`, `.mjs` or `.cjs`, in the regular expressions esbuild's filters take (Go's: no
 * lookaround). The ES modules of a package import one another by such paths, thousands of times in a large one.
 */
const NOT_A_SCRIPT = /^.{0,2}$|[^s]$|[^j]s$|(?:^|[^.mc])js$|(?:^|[^.])[mc]js$/;

/**
 * The CSS that site code imports (plain, CSS modules, Sass) as a Docusaurus build treats it: `url(…)`s
 * resolved like custom CSS (cssUrls), the files they name collected into `files` for publishing.
 */
export function cssUrlsPlugin(roots: CssUrlRoots, files: Map<string, OutputFile>): Plugin {
  return {
    name: 'docs-gen-css-urls',
    setup(b) {
      // Every import of a bundle would be a round trip to this process: not a script's (`./a.js`), which no `url(…)` names.
      b.onResolve({ filter: NOT_A_SCRIPT }, async (args) => {
        if (args.kind !== 'url-token') return undefined;
        if (isExternalCssUrl(args.path)) return { path: args.path, external: true };
        const resolved = await resolveCssUrl(args.path, args.importer, roots);
        if (resolved.kind === 'keep') return { path: args.path, external: true };
        if ('message' in resolved) return { errors: [{ text: resolved.message }] };
        if (resolved.kind === 'file') files.set(resolved.file.path, resolved.file);
        return { path: resolved.href, external: true };
      });
    },
  };
}

/**
 * `.scss`/`.sass` imports compiled with the site's `sass`; `.module.scss` is a CSS module, as with the webpack plugin.
 * `warn` hears Sass's warnings, as docs-gen warnings (esbuild's own are not reported).
 */
export function sassPlugin(roots: SassRoots, warn?: (warning: Warning) => void, transform?: SiteCssTransform): Plugin {
  return {
    name: 'docs-gen-sass',
    setup(b) {
      b.onResolve({ filter: SASS_FILE }, (args) => {
        // Said at the import, which is where the author looks.
        if (!findSass(roots)) return { errors: [{ text: `${args.path} is Sass, and the \`sass\` package is not installed. ${SASS_MISSING_HINT}` }] };
        return undefined;
      });
      b.onLoad({ filter: SASS_FILE }, async (args) => {
        try {
          const compiled = compileSass(args.path, roots, { warn });
          // The site's PostCSS plugins after Sass, as Docusaurus's loaders run them.
          const css = transform ? await transform(compiled, args.path) : compiled;
          return { contents: css, loader: /\.module\.s[ac]ss$/i.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
        } catch (error) {
          return esbuildErrorOf(error);
        }
      });
    },
  };
}

/** A located problem of a file esbuild loads, as an error of its load placed where the problem is. */
function esbuildErrorOf(error: unknown): { errors: PartialMessage[] } {
  if (!(error instanceof DocsGenError)) throw error;
  const { file, line, column } = error;
  return { errors: [{ text: error.message, location: file && line ? { file, line, column: (column ?? 1) - 1 } : undefined }] };
}

/**
 * A CSS file with an `@import` written after other rules, loaded with that import moved up (cssLateImports), as
 * css-loader imports it; esbuild would leave it where it is, for the browser to ignore. With the site's PostCSS
 * plugins (a site plugin's `configurePostCss`), the file goes through them first, as through Docusaurus's loaders.
 */
export function cssLateImportsPlugin(transform?: SiteCssTransform): Plugin {
  return {
    name: 'docs-gen-css-late-imports',
    setup(b) {
      b.onLoad({ filter: /\.css$/i, namespace: 'file' }, async (args) => {
        const written = fs.readFileSync(args.path, 'utf8');
        let text = written;
        if (transform) {
          try {
            text = await transform(written, args.path);
          } catch (error) {
            return esbuildErrorOf(error);
          }
        }
        const hoisted = hoistLateImports(text);
        if (!hoisted && text === written) return undefined;
        return { contents: hoisted?.css ?? text, loader: /\.module\.css$/i.test(args.path) ? 'local-css' : 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
    },
  };
}
