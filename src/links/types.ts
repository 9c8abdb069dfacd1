import type { Warning } from '../shared/types.js';
import type { DocsGenError } from '../errors/DocsGenError.js';

/** How one written link resolves. */
export interface ResolvedLink {
  /** The href to write into the HTML. */
  href: string;
  kind: 'external' | 'anchor' | 'page' | 'file' | 'markdown';
  /** Route of the target page, for page, anchor and markdown links that resolve. */
  route?: string;
  /** Anchor inside the target, without `#`. */
  anchor?: string;
  /** False when the target does not exist. */
  found: boolean;
}

/** Problems the link stage found: errors fail the build, warnings are printed. */
export interface LinkReport {
  errors: DocsGenError[];
  warnings: Warning[];
}

/**
 * A link whose anchor no heading of its target has, as one page's check finds it. Reported once per place
 * it is written (see reportBrokenAnchors): text shown on many pages, such as a shared API description,
 * may break the same relative anchor on each.
 */
export interface BrokenAnchor {
  url: string;
  anchor: string;
  /** Where the link is written; a link of rendered code may have no line found. */
  where: { file: string; line?: number; column?: number };
  targetRoute: string;
  /** The target's headings, to suggest the nearest. */
  targetAnchors: string[];
}

/** A link to an #anchor of a page whose ids are known only once it is rendered (Page.linksFromRender). */
export type PendingAnchor = Omit<BrokenAnchor, 'targetAnchors'>;

/** The link stage's problems, and the anchors it leaves to the check after rendering. */
export interface LinkStageReport extends LinkReport {
  pendingAnchors: PendingAnchor[];
  /**
   * The problems of Markdown pages' links when the site's theme folder overrides `MDXComponents`: reported as
   * found here unless the loaded theme's `a` is the site's own, whose rendered links are then checked instead
   * (see src/pipeline/mdxLinks.ts). Absent for other sites.
   */
  deferred?: LinkStageReport;
}

/** One page's check: its broken anchors are reported with the other pages' (reportBrokenAnchors). */
export interface PageLinkReport extends LinkStageReport {
  brokenAnchors: BrokenAnchor[];
  deferred?: PageLinkReport;
}

/** What the link stage leaves to the rendered pages, given the site's theme overrides (see validateLinks). */
export interface RenderedLinkChecks {
  /**
   * The site's theme folder overrides the MDX components, so that Markdown links may render through a component
   * of its own: their problems are set apart until the theme is loaded (replacesMdxLinks).
   */
  deferMarkdownLinks: boolean;
  /**
   * It overrides how Markdown headings render, which may give them other ids (a version number for a release's
   * heading): an anchor a Markdown page's compile did not find is looked for in the rendered page, as Docusaurus
   * checks anchors against the ids its `Heading` renders.
   */
  anchorsFromRender: boolean;
}
