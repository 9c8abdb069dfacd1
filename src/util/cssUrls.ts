import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../shared/types.js';
import { hasHiddenSegment, isInsidePath } from './hiddenPath.js';
import { packageFolderOf, publishable, publishedCopy } from './publishedFiles.js';
import { type ImportAlias, sitePathOf } from './importAliases.js';
import { resolveUrl, urlContextOf } from '../shared/url.js';

/**
 * `url(…)` in a site's CSS (custom CSS, Sass, CSS modules), resolved as a Docusaurus build resolves it: a
 * relative URL against the CSS file that writes it, a root-relative one (`/img/x.png`) in the static folder,
 * then in the site folder; `@site/…` and the config's `aliases` as in imports. The file is published under a content-hashed name; the stylesheet refers to it
 * relative to itself (`assets/css/`), so the base URL and hash routing need nothing more.
 */

/** Where root-relative URLs are looked for, and the folder nothing may be read outside of. */
export interface CssUrlRoots {
  rootDir: string;
  siteDir?: string;
  staticDir?: string;
  aliases?: readonly ImportAlias[];
  /**
   * The URL of a file published at an output path, for site code that imports it: code has no stylesheet to be
   * relative to, so its URL carries the (locale's) base URL. Without it, the path from the output root.
   */
  publicUrl?: (outputPath: string) => string;
}

type UrlSettings = Parameters<typeof urlContextOf>[0];

export function cssUrlRootsOf(config: { rootDir: string; siteDirPath?: string; staticPath?: string; importAliases?: readonly ImportAlias[] } & UrlSettings): CssUrlRoots {
  const urls = urlContextOf(config);
  return {
    rootDir: config.rootDir,
    siteDir: config.siteDirPath,
    staticDir: config.staticPath,
    aliases: config.importAliases,
    publicUrl: (outputPath) => resolveUrl(`/${outputPath}`, urls, { forcePrependBaseUrl: true }),
  };
}

/** How a stylesheet in `assets/css/` reaches the output root. */
const TO_OUTPUT_ROOT = '../../';

export type CssUrl =
  /** Left as written: data, fragments, other origins, or a template placeholder. */
  | { kind: 'keep' }
  /** A file of the static folder, published where it is. */
  | { kind: 'static'; href: string }
  /** A file published under a hashed name. */
  | { kind: 'file'; href: string; file: OutputFile }
  | { kind: 'missing' | 'outside'; message: string };

/** URLs a browser resolves by itself: schemes, protocol-relative, fragments (`url(#clip)`), or nothing. */
export function isExternalCssUrl(url: string): boolean {
  return !url || /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(url);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file's real path, if the CSS that names it lies in an installed package and the file in that same package. */
async function inOwnPackage(file: string, cssFile: string): Promise<string | undefined> {
  const [real, realCss] = await Promise.all([fs.realpath(file), fs.realpath(cssFile).catch(() => cssFile)]);
  const pkg = packageFolderOf(realCss);
  return pkg && isInsidePath(pkg, real) && !hasHiddenSegment(path.relative(pkg, real)) ? real : undefined;
}

/** Resolves `url` written in `cssFile`. */
export async function resolveCssUrl(url: string, cssFile: string, roots: CssUrlRoots): Promise<CssUrl> {
  if (isExternalCssUrl(url)) return { kind: 'keep' };
  const [bare, suffix = ''] = url.split(/(?=[?#])/, 2);
  let clean = bare;
  try {
    clean = decodeURI(bare);
  } catch {}
  const siteDir = roots.siteDir ?? roots.rootDir;
  if (clean.startsWith('/')) {
    const inStatic = roots.staticDir ? path.join(roots.staticDir, clean) : undefined;
    if (inStatic && (await isFile(inStatic)) && (await publishable(inStatic, roots.rootDir))) {
      return { kind: 'static', href: TO_OUTPUT_ROOT + clean.slice(1) + suffix };
    }
    const inSite = path.join(siteDir, clean);
    if (await isFile(inSite)) return asHashed(url, inSite, roots, suffix);
    const where = roots.staticDir ? `the static folder (${path.relative(roots.rootDir, roots.staticDir) || '.'}) nor the site folder` : 'the site folder';
    return { kind: 'missing', message: roots.staticDir ? `The CSS refers to ${url}, which is in neither ${where}` : `The CSS refers to ${url}, which is not in ${where}` };
  }
  // Docusaurus's webpack resolves a stylesheet's URLs as imports: `@site/static/img/card.png` names a site file.
  const named = sitePathOf(clean, siteDir, roots.aliases ?? []);
  const file = named ?? path.resolve(path.dirname(cssFile), clean);
  if (!(await isFile(file))) return { kind: 'missing', message: `The CSS refers to ${url}, but ${path.relative(roots.rootDir, file)} does not exist` };
  return asHashed(url, file, roots, suffix, named ? undefined : cssFile);
}

async function asHashed(url: string, file: string, roots: CssUrlRoots, suffix: string, cssFile?: string): Promise<CssUrl> {
  const real = (await publishable(file, roots.rootDir)) ?? (cssFile ? await inOwnPackage(file, cssFile) : undefined);
  if (!real) return { kind: 'outside', message: `The CSS refers to ${url}, which is outside the site folder or in a dot folder: it is never published` };
  const out = await publishedCopy(real);
  // A `#fragment` (an SVG sprite's symbol) still applies; a `?query` cache buster is replaced by the hash.
  return { kind: 'file', href: TO_OUTPUT_ROOT + out.path + (suffix.startsWith('#') ? suffix : ''), file: out };
}
