import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Integration tests run the real binary, which runs the bundled `dist/`; site tests read the OGC site's
 * `build/`. Both are rebuilt once before every run, so a run never mixes new sources with an old bundle.
 */
export default function setup(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-tool.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', '--quiet'], { cwd: root, stdio: 'inherit' });
}
