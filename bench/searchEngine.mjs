// The search engine the dialog runs (src/client/search/engine.ts), bundled for Node, over an index on disk.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The engine module, bundled from its source. */
export async function loadEngineModule() {
  const bundled = await build({
    entryPoints: [path.join(root, 'src', 'client', 'search', 'engine.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}

/** An engine over a built index: its manifest file, and the chunks beside it read as a query needs them. */
export async function engineOverIndex(manifestFile) {
  const { createSearchEngine } = await loadEngineModule();
  const read = (file) => JSON.parse(fs.readFileSync(path.join(path.dirname(manifestFile), file), 'utf8'));
  return createSearchEngine(read(path.basename(manifestFile)), async (file) => read(file));
}
