import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { DocsGenError } from '../errors/DocsGenError.js';
import { getHighlighter } from './highlighter.js';
import { rehypeCode } from './plugins/rehypeCode.js';
import { remarkCollectLinks } from './plugins/remarkCollectLinks.js';
import { remarkHeadingIds } from './plugins/remarkHeadingIds.js';
import { remarkSections } from './plugins/remarkSections.js';
import { remarkThemeImports } from './plugins/remarkThemeImports.js';
import { preprocessMarkdown } from './preprocess.js';
import type { CompiledMarkdown } from './types.js';

/** Bump when the compiled output changes shape, so cached pages are compiled again. */
export const COMPILER_VERSION = 3;

interface VFileMessageLike {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

function toLocatedError(error: VFileMessageLike, file: string): DocsGenError {
  const place = error.place && 'start' in error.place && error.place.start ? error.place.start : error.place;
  return new DocsGenError(`MDX: ${error.reason ?? error.message}`, {
    file,
    line: error.line ?? (place as { line?: number } | undefined)?.line,
    column: error.column ?? (place as { column?: number } | undefined)?.column,
    cause: error,
  });
}

/** Compiles one page body (front matter already blanked) to an MDX function body and its page data. */
export async function compileMarkdown(body: string, absPath: string): Promise<CompiledMarkdown> {
  const highlighter = await getHighlighter(body);
  const vfile = new VFile({ path: absPath, value: preprocessMarkdown(body) });
  let code: string;
  try {
    const result = await compile(vfile, {
      outputFormat: 'function-body',
      // .md files go through MDX too, as in Docusaurus, so admonitions and components work in both.
      format: 'mdx',
      development: false,
      remarkPlugins: [remarkGfm, remarkThemeImports, remarkHeadingIds, remarkCollectLinks, remarkSections],
      rehypePlugins: [[rehypeCode, { highlighter }]],
    });
    code = String(result);
  } catch (error) {
    throw toLocatedError(error as VFileMessageLike, absPath);
  }
  const data = vfile.data as Partial<CompiledMarkdown> & { h1?: string };
  return {
    code,
    h1: data.h1,
    headings: data.headings ?? [],
    anchors: data.anchors ?? [],
    links: data.links ?? [],
    sections: data.sections ?? [],
    assets: data.assets ?? [],
  };
}
