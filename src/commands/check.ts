import { analyzeSite } from '../build/pipeline.js';
import { printFailure, printWarnings } from './report.js';

/** `docs-gen check`: every validation of `build`, nothing written. */
export async function runCheck(dir: string, options: { cache?: boolean }): Promise<void> {
  try {
    const site = await analyzeSite(dir, { cache: options.cache });
    printWarnings(site.warnings);
    process.stdout.write(`Checked ${site.graph.pages.length} pages: no errors${site.warnings.length ? `, ${site.warnings.length} warnings` : ''}\n`);
  } catch (error) {
    printFailure(error);
  }
}
