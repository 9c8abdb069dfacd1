import type { StaticBody, CompiledPartial, PageImport, AssetProblem, CompileWarning, FileStamp, FoundLink, PageAsset, TocItem, UsedComponent } from '../shared/types.js';

/** What compiling one Markdown/MDX body yields. Plain data, so it can be cached and passed between threads. */
export interface CompiledMarkdown {
  /** MDX compiled to a function body (`outputFormat: 'function-body'`); empty when `tree` is given. */
  code: string;
  /** The body's elements, for a page with no code in it: rendered without running compiled MDX. */
  tree?: StaticBody;
  /** Text of the page's first `# heading`, if it has one. */
  h1?: string;
  /** That heading began the body and was taken out of it (`removeContentTitle`). */
  contentTitleRemoved?: true;
  headings: TocItem[];
  /** Every id a link can target in the page: headings and explicit `id` attributes. */
  anchors: string[];
  links: FoundLink[];
  assets: PageAsset[];
  /** Components the page's JSX uses, so an undefined one is reported at its element. */
  components: UsedComponent[];
  warnings: CompileWarning[];
  assetProblems: AssetProblem[];
  /** Every file the page refers to, as found on disk: the compile is stale once one differs. */
  fileStamps: FileStamp[];
  /** The modules the page imports, in the order of its `_docsGenImport(n)` calls. */
  imports: PageImport[];
  /** Partials the page imports, directly or through other partials, by absolute path. */
  partials: Record<string, CompiledPartial>;
}
