import type { AcceptedPlugin } from 'postcss';
import { DocsGenError } from '../errors/DocsGenError.js';
import { postcss } from './lazyPackages.js';

/**
 * A stylesheet of the site through the PostCSS plugins its Docusaurus plugins list (`configurePostCss`), as
 * Docusaurus's bundler puts every stylesheet through them before docs-gen's CSS bundler reads it: Tailwind's makes its
 * utilities, `postcss-import` inlines imports. A syntax error is placed in the file; a plugin that throws is named.
 */
export async function withSitePostcss(plugins: readonly unknown[], css: string, file: string): Promise<string> {
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
