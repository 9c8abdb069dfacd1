import { analyzeSite } from '../build/pipeline.js';
import { combineErrors } from '../errors/DocsGenError.js';
import { loadSiteComponents } from '../render/loadSiteComponents.js';
import { undefinedComponentErrors } from '../render/undefinedComponents.js';
import { createProgressReporter } from './progressReporter.js';
import { printFailure, printWarnings } from './report.js';

/** `docs-gen check`: every validation of `build`, nothing written. */
export async function runCheck(dir: string, options: { cache?: boolean; quiet?: boolean }): Promise<void> {
  const progress = createProgressReporter(process.stdout, { quiet: options.quiet, color: !process.env.NO_COLOR });
  try {
    const site = await analyzeSite(dir, { cache: options.cache, progress });
    progress.close();
    // Rendering is skipped, but a component no one provides would fail it: check the names pages use.
    const [{ theme }, siteComponents] = await Promise.all([import('../../templates/index.js'), loadSiteComponents(site.config.componentsPath)]);
    const available = { ...theme.mdxComponents, ...siteComponents.components };
    const missing = site.graph.pages.flatMap((page) => undefinedComponentErrors(page, available));
    if (missing.length) throw Object.assign(combineErrors(missing), { warnings: site.warnings });
    printWarnings(site.warnings);
    if (!options.quiet) {
      process.stdout.write(`Checked ${site.graph.pages.length} pages: no errors${site.warnings.length ? `, ${site.warnings.length} warnings` : ''}\n`);
    }
  } catch (error) {
    progress.close();
    printFailure(error);
  }
}
