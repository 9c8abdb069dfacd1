import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { joinRoute } from '../../content/routes.js';
import type { PageAsset } from '../../shared/types.js';
import { writeFileWhole } from '../../util/buildCache.js';

/** JSON examples longer than this show their first lines on the page and link to the whole example. */
export const EXAMPLE_LINES = 30;

/** The same for a large API (see tagPages.ts), whose thousand pages each repeat the first lines of theirs. */
export const LARGE_API_EXAMPLE_LINES = 15;

/** The characters of those lines a large API's page shows at most (a line may hold kilobytes of base64). */
export const LARGE_API_EXAMPLE_CHARS = 1_500;

/**
 * Whole examples too long for a page (GitHub's list of emojis is 1,800 lines, a list of repositories
 * several hundred), published once each as a JSON file beside the reference: written into the build's cache
 * folder, named by their contents, and copied into the output as an asset of the pages that link to them.
 */
export class ExampleFiles {
  private readonly written = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly routeBasePath: string,
    /** How many lines of a longer example a page shows. */
    readonly shownLines = EXAMPLE_LINES,
    /** How many characters of them at most, in whole lines (the first line at least). */
    readonly shownChars = Number.POSITIVE_INFINITY,
  ) {}

  /** How many of an example's first lines a page shows. */
  linesToShow(json: string): number {
    let shown = 0;
    for (let at = 0; shown < this.shownLines; shown++) {
      const end = json.indexOf('\n', at);
      if (shown > 0 && (end < 0 ? json.length : end) > this.shownChars) break;
      if (end < 0) return shown + 1;
      at = end + 1;
    }
    return shown;
  }

  publish(json: string): PageAsset {
    const name = `${crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    const source = path.join(this.dir, name);
    if (!this.written.has(name)) {
      // Named by their contents: one written by an earlier build is the same file.
      if (!this.written.size) fs.mkdirSync(this.dir, { recursive: true });
      if (!fs.existsSync(source)) writeFileWhole(source, json);
      this.written.add(name);
    }
    return { source, target: `${joinRoute(this.routeBasePath, 'examples')}${name}` };
  }
}
