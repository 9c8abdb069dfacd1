import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf } from '../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Theme components that Docusaurus renders from its context when site code gives them no props: a page's
 * footer, its neighbours, the navbar's logo. Each page of a small guide renders one of them in its body.
 */
describe('theme components rendered by site code without props', () => {
  const site = tempSite();
  const body = (route: string) => articleOf(site.read(`build${route}index.html`));
  beforeAll(async () => {
    const page = (position: number, title: string, jsx: string, imports: string) =>
      `---\nsidebar_position: ${position}\n---\n\n${imports}\n\n# ${title}\n\n<div className="probe">${jsx}</div>\n`;
    site.write('docs/one.mdx', page(1, 'One', '<DocItemFooter />', "import DocItemFooter from '@theme/DocItem/Footer';"));
    site.write('docs/two.mdx', page(2, 'Two', '<DocPaginator />', "import DocPaginator from '@theme/DocPaginator';"));
    site.write(
      'docs/three.mdx',
      page(3, 'Three', '<DocPaginator previous={{ title: "Back home", permalink: "/one/" }} /><Logo />', "import DocPaginator from '@theme/DocPaginator';\nimport Logo from '@theme/Logo';"),
    );
    site.write('static/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    site.write(
      'docs-gen.config.mjs',
      `export default ${JSON.stringify({ title: 'Kit', editUrl: 'https://example.com/edit/', navbar: { logo: { src: '/logo.svg', alt: 'Kit logo' } } })};\n`,
    );
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
  });
  afterAll(() => site.cleanup());

  const probe = (route: string) => /<div class="probe">([\s\S]*?)<\/div>\s*(?:<\/article>|<p|<h)/.exec(body(route))?.[1] ?? '';

  it("DocItem/Footer shows the page's edit link", () => {
    expect(probe('/one/')).toContain('href="https://example.com/edit/docs/one.mdx"');
  });

  it("DocPaginator shows the page's neighbours, or those it is given", () => {
    const two = probe('/two/');
    expect(two).toMatch(/href="\/one\/" rel="prev">[\s\S]*One/);
    expect(two).toMatch(/href="\/three\/" rel="next">[\s\S]*Three/);
    const three = probe('/three/');
    expect(three).toMatch(/href="\/one\/" rel="prev">[\s\S]*Back home/);
    expect(three).not.toContain('rel="next"');
  });

  it("Logo shows the navbar's logo", () => {
    expect(probe('/three/')).toMatch(/<img src="\/logo.svg" alt="Kit logo"/);
  });
});
