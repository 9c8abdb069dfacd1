import path from 'node:path';
import { buildSite } from '../pipeline/buildSite.js';
import { describeCounts, formatBytes } from './buildSummary.js';
import { createProgressReporter } from './progressReporter.js';
import { printFailure, printWarnings } from './report.js';
import { onStrayThrow } from './strayThrows.js';

export interface BuildCommandOptions {
  outDir?: string;
  cache?: boolean;
  timings?: boolean;
  quiet?: boolean;
  locale?: string;
}

export async function runBuild(dir: string, options: BuildCommandOptions): Promise<void> {
  const start = Date.now();
  const progress = createProgressReporter(process.stdout, { quiet: options.quiet, color: !process.env.NO_COLOR });
  // The build may be waiting on what threw: it stops there, its output never swapped in.
  const stopListening = onStrayThrow(dir, (error) => {
    progress.close();
    printFailure(error);
    process.exit(1);
  });
  try {
    const result = await buildSite(dir, { outDir: options.outDir, cache: options.cache, progress, locale: options.locale });
    progress.close();
    const warningCount = printWarnings(result.warnings);
    if (!options.quiet) {
      const out = path.relative(process.cwd(), result.config.outPath) || '.';
      const seconds = ((Date.now() - start) / 1000).toFixed(2);
      const size = formatBytes(result.outputBytes);
      const warnings = `${warningCount} warning${warningCount === 1 ? '' : 's'}`;
      process.stdout.write(`Built ${result.graph.pages.length + result.localePages} pages into ${out}/ in ${seconds}s: ${describeCounts(result.counts)}; ${size}; ${warnings}\n`);
    }
    // What showing progress cost, beside the stages it showed (none with --quiet).
    const display = options.quiet ? {} : { display: Math.round(progress.spentMs() * 10) / 10 };
    if (options.timings) process.stdout.write(`${JSON.stringify({ ...result.timings, ...display })}\n`);
  } catch (error) {
    progress.close();
    printFailure(error);
  } finally {
    stopListening();
  }
}
