import { checkSite } from '../pipeline/buildSite.js';
import { createProgressReporter } from './progressReporter.js';
import { printFailure, printWarnings } from './report.js';
import { onStrayThrow } from './strayThrows.js';

/** `docs-gen check`: every stage of `build`, render included, with nothing written. */
export async function runCheck(dir: string, options: { cache?: boolean; quiet?: boolean }): Promise<void> {
  const progress = createProgressReporter(process.stdout, { quiet: options.quiet, color: !process.env.NO_COLOR });
  const stopListening = onStrayThrow(dir, (error) => {
    progress.close();
    printFailure(error);
    process.exit(1);
  });
  try {
    const site = await checkSite(dir, { cache: options.cache, progress });
    progress.close();
    const warningCount = printWarnings(site.warnings);
    if (!options.quiet) {
      process.stdout.write(`Checked ${site.graph.pages.length} pages: no errors${warningCount ? `, ${warningCount} warnings` : ''}\n`);
    }
  } catch (error) {
    progress.close();
    printFailure(error);
  } finally {
    stopListening();
  }
}
