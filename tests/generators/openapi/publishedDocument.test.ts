import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot, runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** The OpenAPI fixture as an indented JSON document, with a string holding spaces, escapes and a quote. */
function jsonSite() {
  const site = tempSite('openapi-30');
  const doc = parse(site.read('openapi.yaml'));
  doc.info.description = 'Spaces  kept, "quoted", a \\ backslash,\ta tab and a\nnew line.';
  site.write('openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
  site.write('docs-gen.config.ts', site.read('docs-gen.config.ts').replace("'openapi.yaml'", "'openapi.json'"));
  // The build's cache folder is then inside the site.
  fs.mkdirSync(path.join(site.dir, 'node_modules'));
  return { site, doc };
}

describe('the published JSON document', () => {
  // DOCS_GEN_WORKERS=1 writes it on the checking thread, as for a large document; 0 on the main thread.
  it.each(['0', '1'])('is the same data without indentation, whichever thread writes it (DOCS_GEN_WORKERS=%s)', async (workers) => {
    const { site, doc } = jsonSite();
    try {
      const result = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache'], repoRoot, { DOCS_GEN_WORKERS: workers });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(site.read('build/api/openapi.json')).toBe(JSON.stringify(doc));
      // Written whole under its content's name: no partial file is left beside it.
      const cache = path.join(site.dir, 'node_modules', '.cache', 'docs-gen', 'openapi-documents');
      expect(fs.readdirSync(cache).filter((name) => !/^[0-9a-f]{16}\.json$/.test(name))).toEqual([]);
    } finally {
      site.cleanup();
    }
  });
});
