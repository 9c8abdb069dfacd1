import path from 'node:path';
import { buildSite } from '../build/buildSite.js';
import { printFailure, printWarnings } from './report.js';

export interface BuildCommandOptions {
  outDir?: string;
  cache?: boolean;
  timings?: boolean;
}

export async function runBuild(dir: string, options: BuildCommandOptions): Promise<void> {
  const start = Date.now();
  try {
    const result = await buildSite(dir, { outDir: options.outDir, cache: options.cache });
    printWarnings(result.warnings);
    const out = path.relative(process.cwd(), result.config.outPath) || '.';
    const seconds = ((Date.now() - start) / 1000).toFixed(2);
    process.stdout.write(`Built ${result.graph.pages.length} pages into ${out}/ in ${seconds}s${result.warnings.length ? ` (${result.warnings.length} warnings)` : ''}\n`);
    if (options.timings) process.stdout.write(`${JSON.stringify(result.timings)}\n`);
  } catch (error) {
    printFailure(error);
  }
}
