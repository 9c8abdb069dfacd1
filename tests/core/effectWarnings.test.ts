import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_CI } from '../helpers/processEnv.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A component that does its work in an effect (fetches, sets state after mounting) shows its first render forever
 * on docs-gen, which renders once on the server: the build says so at the effect, once per file of the site's
 * own code, and not for a package's effects or a hook name in a comment.
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
  site.write('src/components/Plain.js', "export function Plain() {\n  return <b className=\"plain\">plain</b>;\n}\n");
  site.write('node_modules/effect-pkg/package.json', JSON.stringify({ name: 'effect-pkg', version: '1.0.0', main: 'index.js' }));
  site.write('node_modules/effect-pkg/index.js', "const React = require('react');\nexports.Tick = function Tick() {\n  React.useEffect(() => {}, []);\n  return null;\n};\n");
  site.write(
    'docs/index.mdx',
    "import { Stars } from '@site/src/components/Stars';\nimport { Plain } from '@site/src/components/Plain';\nimport { Tick } from 'effect-pkg';\n\n# Home\n\n<Stars /> <Plain /> <Tick />\n",
  );
  build = await runDocsGenAsync(['build', site.dir], site.dir, QUIET_CI);
}, 30_000);
afterAll(() => site.cleanup());

describe('effects in the site code', () => {
  it('builds, warning once at the first effect of the file that has them', () => {
    expect(build.code, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('warning '));
    expect(warnings).toEqual([
      expect.stringMatching(/^warning src\/components\/Stars\.js:6:3 {2}useEffect never runs: components render once, on the server, and no React runs in the browser/),
    ]);
    expect(build.stderr).toContain('client module (clientModules)');
  });

  it('renders the first state, as the warning says', () => {
    expect(site.read('build/index.html')).toContain('<span class="stars">…</span>');
  });
});
