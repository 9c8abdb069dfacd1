import fs from 'node:fs';
import path from 'node:path';
import type { Targets } from 'lightningcss';
import { lightningCss } from './lazyPackages.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { OutputFile, Warning } from '../shared/types.js';
import { CssImportNotFound, CssImportRefused, refuseOutsideImport, resolveCssImport } from './cssImports.js';
import { type CssUrlRoots, resolveCssUrl } from './cssUrls.js';
import { type HoistedCss, hoistLateImports } from './cssLateImports.js';
import { UNREAD_CSS_HINT } from './bundledCssProblem.js';
import { compileSass, SASS_FILE } from './sass.js';
import type { SiteCssTransform } from './sitePostcss.js';

export interface BundledCss {
  code: Uint8Array;
  /** The files its `url(…)`s name, to publish beside the stylesheet. */
  files: OutputFile[];
  /** Every file it was made from (`@import`s and Sass partials included), for dev's watcher. */
  inputs: string[];
  /**
   * The `@import` rules of other origins (a web font service's stylesheet), which the browser loads: they are
   * valid only at the top of a stylesheet, so whoever joins stylesheets puts them first.
   */
  imports: string[];
  /** What compiling its Sass warned about. */
  warnings: Warning[];
}

interface ImportDependency {
  type: 'import';
  url: string;
  media: string | null;
  supports: string | null;
}

interface UrlDependency {
  type: 'url';
  url: string;
  placeholder: string;
  loc: { filePath: string; start: { line: number; column: number } };
}

/**
 * One CSS (or Sass) file with its `@import`s inlined and minified by lightningcss, its `url(…)`s resolved
 * (cssUrls) and the files they name returned for publishing. Every problem is located in the file that has it.
 * A site's rule or declaration that lightningcss cannot read (declarations written straight in an `@supports`,
 * a selector with a dangling combinator) is a warning at its place, left out (or kept as written), as a browser
 * ignores it: a Docusaurus build, whose PostCSS minifier keeps what it cannot read, publishes the site all the
 * same. The theme's own CSS (no `roots`) has no such rule, and any would be an error.
 */
export async function bundleCssFile(file: string, targets: Targets, roots?: CssUrlRoots, transform?: SiteCssTransform): Promise<BundledCss> {
  const compiled = new Set<string>();
  const inputs = new Set<string>([file]);
  const warnings: Warning[] = [];
  // Files whose late `@import`s were moved up, to give a problem's place in the file as written.
  const hoisted = new Map<string, HoistedCss>();
  const written = (at: string, line: number | undefined, column: number | undefined) => {
    const place = line !== undefined && column !== undefined ? hoisted.get(path.resolve(at))?.originalLocation(line, column) : undefined;
    return place ?? { line, column };
  };
  let result: Awaited<ReturnType<ReturnType<typeof lightningCss>['bundleAsync']>>;
  try {
    result = await lightningCss().bundleAsync({
      filename: file,
      minify: true,
      targets,
      analyzeDependencies: !!roots,
      errorRecovery: !!roots,
      resolver: {
        resolve(specifier: string, from: string) {
          const target = resolveCssImport(specifier, from);
          // The theme's own stylesheet (no roots) imports only its own files.
          if (roots && typeof target === 'string') refuseOutsideImport(specifier, target, roots.rootDir);
          return target;
        },
        async read(filePath: string) {
          inputs.add(path.resolve(filePath));
          if (!SASS_FILE.test(filePath)) {
            const written = fs.readFileSync(filePath, 'utf8');
            // The site's PostCSS plugins see the file as written, as under Docusaurus's bundler.
            const text = transform ? await transform(written, filePath) : written;
            const moved = hoistLateImports(text);
            if (!moved) return text;
            hoisted.set(path.resolve(filePath), moved);
            return moved.css;
          }
          compiled.add(path.resolve(filePath));
          const css = compileSass(filePath, roots ?? { rootDir: path.dirname(filePath) }, { read: (read) => inputs.add(read), warn: (w) => warnings.push(w) });
          return transform ? transform(css, filePath) : css;
        },
      },
    });
  } catch (error) {
    if (error instanceof DocsGenError) throw error;
    const { fileName, loc, message } = error as { fileName?: string; loc?: { line: number; column: number }; message?: string };
    const at = fileName ? path.resolve(fileName) : file;
    const { line, column } = written(at, loc?.line, loc?.column);
    if (error instanceof CssImportNotFound || error instanceof CssImportRefused) throw new DocsGenError(error.message, { file: at, line, column });
    const missing = /ENOENT[^']*'([^']+)'/.exec(message ?? '');
    if (missing) {
      const named = path.relative(roots?.rootDir ?? path.dirname(file), path.resolve(missing[1]));
      throw new DocsGenError(`The CSS imports ${named}, which does not exist`, { file: at, line, column, cause: error });
    }
    throw new DocsGenError(`Cannot bundle the CSS: ${message ?? String(error)}`, { file: at, line, column, cause: error });
  }
  if (!roots) return { code: result.code, files: [], inputs: [...inputs], imports: [], warnings };
  for (const unread of result.warnings) {
    // An at-rule lightningcss does not know (`@tailwind`) is kept as written, and always was.
    if (unread.type === 'AtRuleInvalid') continue;
    const at = unread.loc.filename ? path.resolve(unread.loc.filename) : file;
    // Lines of compiled Sass are not the source's: such a problem is located at the file only.
    const place = compiled.has(at) ? {} : written(at, unread.loc.line, unread.loc.column);
    warnings.push({ message: `Invalid CSS, which browsers ignore: ${unread.message}`, file: at, ...place, hint: UNREAD_CSS_HINT });
  }
  let code = Buffer.from(result.code).toString('utf8');
  const files = new Map<string, OutputFile>();
  const errors: DocsGenError[] = [];
  const imports: string[] = [];
  for (const dep of (result.dependencies ?? []) as (UrlDependency | ImportDependency)[]) {
    // Only external imports are left as dependencies: every local one is inlined. The analysis takes the rule
    // out of the code, so it is written again (a `layer()` on it is not reported, and is lost).
    if (dep.type === 'import') {
      imports.push(`@import ${JSON.stringify(dep.url)}${dep.supports ? ` supports(${dep.supports})` : ''}${dep.media ? ` ${dep.media}` : ''};`);
      continue;
    }
    const at = path.resolve(dep.loc.filePath);
    const resolved = await resolveCssUrl(dep.url, at, roots);
    if (resolved.kind === 'keep') {
      code = code.split(dep.placeholder).join(dep.url.replace(/[\\"]/g, (c) => `\\${c}`));
    } else if ('message' in resolved) {
      // Lines of compiled Sass are not the source's: such a problem is located at the file only.
      const located = compiled.has(at) ? {} : written(at, dep.loc.start.line, dep.loc.start.column);
      errors.push(new DocsGenError(resolved.message, { file: at, ...located }));
    } else {
      if (resolved.kind === 'file') files.set(resolved.file.path, resolved.file);
      code = code.split(dep.placeholder).join(resolved.href);
    }
  }
  if (errors.length) throw combineErrors(errors);
  return { code: Buffer.from(code), files: [...files.values()], inputs: [...inputs], imports, warnings };
}
