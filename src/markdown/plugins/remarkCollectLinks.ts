import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { FoundLink, PageAsset } from '../types.js';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function isLocalFile(url: string): boolean {
  return !EXTERNAL.test(url) && !url.startsWith('/') && !url.startsWith('#') && !/\.mdx?(#|$)/.test(url);
}

/**
 * Records every link a page writes (Markdown links, definitions and JSX `href`/`to` attributes) with its
 * position, for the link stage; copies images next to the page into the output under a content hash.
 */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: FoundLink[] = [];
    const assets: PageAsset[] = [];
    const dir = path.dirname(file.path);
    const record = (url: string, node: { position?: { start: { line: number; column: number } } }) => {
      links.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    };
    const rewriteAsset = (url: string, node: { position?: { start: { line: number; column: number } } }): string => {
      const clean = decodeURI(url.split(/[?#]/)[0]);
      const source = path.resolve(dir, clean);
      if (!fs.existsSync(source)) {
        file.message(`Image not found: ${url}`, node as never);
        return url;
      }
      const hash = crypto.createHash('sha1').update(fs.readFileSync(source)).digest('hex').slice(0, 8);
      const target = `/assets/img/${hash}-${path.basename(source)}`;
      assets.push({ source, target });
      return target;
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') record(node.url, node);
      else if (node.type === 'image' && isLocalFile(node.url)) node.url = rewriteAsset(node.url, node);
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          if (attr.name === 'href' || attr.name === 'to') record(attr.value, node);
          else if (attr.name === 'src' && node.name === 'img' && isLocalFile(attr.value)) {
            attr.value = rewriteAsset(attr.value, node);
          }
        }
      }
    });
    Object.assign(file.data, { links, assets });
  };
}
