import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../shared/types.js';
import type { CssUrlRoots } from './cssUrls.js';
import { hasHiddenSegment } from './hiddenPath.js';
import { packageFolderOf, publishable, publishedCopy } from './publishedFiles.js';

/**
 * Files that site code imports for their URL (`import video from './demo.mp4'`, `require('@site/static/a.pdf').default`),
 * by Docusaurus's webpack rules (docusaurus-utils' fileLoaderUtils): images, fonts, audio and video go through
 * url-loader, inlined as a data URL up to its limit and published above it; documents and archives through
 * file-loader, always published. `.ogg`, `.mov` and tarballs, which Docusaurus has no rule for, are taken as
 * their kind is; WebAssembly, which a site gives file-loader's rule in its webpack config (Flow's playground loads
 * Oniguruma's `onig.wasm` by its URL), is published too. SVG is not here: it is a component (svgPlugin); `.txt` stays
 * esbuild's text, as before.
 */
const URL_LOADED = ['ico', 'jpe?g', 'png', 'gif', 'webp', 'avif', 'woff2?', 'eot', 'ttf', 'otf', 'mp4', 'webm', 'ogv', 'ogg', 'oga', 'wav', 'mp3', 'm4a', 'aac', 'flac', 'mov'];
const FILE_LOADED = ['pdf', 'docx?', 'xlsx?', 'pptx?', 'zip', 'rar', '7z', 'tar\\.gz', 'tgz', 'wasm'];
const endingIn = (extensions: string[]) => new RegExp(`\\.(${extensions.join('|')})$`, 'i');
const INLINED = endingIn(URL_LOADED);
const FILE_IMPORT = endingIn([...URL_LOADED, ...FILE_LOADED]);

/** url-loader's `limit` as Docusaurus sets it: a file of at most this many bytes is inlined. */
export const INLINE_LIMIT = 10_000;

/** The file's real path, if it may be published: inside the site folder, or in an installed package, below no dot folder. */
async function allowedFile(file: string, rootDir: string): Promise<string | undefined> {
  const inSite = await publishable(file, rootDir);
  if (inSite) return inSite;
  const real = await fs.realpath(file);
  const pkg = packageFolderOf(real);
  return pkg && !hasHiddenSegment(path.relative(pkg, real)) ? real : undefined;
}

/**
 * Gives the module of such a file, however the import was resolved (relative, `@site/`, the config's aliases, a
 * package), its URL; published files go into `files`, the map the CSS's `url(…)` files are published from. A file
 * outside the site or in a dot folder is refused here, where esbuild reports it at the import: resolving it here
 * too would take a nested resolution that other plugins' own nested resolutions call back into.
 */
export function fileImportsPlugin(roots: CssUrlRoots, files: Map<string, OutputFile>): Plugin {
  const publicUrl = roots.publicUrl ?? ((outputPath: string) => `/${outputPath}`);
  return {
    name: 'docs-gen-file-imports',
    setup(b) {
      b.onLoad({ filter: FILE_IMPORT, namespace: 'file' }, async (args) => {
        // A suffix asks for something else than the file's URL (`?raw`: its text).
        if (args.suffix) return undefined;
        const real = await allowedFile(args.path, roots.rootDir);
        if (!real) return { errors: [{ text: `${path.relative(roots.rootDir, args.path)} is outside the site folder or in a dot folder: it is never published` }] };
        const contents = await fs.readFile(real);
        if (INLINED.test(real) && contents.length <= INLINE_LIMIT) return { contents, loader: 'dataurl' };
        const file = await publishedCopy(real, contents);
        files.set(file.path, file);
        return { contents: `export default ${JSON.stringify(publicUrl(file.path))};`, loader: 'js' };
      });
    },
  };
}
