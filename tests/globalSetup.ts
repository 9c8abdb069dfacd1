import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Integration tests run the real binary, which runs the bundled `dist/`; site tests read the OGC site's
 * `build/`. Both are brought up to date before every run (the bundle when its sources changed, the site from its
 * caches), so a run never mixes new sources with an old bundle.
 */
export default function setup(): () => void {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-tool.mjs')], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', '--quiet'], { cwd: root, stdio: 'inherit' });
  // Fixtures that tests only read are built once per run and shared by the test files (see sharedBuild).
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-served-'));
  process.env.DOCS_GEN_SERVED_FIXTURES = shared;
  return () => fs.rmSync(shared, { recursive: true, force: true });
}
