import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A docs folder beside the site folder (a repository's `docs/` next to `website/`, as Jest keeps it) imports the
 * site's packages, installed in `website/node_modules`: Docusaurus's bundler finds them there, and so does docs-gen.
 */
describe("packages of the site folder, imported by a docs folder beside it", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('resolves and bundles the package from the site folder', async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Beside', siteDir: 'website', content: [{ path: 'docs', routeBasePath: '/docs' }] };\n");
    site.write('website/package.json', '{ "name": "website", "private": true }\n');
    site.write('website/node_modules/shout-box/package.json', '{ "name": "shout-box", "version": "1.0.0", "main": "index.js" }\n');
    site.write('website/node_modules/shout-box/index.js', "const { createElement } = require('react');\nmodule.exports = function ShoutBox(props) { return createElement('strong', { className: 'shout' }, String(props.text).toUpperCase()); };\n");
    site.write('docs/guide.mdx', "---\ntitle: Guide\n---\n\nimport ShoutBox from 'shout-box';\n\n<ShoutBox text=\"hello from beside\" />\n");
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(site.read('build/docs/guide/index.html')).toContain('<strong class="shout">HELLO FROM BESIDE</strong>');
  });
});
