import { afterAll, describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../src/errors/githubAnnotations.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * In a GitHub Actions job, each problem is printed again as a workflow command, so GitHub shows it at its line, in
 * the job's summary and in a pull request's diff. Before, a docs author read them in the job's log only.
 */
describe('problems in a GitHub Actions job', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());
  const actions = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: site.dir };

  it("are annotations at their files' lines, errors and warnings alike", async () => {
    site.write('docs-gen.config.ts', "export default { title: 'CI', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' };\n");
    site.write('docs/index.md', '# Home\n\nSee [the missing page](./missing.md).\n');
    const warned = await runDocsGenAsync(['build', site.dir, '--quiet'], undefined, actions);
    expect(warned.code, warned.stderr).toBe(0);
    expect(warned.stdout).toMatch(/^::warning file=docs\/index\.md,line=3,col=5,title=docs-gen::Broken Markdown link: \.\/missing\.md/m);

    site.write('docs/bad.mdx', '# Bad\n\n<Tabs>\n');
    const failed = await runDocsGenAsync(['build', site.dir, '--quiet'], undefined, actions);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^::error file=docs\/bad\.mdx,line=\d+,col=\d+,title=docs-gen::MDX: /m);
    // The human form is printed as before.
    expect(failed.stderr).toMatch(/^error \S*docs\/bad\.mdx:\d+:\d+ {2}MDX: /m);
  });

  it('are not printed outside one', async () => {
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('::error');
  });

  it("escape what GitHub reads as a command's syntax", () => {
    const line = githubAnnotation('error', { message: 'One 100% sure\nline two', file: '/repo/docs/a,b:c.md', line: 2, column: 7, hint: 'Do this.' }, { GITHUB_WORKSPACE: '/repo' });
    expect(line).toBe('::error file=docs/a%2Cb%3Ac.md,line=2,col=7,title=docs-gen::One 100%25 sure%0Aline two%0ADo this.');
    expect(githubAnnotation('warning', { message: 'No place' }, {})).toBe('::warning title=docs-gen::No place');
  });
});
