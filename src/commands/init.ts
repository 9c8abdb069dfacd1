import path from 'node:path';
import { writeStarterSite } from '../init/writeStarterSite.js';
import { printFailure } from './report.js';

/** `docs-gen init [dir]`: writes a starter site and says what to do next. */
export function runInit(dir: string): void {
  try {
    const written = writeStarterSite(dir);
    const shown = path.relative(process.cwd(), path.resolve(dir)) || '.';
    process.stdout.write(`Wrote a starter site to ${shown}:\n${written.map((f) => `  ${f}\n`).join('')}`);
    process.stdout.write(
      `\nNext steps:\n  docs-gen dev ${shown}     preview it at http://localhost:3000 while you edit\n  docs-gen check ${shown}   run every check\n  docs-gen build ${shown}   write the site to ${path.join(shown, 'build')}/\n`,
    );
  } catch (error) {
    printFailure(error);
  }
}
