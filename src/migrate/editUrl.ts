import path from 'node:path';
import { posixRelative } from '../util/posixPath.js';

/** Where the docs of an instance are, for working out what its `editUrl` gives. */
export interface EditUrlContext {
  /** The Docusaurus site folder, which Docusaurus writes a doc's folder relative to. */
  siteDir: string;
  /** The folder the docs-gen config is written to, which docs-gen writes a page's path relative to. */
  outDir: string;
  /** The folder of the docs built (the docs folder, or the version's). */
  docsDir: string;
  version: string;
  locale: string;
  routeBasePath: string;
  /** Whose function it is: the blog's is given `blogDirPath` and `blogPath` where the docs' has the version's folder and `docPath`. */
  plugin?: 'docs' | 'blog';
}

/** Pages whose links are asked for: one at the top of the folder, one below it. */
const PROBES = ['docs-gen-probe.md', 'docs-gen-probe/nested.md'];

/** Docusaurus's normalizeUrl for what it joins: parts joined by single slashes, the scheme's kept. */
function joinUrl(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join('/')
    .replace(/([^:/])\/{2,}/g, '$1/');
}

/**
 * The prefix docs-gen's `editUrl` needs for the links a Docusaurus `editUrl` gives (a string Docusaurus joins
 * with the version's folder relative to the site and the doc's path, or a function of them): docs-gen joins
 * its prefix with the page's path relative to the config's folder. Asked for two pages; undefined when the
 * links are not one prefix and the page's path (a function that points elsewhere, per locale or per file).
 */
export function editUrlPrefix(editUrl: unknown, at: EditUrlContext): string | undefined {
  const versionDocsDirPath = posixRelative(at.siteDir, at.docsDir);
  const linkOf = (docPath: string): unknown => {
    if (typeof editUrl === 'string') return joinUrl(editUrl, versionDocsDirPath, docPath);
    if (typeof editUrl !== 'function') return undefined;
    const permalink = joinUrl(at.routeBasePath, docPath.replace(/\.mdx?$/, ''));
    const args: Record<string, string> =
      at.plugin === 'blog'
        ? { blogDirPath: versionDocsDirPath, blogPath: docPath, permalink, locale: at.locale }
        : { version: at.version, versionDocsDirPath, docPath, permalink, locale: at.locale };
    return (editUrl as (args: Record<string, string>) => unknown)(args);
  };
  const prefixes = new Set<string>();
  for (const probe of PROBES) {
    let link: unknown;
    try {
      link = linkOf(probe);
    } catch {
      return undefined;
    }
    if (typeof link !== 'string') return undefined;
    let href: string;
    try {
      // A link through `../` (a docs folder beside the site's) is the one a browser follows.
      href = new URL(link).href;
    } catch {
      return undefined;
    }
    const rel = posixRelative(at.outDir, path.join(at.docsDir, probe));
    if (rel.startsWith('..') || !href.endsWith(`/${rel}`)) return undefined;
    prefixes.add(href.slice(0, -rel.length));
  }
  return prefixes.size === 1 ? [...prefixes][0] : undefined;
}
