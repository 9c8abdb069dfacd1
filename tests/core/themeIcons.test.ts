import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Docusaurus's `@theme/Icon/*` components, as a site's own component imports them for a copy button (a
 * swizzled code block, an AST viewer's "copy JSON"): the build failed with "Unsupported import".
 */
describe('@theme/Icon components', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Icons' });\n");
    site.write(
      'src/components/CopyButton.tsx',
      [
        "import CopyIcon from '@theme/Icon/Copy';",
        "import SuccessIcon from '@theme/Icon/Success';",
        "import ExternalLink from '@theme-original/Icon/ExternalLink';",
        '',
        'export default function CopyButton({ copied }: { copied: boolean }) {',
        '  return (',
        '    <>',
        '      <button type="button" aria-label="Copy">{copied ? <SuccessIcon className="done" /> : <CopyIcon className="copy" width={16} height={16} />}</button>',
        '      <a href="https://example.test">Elsewhere <ExternalLink /></a>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/index.mdx', "import CopyButton from '@site/src/components/CopyButton';\nimport Home from '@theme/Icon/Home';\n\n# Icons\n\n<CopyButton copied={false} />\n\n<CopyButton copied />\n\n<Home aria-hidden={false} aria-label=\"Home\" />\n");
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds a page whose component imports them', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('renders each as an <svg> taking the attributes it is given over its own', () => {
    const html = site.read('build/index.html');
    expect(html).toMatch(/<button type="button" aria-label="Copy"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" class="copy">/);
    expect(html).toMatch(/<button type="button" aria-label="Copy"><svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" class="done">/);
    expect(html).toMatch(/Elsewhere <svg viewBox="0 0 24 24" width="13.5" height="13.5" aria-hidden="true"/);
    expect(html).toMatch(/<svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="false" focusable="false" aria-label="Home">/);
  });
});
