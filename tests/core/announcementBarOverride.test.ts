import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's own `AnnouncementBar`, as Docusaurus sites write it (Keploy's): it asks `useAnnouncementBar()` of
 * `@docusaurus/theme-common/internal` whether there is a bar and reads its settings with `useThemeConfig()`.
 * Before, the hook did not exist and the override was left out with an error.
 */
const BAR = [
  "import { useThemeConfig } from '@docusaurus/theme-common';",
  "import { useAnnouncementBar } from '@docusaurus/theme-common/internal';",
  '',
  'export default function AnnouncementBar() {',
  '  const { announcementBar } = useThemeConfig();',
  '  const { isActive, close } = useAnnouncementBar();',
  '  if (!isActive) return null;',
  '  return <div role="banner" className="own-bar" style={{ backgroundColor: announcementBar.backgroundColor }}>{announcementBar.content}<button type="button" onClick={close}>Dismiss</button></div>;',
  '}',
  '',
].join('\n');

describe("a site's AnnouncementBar reading useAnnouncementBar()", () => {
  const sites = [tempSite(), tempSite()];
  let results: RunResult[];
  beforeAll(async () => {
    const [withBar, without] = sites;
    withBar.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Bar', announcementBar: { content: 'Meetup on Friday', backgroundColor: '#fa0' } })};\n`);
    without.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Bar' })};\n`);
    for (const site of sites) {
      site.write('docs/index.md', '# Home\n');
      site.write('src/theme/AnnouncementBar/index.js', BAR);
    }
    results = await Promise.all(sites.map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
  }, 60_000);
  afterAll(() => {
    for (const site of sites) site.cleanup();
  });

  it('renders the bar where the config has one, and nothing where it has none', () => {
    for (const result of results) {
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }
    expect(sites[0].read('build/index.html')).toContain('<div role="banner" class="own-bar" style="background-color:#fa0">Meetup on Friday<button type="button">Dismiss</button></div>');
    expect(sites[1].read('build/index.html')).not.toContain('own-bar');
  });
});
