import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_CI } from '../helpers/processEnv.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A component that does its work in an effect (fetches, sets state after mounting) shows its first render forever
 * on docs-gen, which renders once on the server, and an element's event handler never answers the reader: the build
 * says so at the effect and at the handler, once per file of the site's own code, and not for a package's code, a
 * name in a comment or the handlers of the site's theme folder.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Effects' };\n");
  site.write(
    'src/components/Stars.js',
    [
      "import React, { useEffect, useState } from 'react';",
      '',
      '// useEffect( in a comment is prose.',
      'export function Stars() {',
      "  const [stars, setStars] = useState('…');",
      '  useEffect(() => {',
      "    fetch('https://api.example.com/stars').then((r) => r.json()).then((d) => setStars(d.count));",
      '  }, []);',
      '  React.useLayoutEffect(() => {}, []);',
      '  return <span className="stars">{stars}</span>;',
      '}',
      '',
    ].join('\n'),
  );
  // A callback of a package that renders nothing is no handler of an element.
  site.write('src/components/Plain.js', "import { load } from 'data-pkg';\nexport function Plain() {\n  return <b className=\"plain\" data-load={typeof load}>plain</b>;\n}\n");
  site.write('node_modules/data-pkg/package.json', JSON.stringify({ name: 'data-pkg', version: '1.0.0', main: 'index.js' }));
  site.write('node_modules/data-pkg/index.js', "exports.load = function load(url) {\n  return { url, onError: (error) => console.error(error), onSuccess: function () {} };\n};\n");
  site.write(
    'src/components/Toggle.js',
    [
      "import React, { useState } from 'react';",
      '',
      '// onClick={…} in a comment is prose.',
      'export function Toggle({ label }) {',
      '  const [on, setOn] = useState(false);',
      '  return (',
      '    <span data-label={label}>',
      '      <button className="toggle" type="button" onClick={() => setOn(!on)}>',
      "        {on ? 'on' : 'off'}",
      '      </button>',
      '      <input onChange={() => setOn(true)} />',
      '    </span>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // A swizzled control of the theme: docs-gen's browser script gives it its behaviour by its class.
  site.write(
    'src/theme/Shortcut.js',
    "import React from 'react';\nimport { Toggle } from '@site/src/components/Toggle';\nexport default function Shortcut() {\n  return <button className=\"clean-btn\" onClick={() => {}}><Toggle label=\"t\" /></button>;\n}\n",
  );
  site.write('node_modules/handler-pkg/package.json', JSON.stringify({ name: 'handler-pkg', version: '1.0.0', main: 'index.js' }));
  site.write('node_modules/handler-pkg/index.js', "const React = require('react');\nexports.Play = function Play() {\n  return React.createElement('button', { onClick: () => {} }, 'play');\n};\n");
  site.write('node_modules/effect-pkg/package.json', JSON.stringify({ name: 'effect-pkg', version: '1.0.0', main: 'index.js' }));
  site.write('node_modules/effect-pkg/index.js', "const React = require('react');\nexports.Tick = function Tick() {\n  React.useEffect(() => {}, []);\n  return null;\n};\n");
  site.write(
    'docs/index.mdx',
    "import { Stars } from '@site/src/components/Stars';\nimport { Painted } from '@site/src/components/Painted';\nimport { Star } from 'mount-pkg';\nimport { Plain } from '@site/src/components/Plain';\nimport { Toggle } from '@site/src/components/Toggle';\nimport Shortcut from '@site/src/theme/Shortcut';\nimport { Tick } from 'effect-pkg';\nimport { Play } from 'handler-pkg';\n\n# Home\n\n<Stars /> <Painted /> <Star /> <Plain /> <Toggle label=\"a\" /> <Shortcut /> <Tick /> <Play />\n",
  );
  // A class component that paints itself once mounted (react-github-btn's way), and a package's.
  site.write(
    'src/components/Painted.js',
    "import * as React from 'react';\n\nexport class Painted extends React.Component {\n  render() {\n    return <span className=\"painted\">before mount</span>;\n  }\n\n  componentDidMount() {\n    this.setState({});\n  }\n}\n",
  );
  site.write('node_modules/mount-pkg/package.json', JSON.stringify({ name: 'mount-pkg', version: '1.0.0', main: 'index.js' }));
  site.write(
    'node_modules/mount-pkg/index.js',
    "const React = require('react');\nclass Star extends React.Component {\n  render() { return React.createElement('a', { href: '#' }, 'Star'); }\n  componentDidMount() { this.paint(); }\n}\nexports.Star = Star;\n",
  );
  // A React page's own code, and a component only it imports (a home page's counter).
  site.write(
    'src/pages/counter.js',
    "import { useEffect, useState } from 'react';\nimport { Dial } from '../components/Dial';\n\nexport default function Home() {\n  const [n, setN] = useState(0);\n  useEffect(() => setN(1), []);\n  return <div><button className=\"count\" onClick={() => setN(n + 1)}>n={n}</button><Dial /></div>;\n}\n",
  );
  site.write('src/components/Dial.js', "export function Dial() {\n  return <input className=\"dial\" type=\"range\" onInput={() => {}} />;\n}\n");
  // A page that shows what the URL's query asks for (Redux Toolkit's /errors?code=N), and one reading its hash.
  site.write(
    'src/pages/errors.js',
    "import { useLocation } from '@docusaurus/router';\n\nexport default function Errors() {\n  const code = new URLSearchParams(useLocation().search).get('code');\n  return <p className=\"error\">{code ?? 'none'}</p>;\n}\n",
  );
  site.write(
    'src/pages/anchor.js',
    "import { useLocation } from '@docusaurus/router';\n\nexport default function Anchor() {\n  // useLocation().search in a comment is prose.\n  const { pathname, hash } = useLocation();\n  return <p>{pathname}{hash}</p>;\n}\n",
  );
  build = await runDocsGenAsync(['build', site.dir], site.dir, QUIET_CI);
}, 30_000);
afterAll(() => site.cleanup());

describe('effects and event handlers in the site code', () => {
  it('builds, warning once at the first effect and at the first handler of each file that has them, and once per package', () => {
    expect(build.code, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('warning '));
    expect(warnings.sort()).toEqual([
      expect.stringMatching(/^warning node_modules\/effect-pkg\/index\.js:3:9 {2}The package "effect-pkg" uses useEffect, which never runs: components render once, on the server, and no React runs in the browser, so its components that need it show what they first rendered/),
      expect.stringMatching(/^warning node_modules\/handler-pkg\/index\.js:3:42 {2}The package "handler-pkg" uses onClick, which never runs/),
      expect.stringMatching(/^warning node_modules\/mount-pkg\/index\.js:4:3 {2}The package "mount-pkg" uses componentDidMount, which never runs/),
      expect.stringMatching(/^warning src\/components\/Dial\.js:2:47 {2}onInput never runs/),
      expect.stringMatching(/^warning src\/components\/Painted\.js:8:3 {2}componentDidMount never runs: components render once, on the server/),
      expect.stringMatching(/^warning src\/components\/Stars\.js:6:3 {2}useEffect never runs: components render once, on the server, and no React runs in the browser/),
      expect.stringMatching(/^warning src\/components\/Toggle\.js:8:48 {2}onClick never runs: components render once, on the server, and no React runs in the browser, so the element does nothing when the reader uses it$/),
      expect.stringMatching(/^warning src\/pages\/anchor\.js:5:9 {2}useLocation\(\)\.hash is empty: components render once, on the server, where the URL's hash is unknown/),
      expect.stringMatching(/^warning src\/pages\/counter\.js:6:3 {2}useEffect never runs/),
      expect.stringMatching(/^warning src\/pages\/counter\.js:7:41 {2}onClick never runs/),
      expect.stringMatching(/^warning src\/pages\/errors\.js:4:36 {2}useLocation\(\)\.search is empty: components render once, on the server, where the URL's query is unknown/),
    ]);
    expect(build.stderr).toContain('Check the pages that show components of "effect-pkg"');
    expect(build.stderr).toContain('client module (clientModules)');
    expect(build.stderr).toContain('a link, <details>, a form, CSS');
  });

  it('renders the first state, as the warnings say', () => {
    const html = site.read('build/index.html');
    expect(html).toContain('<span class="stars">…</span>');
    expect(html).toContain('<button class="toggle" type="button">off</button>');
    expect(html).toContain('<button>play</button>');
    expect(html).toContain('<span class="painted">before mount</span>');
    expect(site.read('build/counter/index.html')).toContain('<button class="count">n=<!-- -->0</button>');
  });
});
