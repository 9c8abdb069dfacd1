import type { Plugin } from 'unified';
import { z } from 'zod';
import { isLinkRel, isLinkTarget } from '../shared/url.js';
import { ADMONITION_KEYWORD } from '../shared/admonitionKeywords.js';
import { DEFAULT_MAGIC_COMMENTS } from '../shared/magicCommentKinds.js';
import { CODE_THEME_NAMES, DEFAULT_CODE_THEMES } from '../shared/codeThemeNames.js';
import { nearest } from '../shared/nearest.js';

/** One schema gives both the config types and their runtime check; `.strict()` makes unknown keys errors. */

const linkPolicy = z.enum(['throw', 'warn', 'ignore']);

/** A remark or rehype plugin of the site, as unified takes it: the plugin, or the plugin and its options. */
const isPlugin = (value: unknown): value is Plugin => typeof value === 'function';
const sitePlugin = z.union([
  z.custom<Plugin>(isPlugin, { message: 'a plugin is a function (imported in the config), or [plugin, options]' }),
  z.tuple([z.custom<Plugin>(isPlugin, { message: 'the first item is the plugin, a function' })]).rest(z.unknown()),
]);

/**
 * A content folder's own Markdown plugins (a docs folder's, the blog's, the pages folder's), as Docusaurus's docs, blog
 * and pages options take them: they run on that folder's pages only, each list after the site's list of its name.
 */
const ownMarkdownPlugins = {
  remarkPlugins: z.array(sitePlugin).optional(),
  rehypePlugins: z.array(sitePlugin).optional(),
  beforeDefaultRemarkPlugins: z.array(sitePlugin).optional(),
  beforeDefaultRehypePlugins: z.array(sitePlugin).optional(),
};

/**
 * A site's Docusaurus plugin (sitePlugins.ts): a function of the site's context and its options, or the function and
 * its options. Any such function fits, whatever it declares of the two.
 */
type DocusaurusPluginFunction = (context: never, options: never) => unknown;
const isFunction = (value: unknown): value is DocusaurusPluginFunction => typeof value === 'function';
const docusaurusPlugin = z.union([
  z.custom<DocusaurusPluginFunction>(isFunction, { message: 'a plugin is a function (imported in the config), its module\'s path or package name, or [plugin, options]' }),
  z.tuple([z.custom<DocusaurusPluginFunction>(isFunction, { message: 'the first item is the plugin, a function' })]).rest(z.unknown()),
]);

/** Why `new RegExp(source)` throws, or undefined when it does not. */
function regExpError(source: string): string | undefined {
  try {
    new RegExp(source);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const isRegExp = (source: string) => regExpError(source) === undefined;

/**
 * Docusaurus's `editUrl` as a function of the page (`{ version, versionDocsDirPath, docPath, permalink, locale }` for a
 * doc, `{ blogDirPath, blogPath, permalink, locale }` for a post), which returns its "Edit this page" link, or none.
 */
export type EditUrlFunction = (page: Record<string, string>) => string | undefined;
const editUrlFunction = z.custom<EditUrlFunction>(isFunction, { message: 'a URL, or a function of the page returning its link' });

/** One of Shiki's bundled themes by name; another name is an error that names the nearest theme. */
const codeThemeName = z.string().superRefine((name, ctx) => {
  if (CODE_THEME_NAMES.includes(name)) return;
  const meant = nearest(name, CODE_THEME_NAMES, { always: true });
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${name}" is not one of Shiki's themes${meant ? `; did you mean "${meant}"?` : ''} (the names are listed at https://shiki.style/themes)` });
});

/** Why an import prefix cannot be an alias: it would take imports docs-gen itself resolves, or match nothing. */
function aliasPrefixProblem(prefix: string): string | undefined {
  if (!prefix || prefix.startsWith('.') || prefix.startsWith('/') || prefix.endsWith('/')) return 'must be a name, without a leading "." or "/" or a trailing "/"';
  if (/^@(site|theme|theme-original|theme-init|docusaurus)(\/|$)/.test(prefix) || prefix === 'react' || prefix === 'react-dom') return 'is a name docs-gen resolves itself';
  return undefined;
}

/**
 * Where a navbar link opens (`_blank`, `_self`, a frame's name), as a Docusaurus navbar item's `target`; without it
 * a link to another site opens in a new tab and one of this site's in the same tab.
 */
const linkTarget = z
  .string()
  .refine(isLinkTarget, { message: 'a target is a name such as _blank or _self, without spaces or quotes' })
  .optional();

/**
 * A navbar link's `rel`, in place of the `noopener noreferrer` a link opening in a new tab gets; `''` for none, as
 * Docusaurus's `rel: null` leaves it out.
 */
const linkRel = z
  .string()
  .refine((rel) => rel === '' || isLinkRel(rel), { message: 'a rel is link types separated by spaces, such as "me noopener", or "" for none' })
  .optional();

const navLinkItem = z
  .object({
    type: z.literal('link').default('link'),
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    /** Links to a page by its doc id instead of its route. */
    docId: z.string().optional(),
    /** Links to the first page of a sidebar. */
    sidebarId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    /** An icon link: the label (or `ariaLabel`) becomes its accessible name. */
    icon: z.enum(['chat', 'github', 'external']).optional(),
    /**
     * The link's accessible name (a Docusaurus navbar item's `aria-label`): what names a link without a label,
     * whose icon its `className` draws.
     */
    ariaLabel: z.string().optional(),
    /** Marks the item active for every route under this path prefix. */
    activeBasePath: z.string().optional(),
    /**
     * Marks the item active on every page whose path (base URL included, as the browser shows it) matches this
     * regular expression; it takes the place of `activeBasePath`, as in Docusaurus.
     */
    activeBaseRegex: z
      .string()
      .refine(isRegExp, (source) => ({ message: `activeBaseRegex ${JSON.stringify(source)} is not a valid regular expression: ${regExpError(source)}` }))
      .optional(),
    /** Classes of the site's CSS for the link (a Docusaurus navbar item's `className`). */
    className: z.string().optional(),
    target: linkTarget,
    rel: linkRel,
  })
  .strict();

/** HTML of the site's own (a Docusaurus `html` navbar item): a badge, a button, a heading or a rule inside a dropdown. */
const navHtmlEntry = z
  .object({
    type: z.literal('html'),
    /** Markup shown as it is, like the footer's `html` items. */
    value: z.string(),
    className: z.string().optional(),
  })
  .strict();

const navHtmlItem = navHtmlEntry.extend({ position: z.enum(['left', 'right']).default('left') }).strict();

const navDropdownItem = z
  .object({
    type: z.literal('dropdown'),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    /** Classes of the site's CSS for the dropdown (a Docusaurus dropdown's `className`). */
    className: z.string().optional(),
    items: z.array(
      knownType(['html'], z.union([
        navHtmlEntry,
        z
          .object({
            /** Without one, a link to a doc shows the doc's id, as Docusaurus shows it. */
            label: z.string().optional(),
            to: z.string().optional(),
            href: z.string().optional(),
            /** Links to a page by its doc id instead of its route. */
            docId: z.string().optional(),
            /** Links to the first page of a sidebar. */
            sidebarId: z.string().optional(),
            /** Classes of the site's CSS for the entry's link. */
            className: z.string().optional(),
            target: linkTarget,
            rel: linkRel,
            /** Markup shown as the link's content, as written, in place of a label (a section heading of a version menu). */
            html: z.string().optional(),
          })
          .strict()
          .refine((entry) => entry.label !== undefined || entry.docId !== undefined || entry.html !== undefined, {
            message: 'a dropdown link needs a label (or a docId, whose id it then shows, or html)',
            path: ['label'],
          }),
      ])),
    ),
  })
  .strict();

/** A link or markup listed around the versions of a version dropdown (Docusaurus's `dropdownItemsBefore`, `dropdownItemsAfter`). */
const versionDropdownExtra = knownType(
  ['html'],
  z.union([
    navHtmlEntry,
    z
      .object({
        label: z.string(),
        to: z.string().optional(),
        href: z.string().optional(),
        className: z.string().optional(),
        target: linkTarget,
        rel: linkRel,
      })
      .strict()
      .refine((entry) => entry.to !== undefined || entry.href !== undefined, { message: 'a link needs `to` or `href`', path: ['to'] }),
  ]),
);

/**
 * The versions of the site's versioned docs (Docusaurus's `docsVersionDropdown`): labelled with the version of the page
 * read (else the last version), each entry leading to the same doc in that version, else to the version's first page.
 */
const navVersionDropdownItem = z
  .object({
    type: z.literal('docsVersionDropdown'),
    position: z.enum(['left', 'right']).default('left'),
    /** The versioned docs folder, by its `pluginId` (Docusaurus's docs plugin id): by default the first versioned folder. */
    docsPluginId: z.string().optional(),
    /** The versions listed, by name and in this order (or as `{ name: { label } }`): by default every version built. */
    versions: z.union([z.array(z.string()), z.record(z.string(), z.object({ label: z.string().optional() }).strict())]).optional(),
    dropdownItemsBefore: z.array(versionDropdownExtra).default([]),
    dropdownItemsAfter: z.array(versionDropdownExtra).default([]),
    /** The dropdown is not marked active on the pages of its versions. */
    dropdownActiveClassDisabled: z.boolean().default(false),
    className: z.string().optional(),
  })
  .strict();

/** A link to a version's first page (Docusaurus's `docsVersion`): the version read, else the last version. */
const navVersionItem = z
  .object({
    type: z.literal('docsVersion'),
    /** The versioned docs folder, by its `pluginId`: by default the first versioned folder. */
    docsPluginId: z.string().optional(),
    /** Default: the version's label. */
    label: z.string().optional(),
    /** Default: the version's first page. */
    to: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  })
  .strict();

/**
 * The site's locales (Docusaurus's `localeDropdown`): labelled with the locale read, each entry leading to the page
 * being read in that locale.
 */
const navLocaleDropdownItem = z
  .object({
    type: z.literal('localeDropdown'),
    position: z.enum(['left', 'right']).default('left'),
    /** Default: the current locale's label. */
    label: z.string().optional(),
    dropdownItemsBefore: z.array(versionDropdownExtra).default([]),
    dropdownItemsAfter: z.array(versionDropdownExtra).default([]),
    className: z.string().optional(),
    /** Keeps the page's `?query` and `#hash` in each entry's link (Docusaurus's `queryString` is added as given). */
    queryString: z.string().optional(),
  })
  .strict();

const navSeparatorItem = z
  .object({ type: z.literal('separator'), position: z.enum(['left', 'right']).default('right') })
  .strict();

/**
 * Where the search button stands among the items (Docusaurus's `search` item). Without one it ends the right
 * side of the bar.
 */
const navSearchItem = z
  .object({ type: z.literal('search'), position: z.enum(['left', 'right']).default('left'), className: z.string().optional() })
  .strict();

/**
 * An item of the site's own type (`type: 'custom-chat'`), as Docusaurus has them: rendered by the component the
 * site's `NavbarItem/ComponentTypes` override maps the type to, given the item's other settings as props.
 */
const isCustomItemType = (value: unknown): value is `custom-${string}` => typeof value === 'string' && /^custom-./.test(value);

const navCustomItem = z
  .object({
    type: z.custom<`custom-${string}`>(isCustomItemType),
    position: z.enum(['left', 'right']).default('left'),
  })
  .passthrough();

/**
 * Navbar item types of Docusaurus that docs-gen writes another way, or does without: a config written from
 * Docusaurus's documentation gets the way to write the item, not the union's "expected link".
 */
const DOCUSAURUS_ITEM_TYPES: Record<string, string> = {
  doc: 'a link to a doc is written `{ docId, label }`',
  docSidebar: 'a link to a sidebar\'s first page is written `{ sidebarId, label }`',
  default: 'a link is written `{ to, label }` or `{ href, label }`',
};

/**
 * Checks an item's `type` before the item's own schema, for `types` (those that item may have) and, with
 * `siteTypes`, the site's own `custom-*` types. Typed as the item's schema: what passes is what that schema
 * accepts, and a site's config keeps its types for the items.
 */
function knownType<T extends z.ZodTypeAny>(types: readonly string[], schema: T, siteTypes = false): T {
  const checked = z
    .object({ type: z.unknown() })
    .passthrough()
    .superRefine((item, ctx) => {
      if (item.type === undefined || (typeof item.type === 'string' && types.includes(item.type)) || (siteTypes && isCustomItemType(item.type))) return;
      const docusaurus = typeof item.type === 'string' && Object.hasOwn(DOCUSAURUS_ITEM_TYPES, item.type) ? DOCUSAURUS_ITEM_TYPES[item.type] : undefined;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['type'],
        message: docusaurus
          ? `navbar item type ${JSON.stringify(item.type)} is Docusaurus's: in docs-gen ${docusaurus} (docs-gen migrate converts a Docusaurus config)`
          : `unknown navbar item type ${JSON.stringify(item.type)}: one of ${types.map((t) => `"${t}"`).join(', ')}${siteTypes ? ', or "custom-<name>" for a type of the site\'s own (mapped to its component in src/theme/NavbarItem/ComponentTypes)' : ''}`,
      });
    })
    .pipe(schema);
  return checked as unknown as T;
}

const navItem = knownType(
  ['link', 'dropdown', 'separator', 'html', 'search', 'docsVersionDropdown', 'docsVersion', 'localeDropdown'],
  z.union([navDropdownItem, navSeparatorItem, navSearchItem, navHtmlItem, navVersionDropdownItem, navVersionItem, navLocaleDropdownItem, navLinkItem, navCustomItem]),
  true,
);

const logo = z
  .object({
    src: z.string(),
    srcDark: z.string().optional(),
    alt: z.string().default(''),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    href: z.string().optional(),
    /** Where the logo's link opens, as a navbar link's `target` (Docusaurus's `logo.target`). */
    target: linkTarget,
  })
  .strict();

const footerLink = z.union([
  z
    .object({
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional(),
      /** Classes of the site's CSS for the link (an icon its class draws), as a Docusaurus footer item's `className`. */
      className: z.string().optional(),
      /** Where the link opens (`_self`: in the same tab, though it leads to another site), as a Docusaurus footer item's `target`. */
      target: linkTarget,
      /** The link's `rel` (`me` proves a profile on Mastodon), instead of the `noopener noreferrer` another site's link gets. */
      rel: z
        .string()
        .refine(isLinkRel, { message: 'a rel is link types separated by spaces, such as "me noopener"' })
        .optional(),
    })
    .strict(),
  /** HTML of the site's own (a badge, a link with an icon), as Docusaurus's `html` footer items; like `copyright`. */
  z.object({ html: z.string() }).strict(),
]);

const footerColumn = z.object({ title: z.string(), items: z.array(footerLink) }).strict();

/** The tags file of a docs folder or the blog, and what an inline tag (one it does not define) is: Docusaurus's options. */
const tagsOptions = {
  /** The tags file, relative to the folder (default `tags.yml`, when it exists); `false` or `null` for none. */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  /** A tag the front matter writes that the tags file does not define, when there is one. */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
};

const postsCount = z.union([z.number().int().min(1), z.literal('ALL')]);

const blogOptions = z
  .object({
    /**
     * Names the blog among the site's blogs, as the id of a Docusaurus blog plugin: `default` for the first unless set.
     * Its translations are in `i18n/<locale>/docusaurus-plugin-content-blog-<id>` (without `-<id>` for `default`).
     */
    id: z.string().regex(/^[\w-]+$/, 'an id is letters, digits, `_` and `-`').optional(),
    /** Folder of the posts, relative to the site root. */
    path: z.string().default('blog'),
    routeBasePath: z.string().default('blog'),
    /** The title and description of the list pages. */
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    /** Posts on each list page; `'ALL'` for one page. */
    postsPerPage: postsCount.default(10),
    /** The posts' order on the list pages, in the sidebar and the feeds, and between a post's neighbours: newest first unless `ascending`. */
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    /** Recent posts in the blog's sidebar; `0` for no sidebar, `'ALL'` for every post. */
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    blogSidebarTitle: z.string().default('Recent posts'),
    /**
     * The sidebar's posts under a heading per year, the newest year first (Docusaurus's
     * `themeConfig.blog.sidebar.groupByYear`); `false` for one list.
     */
    blogSidebarGroupByYear: z.boolean().default(true),
    showReadingTime: z.boolean().default(true),
    /** The authors file (YAML or JSON), relative to the posts folder: authors by key, as posts' `authors` name them. */
    authorsMapPath: z.string().default('authors.yml'),
    /** Under the blog's route: the tag pages (`tags`), the archive (`archive`, `null` for none) and the list pages after the first (`page`). */
    tagsBasePath: z.string().default('tags'),
    ...tagsOptions,
    /** Authors a post writes out while the blog has an authors file. */
    onInlineAuthors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
    /** A post without a truncate marker, which the list pages show whole. */
    onUntruncatedBlogPosts: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
    /** Under the blog's route: the authors page, and the pages of authors whose entry asks for one (`page: true`). */
    authorsBasePath: z.string().default('authors'),
    archiveBasePath: z.string().nullable().default('archive'),
    pageBasePath: z.string().default('page'),
    /**
     * "Edit this page" under each post: this URL joined with the post's path relative to the site root, as `editUrl`
     * for docs; or a function of the post, as Docusaurus's (`{ blogDirPath, blogPath, permalink, locale }`).
     */
    editUrl: z.union([z.string(), editUrlFunction]).optional(),
    /** A translated post's "Edit this page" edits its translation, as `editLocalizedFiles` for docs. */
    editLocalizedFiles: z.boolean().default(false),
    /** Glob patterns, relative to the posts folder, of Markdown files that are not posts. */
    exclude: z.array(z.string()).default([]),
    feedOptions: z
      .object({
        /** Feeds written beside the list page (`rss.xml`, `atom.xml`, `feed.json`); `'all'` for the three, `null` for none. */
        type: z
          .union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()])
          .default(['rss', 'atom']),
        title: z.string().optional(),
        description: z.string().optional(),
        copyright: z.string().optional(),
        language: z.string().optional(),
        /** Newest posts in a feed; `false` for all of them. */
        limit: z.union([z.number().int().min(1), z.literal(false)]).default(20),
      })
      .strict()
      .default({}),
    ...ownMarkdownPlugins,
  })
  .strict();

/** A docs version's settings (Docusaurus's `versions.<name>`). */
const docsVersionOptions = z
  .object({
    label: z.string().optional(),
    /** Its route under the folder's `routeBasePath` (default its name, `next` for the current version, none for the last). */
    path: z.string().optional(),
    /** The banner above its pages: by default `unreleased` for versions newer than the last one, `unmaintained` for older ones. */
    banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
    /** "Version: <label>" above its pages: by default when the folder has more than one version. */
    badge: z.boolean().optional(),
    /** Its pages ask search engines not to index them, and stay out of the sitemap. */
    noIndex: z.boolean().default(false),
    /** A class on its pages' `<html>` element. */
    className: z.string().optional(),
  })
  .strict();

const contentRoot = z
  .object({
    /** Folder of .md/.mdx files, relative to the site root. */
    path: z.string(),
    /** URL prefix of the folder's pages. */
    routeBasePath: z.string().default('/'),
    /** Sidebar its pages belong to when no sidebars file lists them. */
    sidebar: z.string().default('docs'),
    /**
     * What its pages' doc ids start with (default: the routeBasePath, `/cli` → `cli/`, so ids stay unique
     * across folders). `''` gives the ids Docusaurus gives a docs folder whatever its route (`intro`, not `docs/intro`).
     */
    idPrefix: z.string().optional(),
    /**
     * The folder's Docusaurus docs plugin id, which names its translations' folder
     * (`i18n/<locale>/docusaurus-plugin-content-docs-<pluginId>`); the first docs folder is `default` without one.
     */
    pluginId: z.string().optional(),
    /**
     * Glob patterns, relative to the folder, of Markdown files that are not pages (a Docusaurus docs `exclude`:
     * a README describing the folder). Files and folders starting with `_` are never pages either way.
     */
    exclude: z.array(z.string()).default([]),
    /**
     * Glob patterns, relative to the folder, of the Markdown files that are pages (a Docusaurus docs `include`):
     * by default every `.md` and `.mdx` file; `exclude` still takes files out of them.
     */
    include: z.array(z.string()).min(1).optional(),
    /**
     * A sidebars file of the folder's own (a Docusaurus docs instance's `sidebarPath`): its entries name the
     * folder's docs by their ids without `idPrefix`, as Docusaurus names them within an instance.
     */
    sidebarsFile: z.string().optional(),
    /**
     * Docusaurus's `sidebarItemsGenerator`: makes the items of the folder's autogenerated sidebars (an `autogenerated`
     * entry, or its sidebar without a sidebars file), given Docusaurus's arguments and `defaultSidebarItemsGenerator`.
     */
    sidebarItemsGenerator: z.custom<(args: never) => unknown>(isFunction, { message: 'a function, as Docusaurus\'s sidebarItemsGenerator' }).optional(),
    /**
     * The folder's own "Edit this page" links, in place of the site's `editUrl`: a URL prefix, or a function of the
     * page as Docusaurus's; `false` for none (a Docusaurus docs instance without `editUrl` beside one with it).
     */
    editUrl: z.union([z.string().url(), editUrlFunction, z.literal(false)]).optional(),
    /**
     * A Docusaurus `versions.json` (newest first): the folder is then the current version, and each version listed is
     * read from `versioned_docs/version-<name>/` beside the file, with `versioned_sidebars/version-<name>-sidebars.json`
     * when it exists (an instance's `<id>_versions.json` names `<id>_versioned_docs/` and `<id>_versioned_sidebars/`).
     */
    versionsFile: z.string().optional(),
    /** The version served at `routeBasePath` (Docusaurus's `lastVersion`): by default the first listed, else the current one. */
    lastVersion: z.string().optional(),
    /** "Edit this page" on a released version's doc edits the current version's file of the same path (Docusaurus's `editCurrentVersion`). */
    editCurrentVersion: z.boolean().optional(),
    /** Whether the folder itself is built as a version (`current`, "Next", under `next/`). */
    includeCurrentVersion: z.boolean().default(true),
    ...tagsOptions,
    /** Only these versions are built (`current` names the folder's). */
    onlyIncludeVersions: z.array(z.string()).optional(),
    /** Each version's settings by name (`current` for the folder's), as Docusaurus's docs `versions` option. */
    versions: z.record(z.string(), docsVersionOptions).default({}),
    ...ownMarkdownPlugins,
  })
  .strict();

/** A document pages are generated from, served under `routeBasePath` (by default `/api` or `/cli`, by kind). */
const generatorSource = (defaultRoute: string) =>
  z
    .object({
      file: z.string(),
      routeBasePath: z.string().default(defaultRoute),
      sidebar: z.string().optional(),
    })
    .strict();

const openapiSource = generatorSource('/api')
  .extend({
    /**
     * Where root-relative and relative links in the document's descriptions point (they are written for
     * the API owner's site): they resolve against it and become external links. Defaults to the origin of
     * the document's `externalDocs.url`; `false` keeps them links of this site.
     */
    linkBase: z.union([z.string().url(), z.literal(false)]).optional(),
  })
  .strict();

/** Attributes of a tag the config adds to every page's head: `true` writes a bare attribute (`async`). */
const headAttributes = z.record(z.union([z.string(), z.boolean()]));

const headScript = z.union([z.string(), z.object({ src: z.string() }).catchall(z.union([z.string(), z.boolean()]))]);
const headStylesheet = z.union([z.string(), z.object({ href: z.string() }).catchall(z.union([z.string(), z.boolean()]))]);
/** A tag of every page's head, as the config's `headTags` and a site plugin's `injectHtmlTags` give one. */
export const headTag = z
  .object({
    tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case tag name'),
    attributes: headAttributes.default({}),
    innerHTML: z.string().optional(),
  })
  .strict();

export const configSchema = z
  .object({
    title: z.string().default('Documentation'),
    tagline: z.string().default(''),
    /** What separates a page's title from the site's in the browser's tab (`Intro | Docs`), as Docusaurus's `titleDelimiter`. */
    titleDelimiter: z.string().default('|'),
    /** Values a site's components read with `useDocusaurusContext().siteConfig.customFields`. */
    customFields: z.record(z.unknown()).default({}),
    /**
     * Theme settings docs-gen has no setting of its own for, which a site's plugins and components read from
     * `siteConfig.themeConfig` (a plugin's `themeConfig.posthog`) or `useThemeConfig()`: given beside docs-gen's own
     * (`navbar`, `footer`, …), which win.
     */
    themeConfig: z.record(z.unknown()).default({}),
    /** The GitHub owner and repository of the site, as Docusaurus's: for components that link to them (`siteConfig.organizationName`). */
    organizationName: z.string().optional(),
    projectName: z.string().optional(),
    /**
     * The site's Docusaurus plugins that publish data (see sitePlugins.ts): each a function imported in the config, or
     * its module as a Docusaurus config names it (`'./plugins/track'` from the config's folder, or a package's name),
     * or `[plugin, options]`. Their `loadContent` and `contentLoaded` run once per build, and what they pass to
     * `setGlobalData` is what `usePluginData` gives the site's components.
     */
    plugins: z.array(docusaurusPlugin).default([]),
    // A browser reads `https:/example.com` (a slash too few or too many after the scheme) as `https://example.com`,
    // as Docusaurus writes it in the sitemap: spelled out once here, canonical and Open Graph links do not keep the typo.
    url: z
      .string()
      .url()
      .transform((url) => url.replace(/^(https?):\/*(?=[^/])/i, '$1://'))
      .default('http://localhost'),
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
      .default('/'),
    favicon: z.string().optional(),
    /**
     * The preview image of link shares (Open Graph, Twitter) for every page without its own front matter
     * `image`: a path of the static folder (`/img/card.png`) or a URL (Docusaurus's `themeConfig.image`).
     */
    image: z.string().optional(),
    /** The language of a site with one locale (`<html lang>`, dates); with `i18n`, its `defaultLocale` is. */
    locale: z.string().default('en'),
    /**
     * Locales, as Docusaurus's `i18n`: each locale other than the default is built under its name (or `baseUrl`),
     * its pages read from `i18n/<path>/…` (`path` default: its name) where translated, its strings from the
     * translations files there.
     */
    i18n: z
      .object({
        defaultLocale: z.string(),
        locales: z.array(z.string()).min(1),
        /** The translations' folder, relative to `siteDir`. */
        path: z.string().default('i18n'),
        localeConfigs: z
          .record(
            z
              .object({
                label: z.string().optional(),
                direction: z.enum(['ltr', 'rtl']).optional(),
                htmlLang: z.string().optional(),
                path: z.string().regex(/^[^/\\]+$/, 'a folder name, without slashes').optional(),
                /** Where its pages are served, as Docusaurus's: the site's `baseUrl` and one folder (default: its name). */
                baseUrl: z.string().optional(),
                calendar: z.string().optional(),
              })
              .strict(),
          )
          .default({}),
      })
      .strict()
      .optional(),
    router: z.enum(['browser', 'hash']).default('browser'),
    /**
     * The site's own remark and rehype plugins, as Docusaurus's docs, blog and pages options take them (`remark-math`
     * and `rehype-katex` say): remark plugins run after docs-gen's own, rehype plugins before code is highlighted.
     */
    remarkPlugins: z.array(sitePlugin).default([]),
    rehypePlugins: z.array(sitePlugin).default([]),
    /**
     * The site's plugins Docusaurus runs before its own (the docs, blog and pages options of the same names): remark
     * plugins see the page as parsed, before headings get their ids and the page its title (a `# Title` one adds
     * is the page's title); rehype plugins run before the site's `rehypePlugins`.
     */
    beforeDefaultRemarkPlugins: z.array(sitePlugin).default([]),
    beforeDefaultRehypePlugins: z.array(sitePlugin).default([]),
    /**
     * Whether page URLs end in a slash, as Docusaurus's `trailingSlash`: `true` or unset, `/guides/setup/` written as
     * `guides/setup/index.html`; `false`, `/guides/setup` written as `guides/setup.html` (the home stays `/`).
     * Unset, relative links resolve as on Docusaurus's default routes, which end without a slash; `true`, against
     * the URL with its slash, as on a Docusaurus site that sets it.
     */
    trailingSlash: z.boolean().optional(),
    outDir: z.string().default('build'),
    staticDir: z.string().optional(),
    content: z.array(contentRoot).optional(),
    /** YAML, JSON, or a Docusaurus `sidebars.js|cjs|mjs|ts`; found by those names when unset. */
    sidebarsFile: z.string().optional(),
    /**
     * The blog: posts in `path` (`blog`), named as Docusaurus names them. Found by that folder when unset; `false` for
     * none; a list for several blogs (a changelog beside the blog), each with its own `id`, `path` and `routeBasePath`.
     * The option names are Docusaurus's blog plugin's, so its options carry over as written.
     */
    blog: z.union([blogOptions, z.literal(false), z.array(blogOptions).min(1)]).optional(),
    /**
     * The pages folder (React modules and Markdown pages); `pages` or `src/pages` when present; `false` for none. As an
     * object, Docusaurus's pages options: `path`, and the Markdown plugins of its pages.
     */
    pages: z
      .union([
        z.string(),
        z.literal(false),
        // The pages plugin's options as Docusaurus names them: its folder, and the Markdown plugins of its pages.
        z.object({ path: z.string().optional(), ...ownMarkdownPlugins }).strict(),
      ])
      .optional(),
    /** A module whose named exports are React components usable in every page without imports. */
    components: z.string().optional(),
    /** The folder `@site/` names in imports and images (Docusaurus's site folder); the config's folder by default. */
    siteDir: z.string().optional(),
    /**
     * Import prefixes that name a folder or file of the site, in pages and site code alike (a Docusaurus site's
     * webpack `resolve.alias`): `{ '@components': './src/components' }` makes `@components/Card` that folder's
     * `Card`. Paths are relative to the config's folder.
     */
    aliases: z
      .record(
        z.string().refine((target) => target !== '', { message: 'an alias needs a path' }),
      )
      .superRefine((aliases, ctx) => {
        for (const prefix of Object.keys(aliases)) {
          const problem = aliasPrefixProblem(prefix);
          if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `alias "${prefix}" ${problem}`, path: [prefix] });
        }
      })
      .default({}),
    /** Folder of theme component overrides (`Footer.tsx`, `Navbar/index.tsx`, …); `src/theme` when present. */
    themeDir: z.string().optional(),
    /**
     * A fenced block marked `npm2yarn` (```` ```bash npm2yarn ````) shows as tabs of its commands for npm and these
     * package managers (Docusaurus's remark-plugin-npm2yarn); with `sync`, all such tabs switch together. `false`
     * leaves such blocks as they are written, for a site plugin of its own that reads the marker (or none).
     */
    npm2yarn: z
      .union([
        z.literal(false),
        z.object({ sync: z.boolean().default(false), converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).default(['yarn', 'pnpm', 'bun']) }).strict(),
      ])
      .default({ sync: false, converters: ['yarn', 'pnpm', 'bun'] }),
    /**
     * Runs of fenced blocks marked `tab` (```` ```js tab ````) show as tabs, one per block, labelled by language
     * (Docusaurus's remark-plugin-tab-blocks): `labels` by language (`js` and `ts` have theirs), and with `sync`
     * (the default) all such tabs share `groupId`, so a reader's pick holds site-wide. Off unless set.
     */
    tabBlocks: z
      .union([
        z.literal(false),
        z
          .object({
            labels: z.record(z.string()).default({}),
            sync: z.boolean().default(true),
            groupId: z.string().min(1).default('code-examples'),
          })
          .strict(),
      ])
      .default(false),
    /**
     * Fenced blocks in `mermaid` are drawn as diagrams, in the reader's colour mode (Docusaurus's `markdown.mermaid`
     * with theme-mermaid). Mermaid loads only on pages that have one; without scripts the source shows. Off unless set.
     */
    mermaid: z.boolean().default(false),
    /**
     * Fenced blocks marked `live` (```` ```jsx live ````, Docusaurus's theme-live-codeblock) show their code under a
     * "Live Editor" header and, under "Result", what the code renders, rendered when the site is built: inline, the
     * code is one expression (an element, or a component); with `noInline`, statements that call `render(<Element />)`.
     * No editing and no script: the result is HTML. `playgroundPosition: 'top'` puts the result above the code.
     * Off unless set: a `live` block is then code like any other.
     */
    liveCodeBlock: z
      .union([z.literal(false), z.object({ playgroundPosition: z.enum(['bottom', 'top']).default('bottom') }).strict()])
      .default(false),
    /**
     * The language of a fenced block or `<CodeBlock>` that names none (Docusaurus's `prism.defaultLanguage`): shown
     * and highlighted as that language. Without it such a block is plain text.
     */
    defaultCodeLanguage: z.string().regex(/^[\w+#.-]+$/, 'a language name, as a fence writes it (`js`, `bash`)').optional(),
    /**
     * The themes code is highlighted in, one for each colour mode, by the names of Shiki's bundled themes (Docusaurus's
     * `prism.theme` and `prism.darkTheme`, which `migrate` maps to the nearest Shiki theme): fenced code, `<CodeBlock>`
     * and the generated API and CLI pages. Only these two themes are loaded.
     */
    codeThemes: z
      .object({ light: codeThemeName.default(DEFAULT_CODE_THEMES.light), dark: codeThemeName.default(DEFAULT_CODE_THEMES.dark) })
      .strict()
      .default(DEFAULT_CODE_THEMES),
    /**
     * The kinds of magic comments code blocks are read with (Docusaurus's `prism.magicComments`): each marks the next
     * line (`line`) or the lines between `block.start` and `block.end` with `className`, the comment taken out. A
     * list replaces Docusaurus's default kind (`theme-code-block-highlighted-line`, which the theme highlights).
     */
    magicComments: z
      .array(
        z
          .object({
            className: z.string().regex(/^[A-Za-z_][\w-]*( [A-Za-z_][\w-]*)*$/, 'class names of the site CSS, separated by spaces'),
            line: z.string().min(1).optional(),
            block: z.object({ start: z.string().min(1), end: z.string().min(1) }).strict().optional(),
          })
          .strict(),
      )
      .default(DEFAULT_MAGIC_COMMENTS),
    /**
     * How pages are parsed (Docusaurus's `markdown.format`): `mdx`, every page as MDX (JSX, `{expressions}`,
     * imports); `md`, every page as CommonMark, where HTML is markup and `{` and `<` are text; `detect`, `.md`
     * files as CommonMark and `.mdx` files as MDX. Admonitions, heading ids and code blocks work in both.
     */
    markdownFormat: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    /**
     * Whether ids made from heading text keep its case (Docusaurus's `markdown.anchors.maintainCase`):
     * `## Create Jira issue` gets `#Create-Jira-issue` instead of `#create-jira-issue`, in pages, their tables of
     * contents, search results and generated references alike. Off unless set.
     */
    anchorsMaintainCase: z.boolean().default(false),
    /**
     * The keywords of `:::keyword` admonitions (Docusaurus's docs option `admonitions`): `keywords` join note, tip,
     * info, warning, danger, caution, important, success and secondary, or replace them with `extendDefaults: false`;
     * `false` turns admonitions off (their lines are text). A keyword of the site's own is drawn by the component
     * the site's `Admonition/Types` override maps it to.
     */
    admonitions: z
      .union([
        z.literal(false),
        z
          .object({
            keywords: z.array(z.string().regex(ADMONITION_KEYWORD, 'a keyword is letters, digits, "-" and "_", starting with a letter and ending with a letter or digit')).default([]),
            extendDefaults: z.boolean().default(true),
          })
          .strict(),
      ])
      .default({}),
    /**
     * Pages that moved (Docusaurus's plugin-client-redirects): a page written at each `from` path sends the reader
     * on to `to`, a page of the site or another site's URL.
     */
    redirects: z
      .array(z.object({ from: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]), to: z.string().min(1) }).strict())
      .default([]),
    /**
     * Redirects made from the pages, as plugin-client-redirects's `createRedirects` makes them: called with each
     * page's path (`/guides/setup`; `/` for the home), it returns the old paths that send the reader there (a path,
     * a list, or nothing).
     */
    createRedirects: z
      .custom<(path: string) => unknown>((value) => typeof value === 'function', { message: "createRedirects is a function from a page's path to the paths that redirect to it" })
      .optional(),
    /** Scripts every page loads, in its head: a URL, or `{ src, async, defer, … }` (Docusaurus's `scripts`). */
    scripts: z.array(headScript).default([]),
    /** Stylesheets every page loads after the theme's: a URL, or `{ href, … }` (Docusaurus's `stylesheets`). */
    stylesheets: z.array(headStylesheet).default([]),
    /** Other tags of every page's head: `{ tagName, attributes, innerHTML }` (Docusaurus's `headTags`). */
    headTags: z.array(headTag).default([]),
    /** CSS files appended after the theme's stylesheet, in order (a Docusaurus `custom.css`). */
    customCss: z.union([z.string(), z.array(z.string())]).optional(),
    /**
     * Docusaurus's `clientModules`: files every page runs in the browser. A stylesheet (CSS or Sass) joins the site's
     * stylesheet after `customCss`; a script (JS or TS) is bundled with the others into one module, whose
     * `onRouteUpdate` and `onRouteDidUpdate` exports are called on the first load and on every client navigation.
     */
    clientModules: z.array(z.string().min(1)).default([]),
    /** A command tree (YAML) from which the command reference pages are generated. */
    cliReference: generatorSource('/cli').optional(),
    openapi: openapiSource.optional(),
    docsVersionLabel: z.string().default('Next'),
    /**
     * Prefix of a guide's "Edit this page" link, joined with the page's source path relative to the site root; or a
     * function of the page, as Docusaurus's docs `editUrl` (`{ version, versionDocsDirPath, docPath, permalink, locale }`).
     */
    editUrl: z.union([z.string().url(), editUrlFunction]).optional(),
    /** A translated guide's "Edit this page" edits its translation (`i18n/<locale>/…`), not the default locale's file. */
    editLocalizedFiles: z.boolean().default(false),
    /** "Last updated" on guides, from the date of the last commit that touched the page's file. */
    showLastUpdateTime: z.boolean().default(false),
    /** "… by <name>" on guides: the author of the last commit that touched the page's file. */
    showLastUpdateAuthor: z.boolean().default(false),
    /**
     * Whether sidebar categories start collapsed where neither the sidebars file nor `_category_.json` says
     * (Docusaurus's docs `sidebarCollapsed`, on there by default); the category of the page shown is always open.
     */
    sidebarCollapsed: z.boolean().default(false),
    /** Whether sidebar categories can be collapsed where they do not say (Docusaurus's docs `sidebarCollapsible`). */
    sidebarCollapsible: z.boolean().default(true),
    /**
     * A button at the foot of the desktop sidebar that hides it, leaving a strip that shows it again
     * (Docusaurus's `themeConfig.docs.sidebar.hideable`). Needs JavaScript; phones keep the drawer.
     */
    sidebarHideable: z.boolean().default(false),
    /** The trail of categories above a guide's title (Docusaurus's docs `breadcrumbs`). */
    breadcrumbs: z.boolean().default(true),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: logo.optional(),
        hideOnScroll: z.boolean().default(false),
        /** A dark bar in either colour mode (Docusaurus's navbar `style: 'dark'`); the page keeps the reader's mode. */
        style: z.literal('dark').optional(),
        items: z.array(navItem).default([]),
      })
      .strict()
      .default({}),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('light'),
        links: z.union([z.array(footerColumn), z.array(footerLink)]).default([]),
        logo: logo.optional(),
        copyright: z.string().optional(),
      })
      .strict()
      .optional(),
    announcementBar: z
      .object({
        id: z.string().default('announcement'),
        content: z.string(),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({}),
    toc: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .default({}),
    onBrokenLinks: linkPolicy.default('throw'),
    onBrokenMarkdownLinks: linkPolicy.default('throw'),
    onBrokenAnchors: linkPolicy.default('warn'),
    onDuplicateRoutes: linkPolicy.default('warn'),
    analytics: z
      .object({
        gtmContainerId: z.string().optional(),
        gtagTrackingId: z.string().optional(),
        anonymizeIP: z.boolean().default(true),
      })
      .strict()
      .optional(),
    search: z.object({ enabled: z.boolean().default(true) }).strict().default({}),
    /** Every page as Markdown (`<route>index.md`), `llms.txt` and `llms-full.txt`, and the "Copy page" button. */
    llms: z
      .object({
        enabled: z.boolean().default(true),
        /** A paragraph after the tagline in `llms.txt`. */
        description: z.string().optional(),
        /** Route prefixes (`/api/`) or sidebar ids (`api`) whose pages get no Markdown and are left out of both files. */
        exclude: z.array(z.string()).default([]),
      })
      .strict()
      .default({}),
  })
  .strict();

export type UserConfig = z.input<typeof configSchema>;
export type ParsedConfig = z.output<typeof configSchema>;
export type NavItem = z.output<typeof navItem>;
export type NavLinkItem = z.output<typeof navLinkItem>;
export type NavDropdownItem = z.output<typeof navDropdownItem>;
export type NavVersionDropdownItem = z.output<typeof navVersionDropdownItem>;
export type NavLocaleDropdownItem = z.output<typeof navLocaleDropdownItem>;
export type DocsVersionOptions = z.output<typeof docsVersionOptions>;
export type LogoConfig = z.output<typeof logo>;
export type FooterLink = z.output<typeof footerLink>;
export type FooterColumn = z.output<typeof footerColumn>;
export type ContentRootConfig = z.output<typeof contentRoot>;
export type BlogOptions = z.output<typeof blogOptions>;
/** The blog's options when a site has a `blog` folder and no `blog` key. */
export const blogDefaults: BlogOptions = blogOptions.parse({});
export type GeneratorSourceConfig = z.output<ReturnType<typeof generatorSource>>;
export type OpenApiSourceConfig = z.output<typeof openapiSource>;
export type LinkPolicy = z.output<typeof linkPolicy>;
