import fs from 'node:fs';
import path from 'node:path';
import type { Warning } from '../shared/types.js';
import { isInsidePath } from '../util/hiddenPath.js';
import { packageRoot } from '../util/packageRoot.js';

/** A call of an effect hook, after its import: `useEffect(`, `React.useLayoutEffect (`. */
const EFFECT_CALL = /(?<![\w$.])(?:React\.)?(useEffect|useLayoutEffect|useInsertionEffect)\s*\(/g;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/** A line that is a comment (`//`, or the `*` lines of a block comment): its hook names are prose. */
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*)/;

/**
 * The site's own code that calls an effect hook, once per file at its first call: Docusaurus runs effects in the
 * browser after hydrating the page, docs-gen renders each component once on the server with no React in the
 * browser, so what an effect does (fetching, setting state, reading the page) never happens and the component stays
 * as it first rendered. Said at the call, so a migrating site learns it at build time, not from a page that stays
 * on its placeholder. Packages and docs-gen's own theme are left out: their effects are not the site's to move.
 */
export function effectWarnings(files: readonly string[], siteRoot: string): Warning[] {
  // docs-gen's own code, wherever the site is (this repository's own site sits beside it).
  const own = ['templates', 'src', 'dist'].map((folder) => path.join(packageRoot(), folder));
  const warnings: Warning[] = [];
  for (const file of files) {
    if (!CODE_FILE.test(file) || !isInsidePath(siteRoot, file) || own.some((dir) => isInsidePath(dir, file))) continue;
    if (file.split(path.sep).includes('node_modules')) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('Effect')) continue;
    const lines = text.split('\n');
    const at = lines.findIndex((line) => !COMMENT_LINE.test(line) && new RegExp(EFFECT_CALL.source).test(line));
    if (at === -1) continue;
    const match = new RegExp(EFFECT_CALL.source).exec(lines[at])!;
    warnings.push({
      message: `${match[1]} never runs: components render once, on the server, and no React runs in the browser, so what the effect does never happens and the component shows what it first rendered`,
      file,
      line: at + 1,
      column: match.index + 1,
      hint: 'Render the result on the server (from plugin data, or a file read at build time), or do the work in the browser from a client module (clientModules).',
    });
  }
  return warnings;
}
