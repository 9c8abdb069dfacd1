import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's component that splits its MDX children at their headings, telling them by `child.type.name` (steps or an
 * accordion written as `## Step` sections): in Docusaurus, the MDX map's heading components are named by their tag
 * (`h2`), its own and a site's override's alike. docs-gen's were all `LevelHeading`, and bundling renamed a site's
 * `h2` that another module also declares (`h22`): the component found no heading and threw.
 */
const SECTIONS = [
  "import React, { Children } from 'react';",
  '',
  'export default function Sections({ children }) {',
  '  const sections = [];',
  '  let current = null;',
  '  for (const child of Children.toArray(children)) {',
  "    if (['h2', 'h3'].includes(child.type.name)) {",
  '      if (current) sections.push(current);',
  '      current = { title: child.props.children, body: [] };',
  '    } else current.body.push(child);',
  '  }',
  '  sections.push(current);',
  '  return <ol className="sections">{sections.map((s, i) => <li key={i}><b>{s.title}</b>{s.body}</li>)}</ol>;',
  '}',
  '',
].join('\n');

const PAGE = "import Sections from '@site/src/components/Sections';\n\n# Home\n\n<Sections>\n\n## First\n\nOne.\n\n### Second\n\nTwo.\n\n</Sections>\n";

const theme = tempSite();
const overridden = tempSite();
let built: RunResult[];

beforeAll(async () => {
  for (const site of [theme, overridden]) {
    site.write('docs/index.mdx', PAGE);
    site.write('src/components/Sections.jsx', SECTIONS);
  }
  // A map of its own whose `h2` shares its name with another module's, which the bundle then renames.
  overridden.write('src/components/sizes.js', 'export const h2 = 28;\nexport const h3 = 22;\n');
  overridden.write(
    'src/theme/MDXComponents.jsx',
    [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import { h2 as h2Size, h3 as h3Size } from '@site/src/components/sizes';",
      '',
      'const h2 = ({ children, ...props }) => <h2 style={{ fontSize: h2Size }} {...props}>{children}</h2>;',
      'const h3 = ({ children, ...props }) => <h3 style={{ fontSize: h3Size }} {...props}>{children}</h3>;',
      '',
      'export default { ...MDXComponents, h2, h3 };',
      '',
    ].join('\n'),
  );
  built = await Promise.all([theme, overridden].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
}, 60_000);
afterAll(() => {
  theme.cleanup();
  overridden.cleanup();
});

describe('MDX heading components, told apart by their name', () => {
  it("are named by their tag in the theme's map", () => {
    expect(built[0].code, built[0].stderr).toBe(0);
    expect(theme.read('build/index.html')).toContain('<ol class="sections"><li><b>First</b><p>One.</p></li><li><b>Second</b><p>Two.</p></li></ol>');
  });

  it("keep the name a site's map gives them, though another module declares the same", () => {
    expect(built[1].code, built[1].stderr).toBe(0);
    expect(overridden.read('build/index.html')).toContain('<ol class="sections"><li><b>First</b><p>One.</p></li><li><b>Second</b><p>Two.</p></li></ol>');
  });
});
