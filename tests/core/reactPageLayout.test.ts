import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A React page's `<Layout>` as Docusaurus's templates write it (`<Layout title><main>…</main></Layout>`, with
 * `wrapperClassName` and `noFooter`): the theme's `<main>` was around the page's own (two nested, invalid HTML and
 * two main landmarks), the wrapper's class was dropped and the footer shown all the same.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Pages', footer: { copyright: 'Made here' } });\n");
  site.write('docs/index.md', '# Home\n');
  site.write(
    'src/pages/hello.js',
    "import Layout from '@theme/Layout';\n\nexport default function Hello() {\n  return <Layout title=\"Hello\" wrapperClassName=\"my-wrap\" noFooter><main className=\"mine\"><p>Body</p></main></Layout>;\n}\n",
  );
  site.write('src/pages/plain.js', "import Layout from '@theme/Layout';\n\nexport default function Plain() {\n  return <Layout title=\"Plain\"><p>No main of its own</p></Layout>;\n}\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe("a React page's Layout", () => {
  it("keeps the page's own <main> as the one main landmark, inside its wrapperClassName, without the footer it declines", () => {
    expect(build.code, build.stderr).toBe(0);
    const html = site.read('build/hello/index.html');
    expect(html.match(/<main[\s>][^>]*>/g)).toEqual(['<main class="mine">']);
    // The page lays itself out: no column of the theme's around it (see tests/e2e/theme/reactPageWidth.test.ts).
    expect(html).toContain('<div id="main" class="main main-page" tabindex="-1"><div class="main-wrapper my-wrap"><main class="mine"><p>Body</p></main></div></div>');
    expect(html).not.toContain('Made here');
  });

  it('leaves the theme’s <main> and the footer to a page without its own', () => {
    const html = site.read('build/plain/index.html');
    expect(html.match(/<main[\s>][^>]*>/g)).toEqual(['<main id="main" class="main main-page" tabindex="-1">']);
    expect(html).toContain('Made here');
  });
});
