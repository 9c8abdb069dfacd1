import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Overrides a Docusaurus site writes for the headings and the table of contents of its Markdown pages, as
 * Docusaurus renders them: `##` goes through `MDXComponents/Heading` to `@theme/Heading`, and the TOC (desktop and
 * collapsible) through `@theme/TOCItems`. Their overrides went unused: the theme's Markdown headings and TOC drew
 * themselves. And an anchor only the rendered heading has (an id the override gives) is checked against the page
 * as rendered, as Docusaurus checks anchors against the ids its `Heading` records.
 */
const PAGE = '# Notes\n\n## 1.2.3 - First release\n\nSee [1.2.3](#1-2-3) and [nothing](#nope).\n\n### Fixes\n\nText.\n';

const versioned = tempSite();
const wrapped = tempSite();
const ownToc = tempSite();
let builds: RunResult[];

beforeAll(async () => {
  for (const site of [versioned, wrapped, ownToc]) {
    site.write('docs/index.md', PAGE);
    site.write('docs/other.md', '# Other\n\nSee [the first release](./index.md#1-2-3).\n');
  }
  // A release's heading gets the version as its id, as the site's links expect.
  versioned.write(
    'src/theme/Heading/index.js',
    [
      "import React from 'react';",
      "import Heading from '@theme-original/Heading';",
      '',
      'export default function VersionHeading(props) {',
      "  const text = React.Children.toArray(props.children).filter((c) => typeof c === 'string').join('');",
      '  const version = /^(\\d+\\.\\d+\\.\\d+)/.exec(text);',
      "  return <Heading {...props} id={props.as === 'h2' && version ? version[1].replace(/\\./g, '-') : props.id} />;",
      '}',
      '',
    ].join('\n'),
  );
  wrapped.write(
    'src/theme/MDXComponents/Heading.js',
    "import MDXHeading from '@theme-original/MDXComponents/Heading';\n\nexport default function Marked(props) {\n  return <MDXHeading {...props} data-site-heading={props.as} />;\n}\n",
  );
  ownToc.write(
    'src/theme/TOCItems/index.js',
    "export default function TOCItems({ toc }) {\n  return <ol className=\"site-toc\">{toc.map((item) => <li key={item.id}>{item.id}</li>)}</ol>;\n}\n",
  );
  builds = await Promise.all([versioned, wrapped, ownToc].map((site) => runDocsGenAsync(['build', site.dir])));
});

afterAll(() => {
  for (const site of [versioned, wrapped, ownToc]) site.cleanup();
});

describe('a Heading override', () => {
  it('draws the Markdown headings, with the ids it gives', () => {
    expect(builds[0].code).toBe(0);
    const html = versioned.read('build/index.html');
    expect(html).toContain('<h2 id="1-2-3"');
    expect(html).toContain('<h3 id="fixes"');
  });

  it('lets links reach an id only the rendered page has, and still reports one it lacks', () => {
    const output = `${builds[0].stdout}\n${builds[0].stderr}`;
    expect(output).not.toContain('#1-2-3');
    expect(output).toMatch(/index\.md:5:\d+\s+Broken anchor: #nope/);
  });

  it('without one, the compile’s ids are the page’s and the version’s anchor is broken', () => {
    const output = `${builds[1].stdout}\n${builds[1].stderr}`;
    expect(output).toMatch(/Broken anchor: #1-2-3/);
    expect(output).toMatch(/Broken anchor: \.\/index\.md#1-2-3/);
  });
});

describe('an MDXComponents/Heading override', () => {
  it('draws every level of Markdown heading', () => {
    expect(builds[1].code).toBe(0);
    const html = wrapped.read('build/index.html');
    expect(html).toMatch(/<h2 id="123---first-release" data-site-heading="h2"/);
    expect(html).toMatch(/<h3 id="fixes" data-site-heading="h3"/);
  });
});

describe('a TOCItems override', () => {
  it('draws the lists of the page’s table of contents, in the column and collapsed', () => {
    expect(builds[2].code).toBe(0);
    const html = ownToc.read('build/index.html');
    const desktop = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const collapsed = /<details class="toc-collapsible"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    for (const toc of [desktop, collapsed]) expect(toc).toContain('<ol class="site-toc"><li>123---first-release</li>');
    expect(html).not.toContain('class="toc-link"');
  });
});
