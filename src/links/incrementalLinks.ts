import type { Warning } from '../shared/types.js';
import type { DocsGenError } from '../errors/DocsGenError.js';
import type { LinkResolver } from '../links/linkResolver.js';
import type { LinkPolicy } from '../config/types.js';
import type { LinkStageReport, PageLinkReport, RenderedLinkChecks } from '../links/types.js';
import { routeSuggester, type RouteSuggester } from '../links/routeSuggestions.js';
import { reportBrokenAnchors, validateLinks } from '../links/validateLinks.js';
import type { Page } from '../shared/types.js';
import type { SiteGraph } from '../sidebars/types.js';

/**
 * The link stage for dev: each page's report is kept, and after an edit only the pages it can affect
 * are checked again — the edited pages, and pages linking to them (their anchors may have changed).
 * Checking all links means an edit-distance search for every broken one; this keeps saves fast.
 */
export class IncrementalLinkCheck {
  private reports = new Map<string, PageLinkReport>();
  /** Page id → routes its links point at: who to check again when a page changes. */
  private targets = new Map<string, Set<string>>();
  private warnings: Warning[] = [];
  /** What the kept reports left to the rendered pages. */
  private fromRender: RenderedLinkChecks = NOTHING_FROM_RENDER;

  /**
   * `changed` holds the ids of edited pages, or is 'all' when routes or files may have changed. `fromRender` says
   * what the site's theme overrides leave to the rendered pages: with `deferMarkdownLinks`, Markdown pages' link
   * problems are set apart, in `deferred`.
   */
  check(graph: SiteGraph, resolver: LinkResolver, changed: Set<string> | 'all', fromRender: RenderedLinkChecks = NOTHING_FROM_RENDER): LinkStageReport {
    const { deferMarkdownLinks } = fromRender;
    if (deferMarkdownLinks !== this.fromRender.deferMarkdownLinks || fromRender.anchorsFromRender !== this.fromRender.anchorsFromRender) {
      this.fromRender = fromRender;
      this.reports.clear();
    }
    const stale = changed === 'all' ? graph.pages : this.affectedPages(graph, changed);
    // Pages are checked one at a time; the suggestions for their broken links are shared by the whole check.
    const suggest = routeSuggester(graph.pagesByRoute);
    for (const page of stale) this.checkPage(graph, resolver, page, suggest);
    const reports: PageLinkReport[] = [];
    const current = new Set<string>();
    for (const page of graph.pages) {
      current.add(page.id);
      reports.push(this.reports.get(page.id) ?? this.checkPage(graph, resolver, page, suggest));
    }
    for (const id of this.reports.keys()) {
      if (current.has(id)) continue;
      this.reports.delete(id);
      this.targets.delete(id);
    }
    const report = combined(graph.config.onBrokenAnchors, reports);
    this.warnings = report.warnings;
    return deferMarkdownLinks ? { ...report, deferred: combined(graph.config.onBrokenAnchors, reports.flatMap((r) => r.deferred ?? [])) } : report;
  }

  /** The warnings of the last check. */
  lastWarnings(): Warning[] {
    return this.warnings;
  }

  private checkPage(graph: SiteGraph, resolver: LinkResolver, page: Page, suggest: RouteSuggester): PageLinkReport {
    const report = validateLinks({ ...graph, pages: [page] }, resolver, suggest, this.fromRender);
    this.reports.set(page.id, report);
    this.targets.set(page.id, new Set(page.links.map((link) => resolver(link.url, page).route ?? '')));
    return report;
  }

  private affectedPages(graph: SiteGraph, changed: Set<string>): Page[] {
    if (!changed.size) return [];
    const routes = graph.pages.filter((p) => changed.has(p.id)).map((p) => p.route);
    return graph.pages.filter((page) => changed.has(page.id) || routes.some((route) => this.targets.get(page.id)?.has(route)));
  }
}

const NOTHING_FROM_RENDER: RenderedLinkChecks = { deferMarkdownLinks: false, anchorsFromRender: false };

/** Pages' reports as one, their broken anchors reported together (one message for text shown on many pages). */
function combined(policy: LinkPolicy, reports: PageLinkReport[]): LinkStageReport {
  const errors: DocsGenError[] = reports.flatMap((r) => r.errors);
  const warnings: Warning[] = reports.flatMap((r) => r.warnings);
  reportBrokenAnchors(policy, { errors, warnings }, reports.flatMap((r) => r.brokenAnchors));
  return { errors, warnings, pendingAnchors: reports.flatMap((r) => r.pendingAnchors) };
}
