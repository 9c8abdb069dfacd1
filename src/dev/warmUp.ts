import type { ContentFile } from '../content/types.js';
import type { CodeThemes } from '../shared/codeThemeNames.js';

/** Pages compiled for the warm-up: enough for the JIT to optimise the MDX pipeline, few enough to be quick. */
const WARM_UP_PAGES = 6;

/**
 * Readies this thread's compiler after the first build, which compiled in worker threads or came from
 * the cache: the grammars the site uses are loaded and a few real pages are compiled (results unused),
 * so the first saves are as fast as later ones. Runs in the background; an edit does not wait for it. The
 * compiler is loaded here, not when dev starts: a start with every page in the cache never needs it before
 * it serves.
 */
export async function warmUpCompiler(files: ContentFile[], siteRoot: string, themes?: CodeThemes): Promise<void> {
  try {
    const [{ compileMarkdown }, { getHighlighter }, { MARKDOWN_DEFAULTS }] = await Promise.all([import('../markdown/compileMarkdown.js'), import('../markdown/highlighter.js'), import('../markdown/markdownSettings.js')]);
    await getHighlighter(files.map((f) => f.body).join('\n'), themes);
    const sample = [...files].sort((a, b) => b.body.length - a.body.length).slice(0, WARM_UP_PAGES);
    for (const file of sample) {
      await compileMarkdown(file.body, file.absPath, siteRoot, [], siteRoot, undefined, { settings: { ...MARKDOWN_DEFAULTS, ...(themes ? { codeThemes: themes } : {}) } }).catch(() => undefined);
      // Yield between pages so requests and file events are served meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    // Only a speed-up: a real problem shows up, located, when the page itself compiles.
  }
}
