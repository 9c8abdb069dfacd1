import path from 'node:path';
import type { Image, Nodes as MdastNodes, Root } from 'mdast';
import { walkTree } from './walkTree.js';
import { isComponentName } from './jsxNames.js';
import type { VFile } from 'vfile';
import { imageDimensions } from '../imageDimensions.js';
import { publishedTarget, resolveAsset } from '../resolveAsset.js';
import type { AssetProblem, FileStamp, FoundLink, PageAsset } from '../../shared/types.js';
import { posixRelative } from '../../util/posixPath.js';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function isLocalFile(url: string): boolean {
  return !EXTERNAL.test(url) && !url.startsWith('/') && !url.startsWith('#') && !/\.mdx?(#|$)/.test(url);
}

/** A relative URL whose last segment has an extension (`./guide.pdf`, `files/a.zip?v=2`): it may name a file beside the page. */
function namesFile(url: string): boolean {
  return isLocalFile(url) && /\.[A-Za-z\d]+$/.test(url.split(/[?#]/)[0]);
}

export interface CollectLinksOptions {
  /**
   * The site folder: referenced files must resolve inside it. Without it (spec descriptions, which have no
   * folder of their own) images are left as written and only links are recorded.
   */
  siteRoot?: string;
  /** The folder `@site/` names (the site root unless configured). */
  siteDir?: string;
  /** The static folder: a Markdown image's root-relative path (`/img/a.png`) names a file in it, as in Docusaurus. */
  staticDir?: string;
  /** Keep where each link is written, for a site's remark plugins that change links (see siteChangedLinks.ts). */
  trackNodes?: boolean;
}

/** Where a recorded link's URL is held: a link's or definition's `url`, or a JSX attribute's `value`. */
export interface LinkHolder {
  holder: Record<string, unknown>;
  key: 'url' | 'value';
}

/** The holders of each page's recorded links, in the order of its `links`, when asked for (`trackNodes`). */
export const linkHolders = new WeakMap<VFile, LinkHolder[]>();

type Positioned = { position?: { start: { line: number; column: number } } };

/**
 * Records every link a page writes (Markdown links, definitions and JSX `href`/`to` attributes) with its
 * position, for the link stage; copies images next to the page into the output under a content hash.
 * Images that are missing or lead out of the site are recorded as problems and never copied.
 */
export function remarkCollectLinks(options: CollectLinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: FoundLink[] = [];
    const assets: PageAsset[] = [];
    const assetProblems: AssetProblem[] = [];
    const fileStamps: FileStamp[] = [];
    const at = (node: Positioned) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    const holders: LinkHolder[] | undefined = options.trackNodes ? [] : undefined;
    if (holders) linkHolders.set(file, holders);
    // The component whose children each node is written in (`<Tabs>…[a](/x)…</Tabs>`), by its parent's.
    const withinOf = new WeakMap<object, string>();
    const within = (parent: object | undefined): string | undefined => {
      if (!parent) return undefined;
      const { type, name } = parent as { type?: string; name?: string | null };
      return (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') && name && isComponentName(name) ? name : withinOf.get(parent);
    };
    const record = (url: string, node: Positioned, holder: LinkHolder['holder'], key: LinkHolder['key'], component?: string, inside?: string) => {
      links.push({ url, ...at(node), ...(component ? { component } : {}), ...(inside ? { within: inside } : {}) });
      holders?.push({ holder, key });
    };
    // `@site/` is the site folder, as in Docusaurus (`![x](@site/static/img/a.png)`).
    const resolveWritten = (url: string, siteRoot: string) =>
      resolveAsset(url.startsWith('@site/') ? path.join(options.siteDir ?? siteRoot, url.slice('@site/'.length)) : url, file.path, siteRoot);
    // What an image names is published as an image; what a link names, as the kind of file it is (see publishedTarget).
    const rewriteAsset = (url: string, node: Positioned, named: 'image' | 'link' = 'image', known?: ReturnType<typeof resolveAsset>): string => {
      if (options.siteRoot === undefined) return url;
      const resolved = known ?? resolveWritten(url, options.siteRoot);
      fileStamps.push(resolved.stamp);
      if (resolved.kind !== 'file') {
        const where = resolved.kind === 'missing' ? undefined : resolved.realPath;
        assetProblems.push({ url, ...at(node), kind: resolved.kind, resolved: where });
        return url;
      }
      const target = named === 'image' ? publishedTarget(resolved, true) : publishedTarget(resolved);
      assets.push({ source: resolved.realPath, target });
      return target;
    };
    // Docusaurus publishes it like a relative image (so the base URL applies); only a JSX `<img>` keeps it as written.
    const staticImage = (url: string): string | undefined => {
      if (!options.staticDir || !url.startsWith('/') || url.startsWith('//')) return undefined;
      let pathname = url.split(/[?#]/)[0];
      try {
        pathname = decodeURIComponent(pathname);
      } catch {}
      return path.join(options.staticDir, pathname);
    };
    const rewriteStaticAsset = (url: string, file: string, node: Positioned): string => {
      const rewritten = rewriteAsset(file, node);
      const problem = assetProblems[assetProblems.length - 1];
      // A problem is reported with the path as written, not the folder it was looked for in.
      if (rewritten === file && problem?.url === file) problem.url = url;
      return rewritten === file ? url : rewritten;
    };
    // A partial, or Markdown site code imports, is rendered in pages elsewhere: a link to a Markdown file written in
    // it names the file beside it, as Docusaurus resolves it from the file it is written in, whichever page shows it.
    const fromHere = (url: string): string => {
      if (!file.data.keepCode || !file.path || EXTERNAL.test(url) || /^[/#@]/.test(url) || !/\.mdx?(#|$)/.test(url)) return url;
      const [pathPart, ...hash] = url.split('#');
      const target = path.resolve(path.dirname(file.path), decodeURI(pathPart));
      const relative = posixRelative(options.siteDir ?? options.siteRoot ?? path.dirname(file.path), target);
      return `@site/${encodeURI(relative)}${hash.length ? `#${hash.join('#')}` : ''}`;
    };
    // A Markdown image of the site gets its file's width and height, as in Docusaurus (a JSX `<img>` keeps what it says).
    const sized = (node: Image, url: string) => {
      node.url = url;
      const asset = assets[assets.length - 1];
      const size = asset?.target === url ? imageDimensions(asset.source) : undefined;
      if (size) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, width: size.width, height: size.height } };
    };
    // A link to a file beside the page (`[guide](./guide.pdf)`) publishes the file and leads to it, opened in a new
    // tab, as Docusaurus's Markdown links to files do; a file not there is a link like any other, checked as one.
    const fileLink = (node: Extract<MdastNodes, { type: 'link' | 'definition' }>): boolean => {
      if (options.siteRoot === undefined || !namesFile(node.url.replace(/^@site\//, ''))) return false;
      const resolved = resolveWritten(node.url, options.siteRoot);
      if (resolved.kind === 'missing') {
        // Should it appear, the page compiles again and leads to it.
        fileStamps.push(resolved.stamp);
        return false;
      }
      node.url = rewriteAsset(node.url, node, 'link', resolved);
      if (node.type === 'link') newTab(node);
      else fileDefinitions.add(node.identifier);
      return true;
    };
    const newTab = (node: MdastNodes) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_blank' } };
    };
    const fileDefinitions = new Set<string>();
    walkTree<MdastNodes>(tree, undefined, (node, _index, parent) => {
      const inside = within(parent);
      if (inside && 'children' in node) withinOf.set(node, inside);
      if (node.type === 'link' || node.type === 'definition') {
        if (fileLink(node)) return;
        node.url = fromHere(node.url);
        // A definition is used wherever it is referred to, so where it is written says nothing of what renders it.
        record(node.url, node, node as unknown as LinkHolder['holder'], 'url', undefined, node.type === 'link' ? inside : undefined);
      }
      else if (node.type === 'image' && isLocalFile(node.url)) sized(node, rewriteAsset(node.url, node));
      else if (node.type === 'image' && staticImage(node.url)) sized(node, rewriteStaticAsset(node.url, staticImage(node.url)!, node));
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes ?? []) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          if (attr.name === 'href' || attr.name === 'to') {
            record(attr.value, node, attr as unknown as LinkHolder['holder'], 'value', node.name && isComponentName(node.name) ? node.name : undefined, inside);
          }
          else if (attr.name === 'src' && node.name === 'img' && isLocalFile(attr.value)) {
            attr.value = rewriteAsset(attr.value, node);
          }
        }
      }
    });
    // A reference to a definition that names a file (`[guide][g]` with `[g]: ./guide.pdf`) opens it as a link to it does.
    if (fileDefinitions.size) walkTree<MdastNodes>(tree, 'linkReference', (node) => void (node.type === 'linkReference' && fileDefinitions.has(node.identifier) && newTab(node)));
    Object.assign(file.data, { links, assets, assetProblems, fileStamps });
  };
}
