import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A React page (`src/pages`) whose code throws while it renders, as a Docusaurus page reading a custom field
 * the config did not carry does: the error named the page's file without a line, since a React page has no
 * written elements to place it at.
 */
describe('a React page that throws while rendering', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('is an error at the line of its code that threw, or of the component it renders that threw', async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Throws', customFields: {} });\n");
    site.write('docs/index.md', '# Home\n');
    site.write(
      'src/pages/users.tsx',
      [
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        "import Layout from '@theme/Layout';",
        '',
        'export default function Users() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  const users = siteConfig.customFields.users as string[];',
        '  return (',
        '    <Layout title="Users">',
        '      <ul>{users.map((user) => <li key={user}>{user}</li>)}</ul>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write('src/components/Team.tsx', ['export function Team({ members }: { members?: string[] }) {', '  return <p>{members!.join(", ")}</p>;', '}', ''].join('\n'));
    site.write('src/pages/team.tsx', ["import { Team } from '../components/Team';", '', 'export default function TeamPage() {', '  return <Team />;', '}', ''].join('\n'));
    // A theme override that throws, as one reading the data of a plugin docs-gen does not run does.
    site.write(
      'src/theme/TOC.tsx',
      [
        "import { usePluginData } from '@docusaurus/useGlobalData';",
        '',
        'export default function TOC() {',
        "  const { ads } = usePluginData('site-ads') as { ads: string[] };",
        '  return <p>{ads.length}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/guide.md', '# Guide\n\n## Part\n\nText.\n');
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/pages\/users\.tsx:9:\d+ {2}Rendering failed: Cannot read properties of undefined \(reading 'map'\)$/m);
    // In a component the page renders: placed there, with the page it was rendering.
    expect(run.stderr).toMatch(/^error \S*src\/components\/Team\.tsx:2:\d+ {2}Rendering failed: Cannot read properties of undefined \(reading 'join'\)\n {4}It threw while rendering \/team\/\.$/m);
    // In a theme override: at the line of its code that threw.
    expect(run.stderr).toMatch(/^error \S*src\/theme\/TOC\.tsx:4:\d+ {2}Rendering failed: the theme override of TOC threw: Cannot destructure property 'ads' of /m);
    // With why the data is undefined.
    expect(run.stderr).toContain("usePluginData('site-ads') gave undefined: no plugin of the config's `plugins` published data under that name.");
  });
});
