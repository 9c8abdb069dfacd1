import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `@theme/DocSidebar/Desktop/CollapseButton`, the button that hides a hideable sidebar, which a swizzled
 * `DocSidebar/Desktop` imports to render beside its own markup: it named no theme component, and the build failed
 * at the import. It renders the theme's hide button, and a site may replace it like any theme component.
 */
describe('DocSidebar/Desktop/CollapseButton', () => {
  const swizzled = tempSite();
  const replaced = tempSite();
  let swizzledRun: RunResult;
  let replacedRun: RunResult;

  const write = (site: ReturnType<typeof tempSite>) => {
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Hide', sidebarHideable: true, content: [{ path: 'docs', routeBasePath: '/' }] })};\n`);
    site.write('docs/index.md', '# Home\n');
    site.write('docs/setup.md', '# Setup\n');
  };

  beforeAll(async () => {
    write(swizzled);
    swizzled.write(
      'src/theme/DocSidebar/Desktop/index.jsx',
      [
        "import { useThemeConfig } from '@docusaurus/theme-common';",
        "import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';",
        "import Content from '@theme/DocSidebar/Desktop/Content';",
        '',
        'export default function DocSidebarDesktop({ path, sidebar, onCollapse }) {',
        '  const { docs: { sidebar: { hideable } } } = useThemeConfig();',
        '  return (',
        '    <div className="own-desktop">',
        '      <p className="section-menu">Sections</p>',
        '      <Content path={path} sidebar={sidebar} />',
        '      {hideable && <CollapseButton onClick={onCollapse} />}',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    write(replaced);
    replaced.write('src/theme/DocSidebar/Desktop/CollapseButton.jsx', 'export default function CollapseButton() {\n  return <button type="button" className="own-collapse">Hide</button>;\n}\n');
    [swizzledRun, replacedRun] = await Promise.all([runDocsGenAsync(['build', swizzled.dir, '--quiet']), runDocsGenAsync(['build', replaced.dir, '--quiet'])]);
  }, 60_000);

  afterAll(() => {
    swizzled.cleanup();
    replaced.cleanup();
  });

  it("is the theme's hide button in a swizzled DocSidebar/Desktop", () => {
    expect(swizzledRun.stderr).toBe('');
    expect(swizzledRun.code).toBe(0);
    const html = swizzled.read('build/setup/index.html');
    expect(html).toMatch(/<div class="own-desktop"><p class="section-menu">Sections<\/p><nav[^>]*>[\s\S]*<\/nav><button type="button" class="sidebar-hide" aria-label="Collapse sidebar" title="Collapse sidebar" data-sidebar-hide="true">/);
  });

  it("is replaced by the site's override where the theme's sidebar renders it", () => {
    expect(replacedRun.stderr).toBe('');
    expect(replacedRun.code).toBe(0);
    const html = replaced.read('build/setup/index.html');
    expect(html).toContain('<button type="button" class="own-collapse">Hide</button>');
    expect(html).not.toContain("data-sidebar-hide=");
  });
});
