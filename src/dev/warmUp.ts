import path from 'node:path';
import type { ContentFile } from '../content/types.js';
import { compileMarkdown } from '../markdown/compileMarkdown.js';
import { getHighlighter } from '../markdown/highlighter.js';

/**
 * Readies this thread's compiler after the first build, which may have compiled in worker threads or
 * come from the cache: the grammars the site uses are loaded and the MDX pipeline is run once, so the
 * first edit is as fast as the next ones.
 */
export async function warmUpCompiler(files: ContentFile[], rootDir: string): Promise<void> {
  try {
    await getHighlighter(files.map((f) => f.body).join('\n'));
    await compileMarkdown('# Warm up\n\nText with a [link](/x/).\n\n```bash\necho ok\n```\n', path.join(rootDir, '__docs-gen-warm-up__.mdx'));
  } catch {
    // Only a speed-up: a failure here shows up, located, when a real page compiles.
  }
}
