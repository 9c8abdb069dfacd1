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
