import type { FoundLink, PageAsset, TocItem } from '../../shared/types.js';
import type { SourceLocator } from './locate.js';
import type { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import type { SectionView } from './types.js';
import { HeadingSlugger } from '../../markdown/headingSlugger.js';

/**
 * What one generated page accumulates while its view is built: unique ids (headings of descriptions and
 * the page's own sections share one slugger, so ids never repeat), headings in render order, and the
 * links its descriptions contain. Sections must be opened in the order the component renders them.
 */
export class PageScope {
  readonly headings: TocItem[] = [];
  readonly anchors: string[] = [];
  /** Files the page links to, copied into the output with it (whole examples). */
  readonly assets: PageAsset[] = [];
  private readonly slugger: HeadingSlugger;
  private readonly links = new Map<string, FoundLink>();

  constructor(
    private readonly markdown: MarkdownHtmlRenderer,
    private readonly locator: SourceLocator,
    /** The link a written URL becomes (the renderer maps the HTML's hrefs the same way). */
    private readonly mapUrl: (url: string) => string = (url) => url,
    /** Why a link is checked as it is, told when it is broken (see linkHintOf). */
    private readonly hintOf: (url: string) => string | undefined = () => undefined,
    /** Ids keep the text's case, as the site's pages' do (`anchorsMaintainCase`). */
    maintainCase = false,
  ) {
    this.slugger = new HeadingSlugger(maintainCase);
  }

  /** A heading the component renders, with a unique id (slugged from `idText`, else the title). */
  section(title: string, level: number, idText = title): SectionView {
    const id = this.slugger.slug(idText);
    this.headings.push({ id, text: title, level });
    this.anchors.push(id);
    return { id, title };
  }

  /** An id for an element that is not a heading (still a valid link target). */
  anchor(text: string): string {
    const id = this.slugger.slug(text);
    this.anchors.push(id);
    return id;
  }

  /**
   * Ids no longer on the page, each with the route of the page that has it now: links to them from this
   * page's descriptions are checked there (the HTML is retargeted alike: see retargetMovedRows).
   */
  moveAnchors(moved: Map<string, string>): void {
    if (!moved.size) return;
    this.anchors.splice(0, this.anchors.length, ...this.anchors.filter((id) => !moved.has(id)));
    for (const link of this.links.values()) {
      const id = link.url.startsWith('#') ? link.url.slice(1) : undefined;
      if (id && moved.has(id)) link.url = `${moved.get(id)}#${id}`;
    }
  }

  /** Renders a description nested in a table or tree: its headings get no ids and stay below h3. */
  describe = (markdown: string | undefined): string | undefined => {
    if (!markdown?.trim()) return undefined;
    const rendered = this.markdown.render(markdown, { minLevel: 4 });
    this.addLinks(rendered.links.map((link) => link.url));
    return rendered.html;
  };

  /** Renders a top-level description whose headings are part of the page outline, starting at `minLevel`. */
  describeSection(markdown: string | undefined, minLevel = 2): { html?: string; text: string } {
    if (!markdown?.trim()) return { text: '' };
    const rendered = this.markdown.render(markdown, { slugger: this.slugger, minLevel });
    this.addLinks(rendered.links.map((link) => link.url));
    this.headings.push(...rendered.headings);
    this.anchors.push(...rendered.headings.map((h) => h.id));
    return { html: rendered.html, text: rendered.text };
  }

  addAsset(asset: PageAsset): void {
    if (!this.assets.some((a) => a.target === asset.target)) this.assets.push(asset);
  }

  /** Plain text of a description, for the search index. */
  textOf(markdown: string | undefined): string {
    return markdown ? this.markdown.textOf(markdown) : '';
  }

  /** The links found (as the page carries them), each placed where its URL is first written in the document. */
  foundLinks(): FoundLink[] {
    return [...this.links.values()];
  }

  private addLinks(urls: string[]): void {
    for (const url of urls) {
      if (this.links.has(url)) continue;
      // Markdown links first; a bare URL (a GFM autolink) is found as itself.
      const inLink = this.locator.locateLink(url);
      const at = inLink ? { ...inLink, column: inLink.column + 1 } : (this.locator.locateText(url) ?? { line: 1, column: 1 });
      const hint = this.hintOf(url);
      this.links.set(url, { url: this.mapUrl(url), ...(at.file && { file: at.file }), line: at.line, column: at.column, ...(hint && { hint }) });
    }
  }
}
