import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's own TOC (swizzled with `--eject`, then changed) renders `@theme/TOCItems` without a `className`: in
 * Docusaurus the list then has Infima's `table-of-contents table-of-contents__left-border`, which take the bullets
 * off, indent the levels and draw the line beside them. The list had no class, so the headings showed as a bulleted list.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Toc classes' });\n");
  site.write(
    'src/theme/TOC/index.jsx',
    [
      "import TOCItems from '@theme/TOCItems';",
      '',
      'export default function TOC({ className, ...props }) {',
      '  return (',
      '    <div className={`own-toc ${className ?? ""}`}>',
      '      <p className="own-toc-note">Sponsored</p>',
      "      <TOCItems {...props} linkClassName=\"table-of-contents__link toc-highlight\" linkActiveClassName=\"table-of-contents__link--active\" />",
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write('docs/index.md', '# Home\n\n## First part\n\n### A detail\n\n## Second part\n\nText.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe("a site's TOC that renders TOCItems without a className", () => {
  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("gives the outer list Infima's table-of-contents classes, as Docusaurus's TOCItems does, and none to the inner lists", () => {
    const html = site.read('build/index.html');
    const own = /<div class="own-toc[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(own).toContain('<ul class="table-of-contents table-of-contents__left-border"><li><a href="#first-part"');
    expect(own).toContain('<ul><li><a href="#a-detail"');
  });

  it("leaves the theme's own lists (the collapsible TOC above the content) without them", () => {
    const html = site.read('build/index.html');
    const collapsible = /<details class="toc-collapsible"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(collapsible).toContain('<ul><li><a href="#first-part"');
    expect(collapsible).not.toContain('table-of-contents');
  });

  it('styles those classes: no bullets, and the line beside the list', () => {
    const html = site.read('build/index.html');
    const href = /<link rel="stylesheet" href="\/(assets\/css\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    const css = fs.readFileSync(path.join(site.dir, 'build', href), 'utf8');
    expect(css).toMatch(/\.table-of-contents,\s*\.table-of-contents ul\s*\{[^}]*list-style:\s*none/);
    expect(css).toMatch(/\.table-of-contents__left-border\s*\{[^}]*border-inline-start:\s*1px solid/);
  });
});
