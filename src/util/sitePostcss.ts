import path from 'node:path';
import type { AcceptedPlugin } from 'postcss';
import { isInsidePath } from './hiddenPath.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { postcss } from './lazyPackages.js';

/**
 * A stylesheet of the site through the PostCSS plugins its Docusaurus plugins list (`configurePostCss`), as
 * Docusaurus's bundler puts every stylesheet through them before docs-gen's CSS bundler reads it: Tailwind's makes its
 * utilities, `postcss-import` inlines imports. A syntax error is placed in the file; a plugin that throws is named.
 */
async function withSitePostcss(plugins: readonly unknown[], css: string, file: string): Promise<string> {
  try {
    const result = await postcss()(plugins as AcceptedPlugin[]).process(css, { from: file });
    return result.css;
  } catch (error) {
    const { name, reason, line, column, file: at, plugin } = error as { name?: string; reason?: string; line?: number; column?: number; file?: string; plugin?: string };
    if (name === 'CssSyntaxError') {
      throw new DocsGenError(`${plugin ? `PostCSS (${plugin}): ` : 'PostCSS: '}${reason}`, { file: at ?? file, line, column, cause: error });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new DocsGenError(`A PostCSS plugin the site's plugins list threw on this stylesheet: ${message}`, {
      file,
      cause: error,
      hint: "The plugins come from a site plugin's configurePostCss.",
    });
  }
}

/** What a site's stylesheet goes through before it is bundled: its PostCSS plugins, for its own files. */
export type SiteCssTransform = (css: string, file: string) => Promise<string>;

/**
 * A config's transform of the site's stylesheets through its plugins' PostCSS plugins (undefined without any): files
 * of the site's folder only, not of its packages or of docs-gen's theme, whose stylesheets are complete as they are.
 */
export function siteCssTransformOf(config: { postcssPlugins?: readonly unknown[]; rootDir: string }): SiteCssTransform | undefined {
  const plugins = config.postcssPlugins;
  if (!plugins?.length) return undefined;
  return async (css, file) => {
    const inSite = isInsidePath(config.rootDir, file) && !file.split(path.sep).includes('node_modules');
    return inSite ? withSitePostcss(plugins, css, file) : css;
  };
}
