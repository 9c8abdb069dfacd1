import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../helpers/html.js';
import { repoRoot, runDocsGenAsync, tempSite } from '../../helpers/site.js';

/**
 * Examples are highlighted with their plain strings swapped for placeholders (`QzQ0QzQ`) and put back after.
 * Data that holds such a placeholder's text itself must show as written, not as another string of the example.
 */
describe('examples holding the text of a placeholder', () => {
  it('show it as written in the request samples and the response example', async () => {
    const site = tempSite('openapi-30');
    try {
      const doc = parse(site.read('openapi.yaml'));
      doc.components.examples.SmallOrder.value = { note: 'QzQ1QzQ', lines: [{ sku: 'mug-1', quantity: 1 }] };
      doc.paths['/orders/{order_id}'].get.responses['200'].content['application/json'].example = { note: 'QzQ0QzQ', sku: 'cup-7' };
      site.write('openapi.json', JSON.stringify(doc, null, 2));
      site.write('docs-gen.config.ts', site.read('docs-gen.config.ts').replace("'openapi.yaml'", "'openapi.json'"));
      const result = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache'], repoRoot);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const created = textOf(site.read('build/api/create-order/index.html'));
      expect(created).toContain('"note": "QzQ1QzQ"');
      expect(created).toContain('"sku": "mug-1"');
      const got = textOf(site.read('build/api/get-order/index.html'));
      expect(got).toContain('"note": "QzQ0QzQ"');
      expect(got).toContain('"sku": "cup-7"');
    } finally {
      site.cleanup();
    }
  });
});
