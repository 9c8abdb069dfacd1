import { resolveSiteModule } from '../render/resolveThemeModule.js';
import type { Theme } from '../render/types.js';
import { findThemeOverrides } from '../theming/themeOverrides.js';
import type { RenderedLinkChecks } from '../links/types.js';

/** The overrides by which a site may render Markdown links with an `a` of its own. */
const LINK_OVERRIDES = ['MDXComponents', 'MDXComponents/A'];

/** The overrides by which a site may render Markdown headings with ids of its own. */
const HEADING_OVERRIDES = ['MDXComponents', 'MDXComponents/Heading', 'Heading'];

/** What the link stage leaves to the rendered pages, given the site's theme overrides. */
export async function renderedLinkChecks(themePath: string | undefined): Promise<RenderedLinkChecks> {
  const { overrides } = await findThemeOverrides(themePath);
  return {
    deferMarkdownLinks: LINK_OVERRIDES.some((name) => overrides?.files.has(name)),
    anchorsFromRender: HEADING_OVERRIDES.some((name) => overrides?.files.has(name)),
  };
}

/**
 * Whether the loaded theme renders Markdown's `a` with the site's own component (an `MDXComponents/A` override, or
 * an `MDXComponents` map whose `a` is not the theme's). Docusaurus then checks only the links that component renders
 * through `Link` (it may send others to another domain), so Markdown links are checked from the rendered pages.
 */
export function replacesMdxLinks(theme: Theme, overrideFiles: ReadonlyMap<string, string>): boolean {
  if (overrideFiles.has('MDXComponents/A')) return true;
  return overrideFiles.has('MDXComponents') && theme.mdxComponents.a !== resolveSiteModule('@theme/MDXComponents/A', theme)?.default;
}
