import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A module that site code imports with `import()` inside an effect runs in the browser only: Docusaurus's server
 * render never loads it. Comment widgets do this (`@giscus/react` loads its custom element, `class … extends
 * HTMLElement`, when it mounts). Before, a theme override importing such a package failed the build with "The module
 * threw while loading: HTMLElement is not defined": the module was loaded with the overrides' shared code.
 */
const site = tempSite();
let build: RunResult;

const widgetPackage = (name: string) => ({
  'package.json': JSON.stringify({ name, type: 'module', exports: './index.js' }),
  'index.js': [
    "import { jsx } from 'react/jsx-runtime';",
    "import { useEffect, useState } from 'react';",
    'export default function Widget({ label }) {',
    '  const [ready, setReady] = useState(false);',
    "  useEffect(() => { import('./element.js').then(() => setReady(true)); }, []);",
    `  return ready ? jsx('${name}-element', { label }) : jsx('span', { className: '${name}-placeholder', children: label });`,
    '}',
    '',
  ].join('\n'),
  'element.js': `class WidgetElement extends HTMLElement {}\ncustomElements.define('${name}-element', WidgetElement);\n`,
});

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit' })};\n`);
  for (const name of ['comments', 'reactions']) for (const [file, text] of Object.entries(widgetPackage(name))) site.write(`node_modules/${name}/${file}`, text);
  site.write('src/theme/DocItem/Footer/index.js', "import Comments from 'comments';\n\nexport default function Footer() {\n  return <footer className=\"site-footer-probe\"><Comments label=\"Discuss this page\" /></footer>;\n}\n");
  // The site's own file, imported the same way from a component a page uses.
  site.write('src/components/poll.js', 'class Poll extends HTMLElement {}\ncustomElements.define("site-poll", Poll);\nexport const defined = true;\n');
  site.write('src/components/Reactions.jsx', "import { useEffect } from 'react';\nimport Reactions from 'reactions';\n\nexport default function Both() {\n  useEffect(() => { import('./poll.js'); }, []);\n  return <Reactions label=\"React to this\" />;\n}\n");
  site.write('docs/index.mdx', "# Home\n\nimport Reactions from '@site/src/components/Reactions';\n\n<Reactions />\n");
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('modules that site code imports in an effect', () => {
  it('are not loaded while the pages render, in a theme override or a component', () => {
    expect(build.stderr).not.toContain('threw while loading');
    expect(build.code, build.stderr).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<span class="comments-placeholder">Discuss this page</span>');
    expect(html).toContain('<span class="reactions-placeholder">React to this</span>');
  });
});
