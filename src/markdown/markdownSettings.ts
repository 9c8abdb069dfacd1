import { NPM2YARN_DEFAULTS, type Npm2YarnOptions } from './plugins/remarkNpm2Yarn.js';
import type { TabBlocksOptions } from './plugins/remarkTabBlocks.js';
import { ADMONITION_KEYWORDS } from '../shared/admonitionKeywords.js';
import { overridesThemeComponent } from '../config/siteThemeAliases.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../shared/magicCommentKinds.js';
import type { PluggableList } from 'unified';
import { registerSitePlugins } from './sitePlugins.js';
import { THEME_COMPONENTS } from '../shared/siteModules.js';
import type { CodeThemes } from '../shared/codeThemeNames.js';

/** How a page is parsed: as MDX, as CommonMark, or by its extension (`.md` as CommonMark). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * The config's settings for how pages are read (`markdownFormat`) and how fenced blocks show: as tabs
 * (`npm2yarn`, `tabBlocks`) or, in `mermaid`, as diagrams (`mermaid`). They change what a page compiles to, so
 * they are part of its compile key, and they travel with each page to the compile threads.
 */
export interface MarkdownSettings {
  npm2yarn: Npm2YarnOptions | false;
  tabBlocks: TabBlocksOptions | false;
  mermaid: boolean;
  markdownFormat: MarkdownFormat;
  /** The keywords `:::keyword` admonitions may use (none: admonitions off). */
  admonitionKeywords: string[];
  /**
   * Whether a fenced block keeps its code and meta as written beside its highlighted HTML: when the site
   * overrides `CodeBlock` (or a part of it, `CodeBlock/Layout`), which renders fenced code in Docusaurus, and is
   * given them as props, or `MDXComponents`, whose `pre` and `code` do.
   */
  fenceSources: boolean;
  /** The kinds of magic comments code blocks are read with (`magicComments`). */
  magicComments: MagicComment[];
  /** Whether heading ids keep the heading's case (`anchorsMaintainCase`). */
  anchorsMaintainCase: boolean;
  /** The fingerprint of the site's own remark and rehype plugins (see sitePlugins.ts); empty for none. */
  sitePlugins: string;
  /** Whether fenced blocks marked `live` become playgrounds (the config's `liveCodeBlock`; see rehypeLiveCode). */
  liveCode: boolean;
  /** The language of a fenced block that names none (`defaultCodeLanguage`); plain text without it. */
  defaultCodeLanguage?: string;
  /** The fingerprint of the pages' URLs that links to their files become before the site's remark plugins run (see markdownLinkTargets.ts); empty for none. */
  markdownLinks?: string;
  /** The themes code is highlighted in (`codeThemes`); GitHub's without it. */
  codeThemes?: CodeThemes;
}

/** The theme components whose override makes fenced code render from its code and meta as written. */
const CODE_BLOCK_SOURCES = ['MDXComponents', ...THEME_COMPONENTS.filter((name) => name === 'CodeBlock' || name.startsWith('CodeBlock/'))];

export const MARKDOWN_DEFAULTS: MarkdownSettings = { npm2yarn: NPM2YARN_DEFAULTS, tabBlocks: false, mermaid: false, markdownFormat: 'mdx', admonitionKeywords: [...ADMONITION_KEYWORDS], fenceSources: false, magicComments: DEFAULT_MAGIC_COMMENTS, anchorsMaintainCase: false, sitePlugins: '', liveCode: false };

/** The config's `admonitions`: keywords of the site's own, beside Docusaurus's or instead of them, or none at all. */
export type AdmonitionsSetting = false | { keywords: string[]; extendDefaults: boolean };

export function markdownSettingsOf(
  config: Omit<MarkdownSettings, 'admonitionKeywords' | 'fenceSources' | 'sitePlugins' | 'liveCode'> & {
    admonitions: AdmonitionsSetting;
    themePath?: string;
    remarkPlugins?: PluggableList;
    rehypePlugins?: PluggableList;
    beforeDefaultRemarkPlugins?: PluggableList;
    beforeDefaultRehypePlugins?: PluggableList;
    liveCodeBlock?: false | object;
    codeFingerprint?: string;
    codeThemes?: CodeThemes;
  },
  /** A content folder (its `path`) and its own lists, run on its pages after the site's (a docs folder's, the blog's). */
  own: { path?: string; remarkPlugins?: PluggableList; rehypePlugins?: PluggableList; beforeDefaultRemarkPlugins?: PluggableList; beforeDefaultRehypePlugins?: PluggableList } = {},
): MarkdownSettings {
  const { admonitions } = config;
  const admonitionKeywords = admonitions === false ? [] : [...new Set([...(admonitions.extendDefaults ? ADMONITION_KEYWORDS : []), ...admonitions.keywords])];
  // A site's MDXComponents may map `pre` or `code`, through which Docusaurus renders fenced code; a site's part of
  // the code block (`CodeBlock/Layout`) renders fenced code from its code and meta as written, as a CodeBlock does.
  const fenceSources = CODE_BLOCK_SOURCES.some((name) => overridesThemeComponent(config.themePath, name));
  const ownLists = [own.remarkPlugins, own.rehypePlugins, own.beforeDefaultRemarkPlugins, own.beforeDefaultRehypePlugins];
  const sitePlugins = registerSitePlugins({
    beforeRemark: [...(config.beforeDefaultRemarkPlugins ?? []), ...(own.beforeDefaultRemarkPlugins ?? [])],
    beforeRehype: [...(config.beforeDefaultRehypePlugins ?? []), ...(own.beforeDefaultRehypePlugins ?? [])],
    remark: [...(config.remarkPlugins ?? []), ...(own.remarkPlugins ?? [])],
    rehype: [...(config.rehypePlugins ?? []), ...(own.rehypePlugins ?? [])],
  }, ownLists.some((list) => list?.length) ? own.path : undefined, config.codeFingerprint);
  return {
    npm2yarn: config.npm2yarn,
    tabBlocks: config.tabBlocks,
    mermaid: config.mermaid,
    markdownFormat: config.markdownFormat,
    admonitionKeywords,
    fenceSources,
    magicComments: config.magicComments,
    anchorsMaintainCase: config.anchorsMaintainCase,
    sitePlugins,
    liveCode: !!config.liveCodeBlock,
    ...(config.defaultCodeLanguage ? { defaultCodeLanguage: config.defaultCodeLanguage } : {}),
    ...(config.codeThemes ? { codeThemes: { light: config.codeThemes.light, dark: config.codeThemes.dark } } : {}),
  };
}

/** The format a file is parsed in: with `detect`, `.mdx` files are MDX and every other file CommonMark. */
export function formatOfFile(file: string, format: MarkdownFormat): 'mdx' | 'md' {
  if (format !== 'detect') return format;
  return file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
}
