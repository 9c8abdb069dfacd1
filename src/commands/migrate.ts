import path from 'node:path';
import { migrateSite } from '../migrate/migrateSite.js';
import { describeNotCarried } from '../migrate/writeConfigSource.js';
import { printFailure } from './report.js';

/** `docs-gen migrate <docusaurus-site>`: writes a docs-gen config from a Docusaurus one and lists what it left out. */
export async function runMigrate(dir: string, options: { out?: string; force?: boolean }): Promise<void> {
  try {
    const result = await migrateSite(dir, options);
    const out = process.stdout;
    out.write(`Wrote ${path.relative(process.cwd(), result.configFile) || result.configFile} from ${path.basename(result.sourceFile)}.\n`);
    if (result.typesFile) out.write(`Wrote ${path.relative(process.cwd(), result.typesFile) || result.typesFile}: the types of the modules site code imports.\n`);
    if (result.notCarried.length) {
      out.write(`\nNot carried over (${result.notCarried.length}), also listed at the top of the config:\n`);
      for (const item of result.notCarried) out.write(`  - ${describeNotCarried(item)}\n`);
    } else {
      out.write('Every setting was carried over.\n');
    }
    for (const note of result.notes) out.write(`\nNote: ${note}\n`);
    for (const warning of result.warnings) process.stderr.write(`warning ${warning}\n`);
    const site = path.relative(process.cwd(), path.dirname(result.configFile)) || '.';
    out.write(`\nNext: docs-gen check ${site}   then   docs-gen dev ${site}\n`);
  } catch (error) {
    printFailure(error);
  }
}
