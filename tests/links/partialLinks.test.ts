import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Links to Markdown files written in a partial, as redux's site writes them in a warning shared by six tutorials
 * (`../tutorials/essentials/part-1-overview-concepts.md`): Docusaurus resolves them from the partial's own file,
 * whichever page renders it. Before, they were resolved from each page that imported the partial, so they led
 * elsewhere or stayed as written (`href="../x.md"`, a 404), and none of them was checked.
 */
const site = tempSite();
let build: RunResult;

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)">(Target|Sib)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);

beforeAll(async () => {
  site.write('docs/index.md', '# Home\n');
  site.write('docs/shared/_note.mdx', 'See [Target](../b/target.md#part) and [Sib](./sib.md).\n');
  site.write('docs/shared/sib.md', '# Sib\n');
  site.write('docs/b/target.md', '# Target\n\n## Part\n');
  // A page beside which another `sib.md` lies: the partial's link still names the one beside the partial.
  site.write('docs/a/page.md', "import Note from '../shared/_note.mdx';\n\n# Page\n\n<Note />\n");
  site.write('docs/a/sib.md', '# Other sib\n');
  site.write('docs/c/d/deep.md', "import Note from '../../shared/_note.mdx';\n\n# Deep\n\n<Note />\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('links to Markdown files in a partial', () => {
  it('lead to the files beside the partial, from every page that renders it', () => {
    expect(build.code, build.stderr).toBe(0);
    for (const page of ['build/a/page/index.html', 'build/c/d/deep/index.html']) {
      expect(hrefs(site.read(page)), page).toEqual(['Target /b/target/#part', 'Sib /shared/sib/']);
    }
  });

  it('are checked, and a broken one is reported once, at its line in the partial', async () => {
    site.write('docs/shared/_note.mdx', 'See [Target](../b/target.md#part) and [Sib](./sib.md).\n\nAnd [gone](./gone.md).\n');
    const broken = await runDocsGenAsync(['build', site.dir, '--quiet', '-o', 'out-broken']);
    expect(broken.code).toBe(1);
    expect(broken.stderr.match(/^error .*$/gm)).toEqual([expect.stringMatching(/^error \S*docs\/shared\/_note\.mdx:3:5 {2}Broken Markdown link: .*gone\.md/)]);
  });
});
