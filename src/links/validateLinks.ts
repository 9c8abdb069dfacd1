import type { LinkPolicy } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { EMITTED_ROOT_FILES } from '../shared/emittedFiles.js';
import type { AssetProblem, CopiedFile, FoundLink, Page } from '../shared/types.js';
import type { SiteGraph } from '../sidebars/types.js';
import type { LinkResolver, LinkTargets } from './linkResolver.js';
import { nearest } from '../shared/nearest.js';
import { routeSuggester, type RouteSuggester } from './routeSuggestions.js';
import type { BrokenAnchor, LinkReport, PageLinkReport } from './types.js';

/** Files the build itself writes, so links to them are not broken. */
const GENERATED_FILES = EMITTED_ROOT_FILES.map((name) => `/${name}`);

/** What links may lead to: pages, the files the build writes, the static files it copies, page images. */
export function collectLinkTargets(graph: SiteGraph, staticCopies: readonly CopiedFile[]): LinkTargets {
  const files = new Set(GENERATED_FILES);
  for (const copy of staticCopies) files.add(`/${copy.to}`);
  for (const page of graph.pages) for (const asset of page.assets) files.add(asset.target);
  return {
    pagesByRoute: graph.pagesByRoute,
    // A translated page is found by its own file and by the default locale's; a doc whose route another file
    // took, by its file, leading to that route as Docusaurus links it. A page made from others (a tag's page)
    // carries the file of one of them, where its problems are reported: a link to that file still means that doc.
    pagesByFile: new Map([
      ...graph.replacedFiles,
      ...graph.pages.flatMap((p) => (p.listsPages ? [] : [[p.sourceFile, p] as const, ...(p.originalFile ? [[p.originalFile, p] as const] : [])])),
    ]),
    files,
  };
}

export function report(policy: LinkPolicy, out: LinkReport, problem: DocsGenError): void {
  if (policy === 'throw') out.errors.push(problem);
  else if (policy === 'warn') {
    out.warnings.push({ message: problem.message + (problem.hint ? ` (${problem.hint})` : ''), file: problem.file, line: problem.line, column: problem.column });
  }
}

/**
 * A file a page refers to that cannot be published. Leaving the site (or reaching into a dot folder) is
 * always an error, whatever the link policies say; a missing file is a broken link.
 */
function reportAssetProblem(policy: LinkPolicy, out: LinkReport, page: Page, problem: AssetProblem): void {
  const where = { file: page.sourceFile, line: problem.line, column: problem.column };
  if (problem.kind === 'missing') {
    report(policy, out, new DocsGenError(`Broken link: ${problem.url || '(empty)'} (no such file)`, where));
    return;
  }
  const why = problem.kind === 'outside' ? 'which is outside the site folder' : 'which is in a hidden (dot) folder or file';
  out.errors.push(
    new DocsGenError(`File reference ${problem.url} leads to ${problem.resolved}, ${why}; it is not published`, {
      ...where,
      hint: 'Keep images and files a page uses inside the site folder, and not in dot folders.',
    }),
  );
}

/**
 * Stage 5: checks every link of every page. Broken links and broken Markdown links follow their policies
 * (fail by default) and name the nearest existing route; broken anchors are returned, for
 * reportBrokenAnchors to report with those of the other pages (they warn by default).
 */
export function validateLinks(
  graph: SiteGraph,
  resolve: LinkResolver,
  suggest: RouteSuggester = routeSuggester(graph.pagesByRoute),
  options: { deferMarkdownLinks?: boolean; anchorsFromRender?: boolean } = {},
): PageLinkReport {
  const { config } = graph;
  const out: PageLinkReport = { errors: [], warnings: [], brokenAnchors: [], pendingAnchors: [] };
  // Broken Markdown links and files stay checked here: Docusaurus checks them when compiling, whatever renders `a`.
  const deferred: PageLinkReport | undefined = options.deferMarkdownLinks ? { errors: [], warnings: [], brokenAnchors: [], pendingAnchors: [] } : undefined;
  if (deferred) out.deferred = deferred;
  const at = (page: Page, link: { file?: string; line: number; column: number }) => ({ file: link.file ?? page.sourceFile, line: link.line, column: link.column });
  for (const page of graph.pages) {
    for (const problem of page.assetProblems ?? []) reportAssetProblem(config.onBrokenLinks, out, page, problem);
    const linksOut = (!page.linksFromRender && deferred) || out;
    for (const link of page.links) {
      // A component's prop is checked once rendering shows whether it reaches a Link (checkRenderedLinks).
      if (link.component) continue;
      const resolved = resolve(link.url, page);
      if (resolved.kind === 'external') continue;
      // So is a link in a component's children, but for one to a Markdown file, which Docusaurus checks as it compiles.
      if (resolved.kind !== 'markdown' && checkedOnceRendered(page, link)) continue;
      if (!resolved.found) {
        const suggestion = suggest(resolved.route ?? link.url);
        const hint = [suggestion && `Nearest existing route: ${suggestion}`, link.hint].filter(Boolean).join('\n    ') || undefined;
        if (resolved.kind === 'markdown') {
          report(config.onBrokenMarkdownLinks, out, new DocsGenError(`Broken Markdown link: ${link.url} (no such page file)`, { ...at(page, link), hint }));
        } else {
          const what = resolved.kind === 'file' ? 'no such file' : `no page at ${resolved.route}`;
          report(config.onBrokenLinks, linksOut, new DocsGenError(`Broken link: ${link.url} (${what})`, { ...at(page, link), hint }));
        }
        continue;
      }
      if (resolved.anchor && resolved.route) {
        const target = graph.pagesByRoute.get(resolved.route);
        const anchor = decodeURIComponent(resolved.anchor);
        const pending = target && (target.linksFromRender || (!target.anchors.includes(anchor) && (rendersSiteCode(target) || (options.anchorsFromRender && target.body.type === 'mdx'))));
        if (pending) linksOut.pendingAnchors.push({ url: link.url, anchor, where: at(page, link), targetRoute: target.route });
        else if (target && !target.anchors.includes(anchor)) {
          linksOut.brokenAnchors.push({ url: link.url, anchor, where: at(page, link), targetRoute: target.route, targetAnchors: target.anchors });
        }
      }
    }
  }
  return out;
}

/**
 * Whether a link of a page is checked from the page's render, when it passes the link to a `Link`: a component's
 * prop (`<Card href>`), and a link in a component's children on a page rendered through code, which the component
 * may not render (a tab not chosen, content for another platform), as Docusaurus checks only the links pages render.
 */
export function checkedOnceRendered(page: Page, link: FoundLink): boolean {
  return Boolean(link.component || (link.within && page.body.type === 'mdx'));
}

/**
 * Whether a page renders code of the site (a component of its own, or one a partial imports), which may write
 * ids its compile cannot see (headings of the Markdown a component renders): links to its other anchors are
 * checked once it is rendered, as Docusaurus checks them against the rendered page.
 */
function rendersSiteCode(page: Page): boolean {
  if (page.body.type !== 'mdx') return false;
  const imports = [...(page.body.imports ?? []), ...Object.values(page.body.partials ?? {}).flatMap((partial) => partial.imports)];
  return imports.some((entry) => entry.kind === 'code');
}

/** Routes named in full in a message about many pages; the rest are counted. */
const NAMED_ROUTES = 3;

/**
 * Reports broken anchors by the place they are written, following the policy: once for text shown on
 * many pages, naming the pages that lack the heading.
 */
export function reportBrokenAnchors(policy: LinkPolicy, out: LinkReport, anchors: BrokenAnchor[]): void {
  const byPlace = new Map<string, BrokenAnchor[]>();
  for (const broken of anchors) {
    const key = JSON.stringify([broken.where.file, broken.where.line, broken.where.column, broken.url]);
    const same = byPlace.get(key);
    if (same) same.push(broken);
    else byPlace.set(key, [broken]);
  }
  for (const [first, ...others] of byPlace.values()) {
    // Several pages showing one text with an absolute link all lead to the same page.
    const routes = [...new Set([first, ...others].map((b) => b.targetRoute))];
    const named = routes.slice(0, NAMED_ROUTES).join(', ') + (routes.length > NAMED_ROUTES ? ` and ${routes.length - NAMED_ROUTES} more` : '');
    const message =
      routes.length > 1
        ? `Broken anchor: ${first.url} (${routes.length} pages that show it have no heading #${first.anchor}: ${named})`
        : `Broken anchor: ${first.url} (${first.targetRoute} has no heading #${first.anchor})`;
    const suggestion = routes.length > 1 ? undefined : nearest(first.anchor, first.targetAnchors);
    report(policy, out, new DocsGenError(message, { ...first.where, hint: suggestion ? `Did you mean #${suggestion}?` : undefined }));
  }
}
