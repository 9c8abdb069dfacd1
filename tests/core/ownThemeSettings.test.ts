import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's plugin that reads its own settings from the theme's (`themeConfig.tracker.key`, as analytics plugins
 * written for Docusaurus do) and throws without them: migrate carried the plugin but listed its settings as not
 * carried, so the migrated site failed at the plugin. They are `themeConfig` now, which the site's plugins and
 * components read beside docs-gen's own theme settings.
 */
const site = tempSite();
let migrated: RunResult;
let built: RunResult;

const PLUGIN = `module.exports = function trackerPlugin(context) {
  const { tracker } = context.siteConfig.themeConfig;
  if (!tracker || !tracker.key) throw new Error('themeConfig.tracker.key is needed');
  return {
    name: 'tracker-plugin',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'tracker-key', content: tracker.key + '@' + tracker.hosts.join(',') } }] };
    },
  };
};
`;

beforeAll(async () => {
  site.write('plugins/tracker.js', PLUGIN);
  site.write(
    'docusaurus.config.js',
    `module.exports = {
  title: 'Tracked',
  url: 'https://tracked.test',
  baseUrl: '/',
  plugins: [require('./plugins/tracker.js')],
  presets: [['classic', { docs: { path: 'docs', routeBasePath: '/' } }]],
  themeConfig: {
    navbar: { title: 'Tracked' },
    tracker: { key: 'k-123', hosts: ['a.test', 'b.test'] },
    algolia: { appId: 'X', apiKey: 'Y', indexName: 'Z' },
    banner: { label: () => 'code' },
  },
};
`,
  );
  site.write('src/components/Key.jsx', "import { useThemeConfig } from '@docusaurus/theme-common';\n\nexport default function Key() {\n  const { tracker, navbar } = useThemeConfig();\n  return <p className=\"key\">{tracker.key} {navbar.title}</p>;\n}\n");
  site.write('docs/index.mdx', "import Key from '@site/src/components/Key';\n\n# Home\n\n<Key />\n");
  migrated = await runDocsGenAsync(['migrate', site.dir]);
  built = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);

afterAll(() => site.cleanup());

describe("the site's own theme settings", () => {
  it('are carried by migrate as data; settings docs-gen replaces and code are still listed', () => {
    expect(migrated.code, migrated.stderr).toBe(0);
    const config = site.read('docs-gen.config.ts');
    expect(config).toMatch(/themeConfig: \{ tracker: \{ key: 'k-123', hosts: \['a\.test', 'b\.test'\] \} \}/);
    expect(config).toContain("//   - themeConfig.algolia: { appId, apiKey, indexName } (docs-gen's own search replaces it)");
    expect(config).toContain('//   - themeConfig.banner');
  });

  it("are what the site's plugins and components read from themeConfig, beside docs-gen's own", () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<meta name="tracker-key" content="k-123@a.test,b.test"/>');
    expect(html).toContain('<p class="key">k-123<!-- --> <!-- -->Tracked</p>');
  });
});
