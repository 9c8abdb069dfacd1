import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `defaultProps` of function components, which React 17 and 18 gave them and sites written for Docusaurus 2 and 3
 * still declare (Jest's site): React 19, which docs-gen renders with, no longer does, and such a page threw on the
 * missing prop. Given in a React page, in MDX, through `memo`; a class component's, as React still gives them.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Defaults' };\n");
  site.write(
    'src/components/Box.js',
    [
      "import React from 'react';",
      '',
      "export function Box(props) {\n  return <p className=\"box\">{props.padding.join(',')}</p>;\n}",
      "Box.defaultProps = { padding: ['all'] };",
      '',
      "export const Label = React.memo(function Label(props) {\n  return <span className=\"label\">{props.text}</span>;\n});",
      "Label.defaultProps = { text: 'memo default' };",
      '',
      "export class Tone extends React.Component {\n  render() {\n    return <i className=\"tone\">{this.props.tone}</i>;\n  }\n}",
      "Tone.defaultProps = { tone: 'warm' };",
      '',
    ].join('\n'),
  );
  // A published component built to CommonJS, as most are: it require()s React's JSX runtime, in production and development builds.
  site.write('node_modules/cjs-badge/package.json', JSON.stringify({ name: 'cjs-badge', version: '1.0.0', main: 'index.js' }));
  site.write(
    'node_modules/cjs-badge/index.js',
    [
      "'use strict';",
      "const { jsx } = require('react/jsx-runtime');",
      "const { jsxDEV } = require('react/jsx-dev-runtime');",
      "function Label(props) {\n  return jsx('b', { className: 'badge', children: props.label });\n}",
      "Label.defaultProps = { label: 'cjs default' };",
      "function DevLabel(props) {\n  return jsxDEV('u', { className: 'dev', children: props.label }, undefined, false);\n}",
      "DevLabel.defaultProps = { label: 'dev default' };",
      // The package's own elements: the page's JSX, which gives defaults itself, does not create them.
      "exports.Badge = function Badge() {\n  return jsx(Label, {});\n};",
      "exports.DevBadge = function DevBadge() {\n  return jsxDEV(DevLabel, {}, undefined, false);\n};",
      '',
    ].join('\n'),
  );
  site.write('src/pages/badges.js', "import { Badge, DevBadge } from 'cjs-badge';\n\nexport default function Badges() {\n  return <div><Badge /><DevBadge /></div>;\n}\n");
  site.write('src/pages/boxes.js', "import { Box, Label, Tone } from '../components/Box';\n\nexport default function Boxes() {\n  return <div><Box /><Box padding={['x', 'y']} /><Label /><Tone /></div>;\n}\n");
  site.write('docs/index.mdx', "import { Box, Label } from '@site/src/components/Box';\nimport { Badge } from 'cjs-badge';\n\n# Home\n\n<Box />\n\n<Label text=\"given\" />\n\n<Badge />\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('defaultProps of function components', () => {
  it('are given where the prop is not, in a React page, through memo, and a class component keeps its own', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = site.read('build/boxes/index.html');
    expect(html).toContain('<div><p class="box">all</p><p class="box">x,y</p><span class="label">memo default</span><i class="tone">warm</i></div>');
  });

  it("are given to a CommonJS package's components, which require React's JSX runtime", () => {
    expect(site.read('build/badges/index.html')).toContain('<div><b class="badge">cjs default</b><u class="dev">dev default</u></div>');
  });

  it('are given to a component written in MDX', () => {
    const html = site.read('build/index.html');
    expect(html).toContain('<p class="box">all</p>');
    expect(html).toContain('<span class="label">given</span>');
  });

  it("reach a page that imports a CommonJS package's export by name, as webpack gives it", () => {
    expect(site.read('build/index.html')).toContain('<b class="badge">cjs default</b>');
  });
});
