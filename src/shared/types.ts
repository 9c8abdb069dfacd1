/**
 * The model every stage passes on: pages and their parts, and warnings. Imports no stage, so any stage
 * (and the theme) can depend on it without depending on another stage.
 */
import type { ComponentType } from 'react';
import type { FrontMatter } from './frontMatterSchema.js';

export type { FrontMatter } from './frontMatterSchema.js';

/** A problem that does not fail the build. */
/** What Docusaurus plugins publish for every page (`useGlobalData()`): by plugin name, then by plugin id. */
export type GlobalData = Record<string, Record<string, unknown>>;

export interface Warning {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it, printed under it. */
  hint?: string;
}

/** An HTML element a heading wraps part of its text in (`<span class="badge">New</span>`), with its class. */
export interface TocElement {
  tag: string;
  className?: string;
}

/**
 * What a table of contents keeps from a heading around its text, as Docusaurus's does: `*em*`, `**strong**`,
 * `~~del~~`, and the HTML elements written in it, with their class (a badge in a heading is one in the TOC too).
 */
export type TocMark = 'em' | 'strong' | 'del' | TocElement;

/** A stretch of a heading's text, whether the author wrote it as code (`` `name` ``), and its emphasis, outermost first. */
export interface TocRun {
  text: string;
  code?: true;
  marks?: TocMark[];
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
  /** The text in runs, when some of it is code or emphasis: a table of contents shows them so, as Docusaurus's does. */
  runs?: TocRun[];
}

/** A link written in a page, with where it was written. */
export interface FoundLink {
  url: string;
  /** The file the link is written in, when not the page's own (a part of an OpenAPI document in another file). */
  file?: string;
  line: number;
  column: number;
  /** Told with the error when the link is broken: why it is checked as a link of this site. */
  hint?: string;
  /**
   * The component whose prop holds the URL (`<Card href="…">`): what it does with the prop is its own, so the URL is
   * checked only when rendering the page passes it to a `Link`, as Docusaurus checks the links Links render.
   */
  component?: string;
  /**
   * The component whose children hold the link (`<Tabs>…[a](/x)…</Tabs>`): it may not render them (a tab not chosen,
   * content for another platform or framework), so on a page rendered through code the link is checked only when
   * rendering the page passes it to a `Link`, as Docusaurus checks the links pages render.
   */
  within?: string;
}

/** A heading-delimited part of a page, for the search index. */
export interface PageSection {
  /** Heading id; empty for the text before the first heading. */
  anchor: string;
  /** Heading trail, e.g. ["Install", "On Debian"]. */
  headings: string[];
  text: string;
}

/** A file a page refers to (an image) that must be copied to the output. */
export interface PageAsset {
  source: string;
  /** URL path under the site's base URL, e.g. `/assets/img/3f2a1b-diagram.png`. */
  target: string;
}

/** A component a page's JSX names (`Foo` of `<Foo>` or `<Foo.Bar>`), where it is written. */
export interface UsedComponent {
  name: string;
  line: number;
  column: number;
}

/** A problem found while compiling a page that does not fail the build, in the page's lines. */
export interface CompileWarning {
  message: string;
  line: number;
  column: number;
}

/** A file a page refers to that cannot be published: missing, outside the site root, or in a dot folder. */
export interface AssetProblem {
  /** The reference as written. */
  url: string;
  line: number;
  column: number;
  kind: 'missing' | 'outside' | 'hidden';
  /** Where the reference leads (outside and hidden), for the message. */
  resolved?: string;
}

/** What a referenced path was on disk when the page compiled (see `stampOf`). */
export interface FileStamp {
  path: string;
  stamp: string;
}

/**
 * A module a page imports (`import X from '…'` or `require('…')`), by its index in the compiled code's
 * `_docsGenImport(index)` calls. `file` is the resolved file for partials, site code and assets.
 */
export interface PageImport {
  source: string;
  kind: 'theme' | 'docusaurus' | 'react' | 'partial' | 'code' | 'asset' | 'raw';
  file?: string;
  /** Assets only: the copied file's URL path under the base URL. */
  target?: string;
  /** The file's text: `raw` imports (`!!raw-loader!./file`) and SVG assets (rendered inline as components). */
  text?: string;
  line: number;
  column: number;
}

/** A `.md`/`.mdx` file imported as a component: compiled like a page, rendered where it is used. */
export interface CompiledPartial {
  code: string;
  imports: PageImport[];
  components: UsedComponent[];
  /** Its headings, its own partials' included: the `toc` a page importing it may read. */
  headings?: TocItem[];
}

/**
 * A page body with no code in it (no imports, exports or `{expressions}`; JSX only with literal attributes),
 * kept as the elements compiled MDX would create, so rendering it needs no JavaScript to be generated and run.
 * A string is text.
 */
export type StaticNode = string | StaticElement;

export interface StaticElement {
  /** A tag, or a component's name (`Tabs`, `Foo.Bar`). */
  name: string;
  /**
   * How the name is looked up, as compiled MDX does: `markdown` for an element Markdown wrote (the page's
   * component for it if there is one, else the tag), `tag` for a lower-case JSX tag, `component` for a component
   * the page is given, `import` for one it imports (see `from`).
   */
  kind: 'markdown' | 'tag' | 'component' | 'import';
  /** For an imported component: the import's index in the page's imports and the export (null: the whole module). */
  from?: [number, string | null];
  props?: Record<string, unknown>;
  children?: StaticNode[];
  /** Line and column of a component written in the page, so one that throws is reported there. */
  at?: [number, number];
}

/** A page body kept as elements (see StaticNode). */
export interface StaticBody {
  nodes: StaticNode[];
  /** The page's imports (indexes into its `imports`), in the order compiled MDX would load them. */
  imports: number[];
}

/** The body of a page: compiled MDX, or a theme component fed with data (generated reference pages). */
export type PageBody =
  | {
      type: 'mdx';
      code: string;
      /** The body's elements, in place of `code`, for a page with no code in it (see StaticNode). */
      tree?: StaticBody;
      components?: UsedComponent[];
      imports?: PageImport[];
      /** Partials the page imports, directly or through other partials, by absolute path. */
      partials?: Record<string, CompiledPartial>;
      /** Every heading of level 2 and deeper: the page's `toc` as MDX sees it (`<TOCInline toc={toc} />`). */
      headings?: TocItem[];
    }
  | { type: 'component'; name: string; props: Record<string, unknown> };

/** A blog post's author, from its front matter or the blog's authors file. */
export interface BlogAuthor {
  /** The author's key in the authors file. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  email?: string;
  imageURL?: string;
  /** Profiles elsewhere, as full URLs, by platform (`github`, `x`, `linkedin`, …). */
  socials?: Record<string, string>;
  /** The route of the author's own page, when the authors file asks for one (`page: true`). */
  page?: string;
  /** The author's place in the authors file, where the authors page lists them. */
  order?: number;
}

/** A tag of a blog post, and its page. */
export interface BlogTag {
  label: string;
  /** The tag page's route. */
  permalink: string;
  /** What the tags file says of it, shown on its page. */
  description?: string;
}

/** A post next to another in date order. */
export interface BlogNeighbour {
  title: string;
  route: string;
}

export interface BlogPostData {
  /** ISO 8601, in UTC. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes, as words read at 200 a minute. */
  readingTime: number;
  /** The post's beginning, up to its truncate marker, as list pages show it; none when it has no marker. */
  excerpt?: PageBody;
  /** Left out of list pages, tag pages, the archive, the sidebar and the feeds (front matter `unlisted`). */
  unlisted?: true;
  newer?: BlogNeighbour;
  older?: BlogNeighbour;
}

/** A page ready to be placed in sidebars, link-checked and rendered. The compile stage's output. */
export interface PageVersion {
  set: string;
  name: string;
}

export interface Page {
  id: string;
  route: string;
  /** The file the page comes from (a Markdown file, or the spec a generated page comes from). */
  sourceFile: string;
  /**
   * The default locale's file of a page read from its translation (`i18n/<locale>/…`): where its folder, its
   * "Edit this page" link and links to it by file name find it.
   */
  originalFile?: string;
  /**
   * Docusaurus's URL of the page ends in a slash (a folder's own doc, a slug written with one), where its other
   * docs' URLs have none: relative links written in it are resolved as the browser resolves them there.
   */
  folderUrl?: true;
  title: string;
  /**
   * What `<title>` names instead of `title`, which still names the page in search and listings: the site's title
   * for a React page that gives none, as Docusaurus's `<title>` is then.
   */
  headTitle?: string;
  description?: string;
  keywords?: string[];
  sidebarLabel: string;
  sidebarPosition?: number;
  /** Folder id of the page in its content folder, e.g. `kubernetes/examples`; groups autogenerated sidebars. */
  dirId: string;
  /** Sidebar the page belongs to unless a sidebars file says otherwise. */
  defaultSidebar: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
  anchors: string[];
  links: FoundLink[];
  /**
   * What search indexes of the page where its rendered sections are not known (a page dev failed to render): a
   * generated page's own; none for Markdown, whose sections search reads from the rendered page (renderedSections.ts).
   */
  sections: PageSection[];
  assets: PageAsset[];
  /** Referenced files that cannot be published; the link stage reports them. */
  assetProblems?: AssetProblem[];
  /** Files the page refers to, as they were when it compiled (see `stampsCurrent`). */
  fileStamps?: FileStamp[];
  body: PageBody;
  /** True when the body starts with its own `# title`, so the layout must not repeat it. */
  hasOwnH1: boolean;
  /** A Markdown page's content title (see contentTitleOf): its text, as Docusaurus's `useDoc().contentTitle` gives it. */
  contentTitle?: string;
  /** Shown in the sidebar with an HTTP method or similar badge. */
  sidebarBadge?: string;
  /**
   * `page`: a free-form page (React page modules) without the docs chrome of breadcrumbs, TOC and pagination.
   * `blog`: a blog post or list page, beside the blog's recent posts.
   */
  layout?: 'doc' | 'page' | 'blog';
  /** The id of the blog whose post or own page (list, tags, archive, authors) this is. */
  blog?: string;
  /** A blog post's own data (its date, authors and tags, its neighbours). */
  blogPost?: BlogPostData;
  /** A doc's tags (front matter `tags`), each with its tag page under its docs folder's `tags/`. */
  tags?: BlogTag[];
  /**
   * A page listing other pages (a tag's page): their text is theirs, so it stays out of search and of the Markdown for
   * language models. Its `sourceFile` is one of theirs, where its problems are reported, not a file it is found by nor
   * a doc of that file's folder in a sidebar.
   */
  listsPages?: true;
  /** The docs version a page of a versioned content folder belongs to: the folder (`set`, its configured path) and the version's name. */
  version?: PageVersion;
  /**
   * Its links and heading ids are known only once it is rendered (a React page module's code writes them): its
   * links, and other pages' links to its #anchors, are checked after the render stage (see renderedLinks.ts).
   */
  linksFromRender?: boolean;
  /** Extra words for the search index (operation paths, command flags). */
  searchKeywords?: string[];
  /** Located problems of the page's source that do not fail the build (a repeated heading id, say). */
  warnings?: Warning[];
  /** Guides only: where the page's source can be edited (config `editUrl`, front matter `custom_edit_url`). */
  editUrl?: string;
  /** Guides only: Unix seconds of the last commit that touched the page's file (config `showLastUpdateTime`). */
  lastUpdatedAt?: number;
  /** Guides only: the name of that commit's author (config `showLastUpdateAuthor`). */
  lastUpdatedBy?: string;
}

/**
 * A React component that renders a page: a generated one from its data (an API operation, a CLI command), a
 * site's React page with the site's config as Docusaurus hands it over (`config`).
 */
export type PageComponent = ComponentType<{ data: Record<string, unknown>; config?: Record<string, unknown> }>;

/** What a page's code registers for the check of its links (Docusaurus's `useBrokenLinks()`). */
export interface CollectedLinks {
  links: string[];
  anchors: string[];
}

/** A file the build writes, with its contents. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A file copied as it is into the output (static files, images). */export interface CopiedFile {
  from: string;
  /** Path in the output folder. */
  to: string;
}
