import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** The URL of each page's file, by absolute path, for each fingerprint registered in this thread. */
const registered = new Map<string, ReadonlyMap<string, string>>([['', new Map()]]);

/**
 * Registers the URLs pages' files have, as Docusaurus writes them in links (with the base URL, a trailing slash
 * only where Docusaurus's URL has one), and returns their fingerprint: part of every page's compile key, so a page
 * moved compiles the pages again. Empty for none.
 */
export function registerMarkdownLinkTargets(targets: ReadonlyMap<string, string>): string {
  if (!targets.size) return '';
  const key = createHash('sha256')
    .update(JSON.stringify([...targets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
    .digest('hex')
    .slice(0, 16);
  registered.set(key, targets);
  return key;
}

export function markdownLinkTargetsOf(key: string): ReadonlyMap<string, string> {
  const targets = registered.get(key);
  if (!targets) throw new Error(`docs-gen: the pages' URLs (${key}) are not registered in this thread`);
  return targets;
}

const MARKDOWN_FILE = /\.mdx?$/i;

type UrlNode = { type: string; url?: string; children?: UrlNode[] };

/**
 * Links to other pages' files (`../guide/setup.md#install`) as their pages' URLs, as Docusaurus has resolved them
 * when a site's remark plugins see the page (docs-gen resolves and checks them later, from what it collected
 * before this step): a plugin that reads a link's URL reads what it reads under Docusaurus. Only where the site
 * has remark plugins of its own; a link to no page is left as written.
 */
export function remarkResolveMarkdownLinks(targets: ReadonlyMap<string, string>) {
  return (tree: Root, file: VFile) => {
    if (!file.path || !targets.size) return;
    const dir = path.dirname(file.path);
    const visit = (node: UrlNode) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) node.url = resolved(node.url, dir, targets) ?? node.url;
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as UrlNode);
  };
}

function resolved(url: string, dir: string, targets: ReadonlyMap<string, string>): string | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\/|^#|^\//i.test(url)) return undefined;
  const cut = url.search(/[?#]/);
  const filePart = cut === -1 ? url : url.slice(0, cut);
  if (!MARKDOWN_FILE.test(filePart)) return undefined;
  let decoded = filePart;
  try {
    decoded = decodeURI(filePart);
  } catch {
    // Left as written.
  }
  const target = targets.get(path.resolve(dir, decoded));
  return target === undefined ? undefined : target + (cut === -1 ? '' : url.slice(cut));
}
