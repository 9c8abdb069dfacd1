import type { TransformFailure } from 'esbuild';
import { esbuild } from '../util/lazyPackages.js';

/**
 * How a fence's meta marks a live block, read as Docusaurus's live code theme reads it: `live` as a word of the
 * meta, `noInline` anywhere in it. Undefined for a block that is not live.
 */
export function liveModeOf(meta: string): 'inline' | 'noInline' | undefined {
  if (!meta.split(' ').includes('live')) return undefined;
  return meta.includes('noInline') ? 'noInline' : 'inline';
}

/** The function body inline code becomes: it returns the expression, as react-live evaluates it. */
const INLINE_START = 'return (';

/** A live block's code that does not compile, placed in the code (1-based line, 1-based column). */
export interface LiveCodeProblem {
  message: string;
  line: number;
  column: number;
}

/**
 * A live block's code compiled to the body of a function whose parameters are the scope's names (React's,
 * the site's `ReactLiveScope`'s and `render`): JSX becomes `React.createElement`, TypeScript loses its types.
 * Inline code is one expression, which the body returns (a trailing `;` is dropped, as react-live drops it);
 * `noInline` code is statements that call `render(…)`. Compiled with the page, so a syntax error is the
 * page's compile error and the render only evaluates.
 */
export async function compileLiveCode(code: string, lang: string | undefined, mode: 'inline' | 'noInline'): Promise<{ body: string } | { problem: LiveCodeProblem }> {
  const source = mode === 'inline' ? `${INLINE_START}${code.trimEnd().replace(/;$/, '')}\n);` : code;
  try {
    const { code: body } = await esbuild().transform(source, {
      loader: lang && /^(tsx?|typescript)$/.test(lang) ? 'tsx' : 'jsx',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
    });
    return { body };
  } catch (error) {
    const first = (error as Partial<TransformFailure>).errors?.[0];
    if (!first) throw error;
    const line = first.location?.line ?? 1;
    const column = (first.location?.column ?? 0) + 1 - (mode === 'inline' && line === 1 ? INLINE_START.length : 0);
    return { problem: { message: first.text, line, column: Math.max(column, 1) } };
  }
}
