import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Code written for the React and theme settings of a Docusaurus site, which docs-gen renders with React 19 and its
 * own settings.
 */
const site = tempSite();
let build: RunResult;

/**
 * A package built for React 17 or 18 with React's JSX runtime copied into its file, as library bundlers inline it:
 * it reads React's internals by their old name as it loads, and renders a component through a hook.
 */
const LEGACY_PACKAGE = `import React, { useState } from 'react';
var owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;
var dispatcher = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentDispatcher;
export function Greeting({ name }) {
  const [greeting] = useState('Hello');
  return React.createElement('p', { className: 'greeting' }, greeting + ', ' + name + ' (owner ' + String(owner.current) + ', dispatcher ' + (dispatcher.current ? 'set' : 'unset') + ')');
}
`;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', "export default { title: 'Legacy', liveCodeBlock: { playgroundPosition: 'top' } };\n");
  site.write('node_modules/legacy-greeting/package.json', JSON.stringify({ name: 'legacy-greeting', version: '1.0.0', module: 'index.mjs', exports: { '.': './index.mjs' } }));
  site.write('node_modules/legacy-greeting/index.mjs', LEGACY_PACKAGE);
  site.write(
    'src/components/Position.jsx',
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport default function Position() {\n  const { siteConfig: { themeConfig } } = useDocusaurusContext();\n  const { liveCodeBlock: { playgroundPosition } } = themeConfig;\n  return <p className=\"position\">{playgroundPosition}</p>;\n}\n",
  );
  site.write('docs/index.mdx', "import { Greeting } from 'legacy-greeting';\nimport Position from '@site/src/components/Position';\n\n# Home\n\n<Greeting name=\"reader\" />\n\n<Position />\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);

afterAll(() => site.cleanup());

describe('a package built for React 17 or 18', () => {
  it("loads, reading React's internals by their old name, and renders with hooks", () => {
    expect(build.stderr).not.toMatch(/^error/m);
    expect(build.code).toBe(0);
    expect(site.read('build/index.html')).toContain('<p class="greeting">Hello, reader (owner null, dispatcher set)</p>');
  });
});

describe("the live code block theme's settings", () => {
  it('are in themeConfig, where a swizzled Playground reads where the result goes', () => {
    expect(site.read('build/index.html')).toContain('<p class="position">top</p>');
  });
});
