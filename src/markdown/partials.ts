import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { CompiledPartial, FileStamp, FoundLink, PageAsset, PageImport, TocItem } from '../shared/types.js';
import type { PartialTocSlot } from './plugins/remarkHeadingIds.js';
import { stampOf } from './resolveAsset.js';
import type { MarkdownSettings } from './markdownSettings.js';
import type { ImportAlias } from '../util/importAliases.js';
import { parseYaml } from '../util/yaml.js';
import type { CompiledMarkdown } from './types.js';

type Compile = (
  body: string,
  absPath: string,
  siteRoot: string,
  importers: string[],
  siteDir: string,
  staticDir: string | undefined,
  options: { aliases: readonly ImportAlias[]; settings?: MarkdownSettings; frontMatter?: Record<string, unknown> },
) => Promise<CompiledMarkdown>;

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

/** Front matter of a partial is not content: blanked, lines kept, so errors keep their line numbers. */
export function blankFrontMatter(text: string): string {
  const match = FRONT_MATTER.exec(text);
  return match ? match[0].replace(/[^\r\n]/g, ' ') + text.slice(match[0].length) : text;
}

/**
 * A partial's own front matter, which the site's Markdown plugins see as `file.data.frontMatter` when they run on
 * it (as in Docusaurus, where a partial is compiled as a file of its own): `{}` when it has none, or none that is a mapping.
 */
export function partialFrontMatter(text: string, file: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  const data = match ? parseYaml(match[1], file, 1) : undefined;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

export interface CompiledPartials {
  compiled: Record<string, CompiledPartial>;
  /** What the partials add to the page that imports them: images to copy, ids links can target, files to watch. */
  assets: PageAsset[];
  anchors: string[];
  fileStamps: FileStamp[];
  /** Each partial's headings, those of the partials it renders included. */
  headings: Record<string, TocItem[]>;
  /** The links written in the partials, each with its partial's file. */
  links: FoundLink[];
}

/**
 * Compiles the `.md`/`.mdx` files a page imports (and those they import), each in its own file's lines, so a
 * partial's errors point into the partial. The page records each partial's stamp: a changed partial makes the
 * pages that import it compile again.
 */
export async function compilePartials(
  imports: PageImport[],
  importers: string[],
  siteRoot: string,
  compile: Compile,
  siteDir = siteRoot,
  staticDir?: string,
  aliases: readonly ImportAlias[] = [],
  settings?: MarkdownSettings,
): Promise<CompiledPartials> {
  const out: CompiledPartials = { compiled: {}, assets: [], anchors: [], fileStamps: [], headings: {}, links: [] };
  for (const entry of imports) {
    if (entry.kind !== 'partial' || !entry.file) continue;
    const file = entry.file;
    if (importers.includes(file)) {
      throw new DocsGenError(`"${entry.source}" imports itself (through ${importers.map((f) => path.basename(f)).join(' → ')})`, {
        file: importers[importers.length - 1],
        line: entry.line,
        column: entry.column,
      });
    }
    out.fileStamps.push({ path: file, stamp: stampOf(file) });
    const text = fs.readFileSync(file, 'utf8');
    const frontMatter = settings?.sitePlugins ? partialFrontMatter(text, file) : undefined;
    const partial = await compile(blankFrontMatter(text), file, siteRoot, importers, siteDir, staticDir, { aliases, settings, frontMatter });
    const problem = partial.assetProblems[0];
    if (problem) {
      throw new DocsGenError(`The image "${problem.url}" is ${problem.kind === 'missing' ? 'missing' : 'outside the site folder or in a dot folder'}`, {
        file,
        line: problem.line,
        column: problem.column,
      });
    }
    out.compiled[file] = { code: partial.code, imports: partial.imports, components: partial.components, headings: partial.headings };
    out.headings[file] = partial.headings;
    Object.assign(out.compiled, partial.partials);
    out.assets.push(...partial.assets);
    out.anchors.push(...partial.anchors);
    // Checked from each page that renders the partial, and reported in the partial's file.
    out.links.push(...partial.links.map((link) => ({ ...link, file: link.file ?? file })));
    out.fileStamps.push(...partial.fileStamps);
  }
  return out;
}

/** A page's headings with those of each partial it renders put where it renders it. */
export function withPartialHeadings(headings: TocItem[], slots: PartialTocSlot[], partialHeadings: Record<string, TocItem[]>): TocItem[] {
  if (!slots.length) return headings;
  const out: TocItem[] = [];
  let next = 0;
  for (const slot of slots) {
    out.push(...headings.slice(next, slot.at), ...(partialHeadings[slot.file] ?? []));
    next = slot.at;
  }
  return [...out, ...headings.slice(next)];
}
