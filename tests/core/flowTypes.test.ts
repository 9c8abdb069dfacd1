import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A Docusaurus site written with Flow's types (its Babel config lists Flow's preset, as Flow's and Metro's sites do,
 * or a file says `@flow`) has them removed from its scripts before they are bundled, as Babel removes them for
 * Docusaurus, and its component and hook syntax made functions, as Hermes's parser makes them for Babel.
 */
const flowSite = tempSite();
const pragmaSite = tempSite();
const componentSyntax = tempSite();
let flowBuild: RunResult;
let pragmaBuild: RunResult;
let componentBuild: RunResult;

const BADGE = [
  "import * as React from 'react';",
  "import type { Node } from 'react';",
  '',
  'type Props = {| label: string, count?: ?number |};',
  '',
  'export default function Badge({ label, count }: Props): Node {',
  '  const shown: string = count == null ? label : `${label} (${(count: any)})`;',
  '  return <span className="badge">{shown}</span>;',
  '}',
  '',
].join('\n');

beforeAll(async () => {
  flowSite.write('package.json', JSON.stringify({ name: 'flow-site', private: true }));
  flowSite.write('babel.config.js', "module.exports = {\n  presets: [require.resolve('@docusaurus/core/lib/babel/preset'), require.resolve('@babel/preset-flow')],\n};\n");
  flowSite.write('docs-gen.config.ts', "export default { title: 'Flow', clientModules: ['./src/clientModule.js'] };\n");
  flowSite.write('src/components/Badge.js', BADGE);
  // A theme override wrapping the original, as Flow's site wraps CodeBlock.
  flowSite.write(
    'src/theme/CodeBlock/index.js',
    "import * as React from 'react';\nimport OriginalCodeBlock from '@theme-original/CodeBlock';\n\nexport default function CodeBlock(props: any): React.Node {\n  return <div className=\"flow-wrapped\"><OriginalCodeBlock {...props} /></div>;\n}\n",
  );
  flowSite.write('src/clientModule.js', "const label = (path: string): string => `visited ${path}`;\n\nexport function onRouteDidUpdate({ location }: { location: { pathname: string } }): void {\n  document.body.dataset.visited = label(location.pathname);\n}\n");
  // Flow's site has a remark plugin write its checker's result into the meta as JSON: not line ranges.
  flowSite.write(
    'docs/index.mdx',
    "import Badge from '@site/src/components/Badge';\n\n# Home\n\n<Badge label=\"Flow\" count={2} />\n\n```js {\"errors\":[],\"options\":{}}\nconst a = 1;\n```\n",
  );
  pragmaSite.write('src/components/Badge.js', `/**\n * @flow strict\n * @format\n */\n\n${BADGE}`);
  pragmaSite.write('docs/index.mdx', "import Badge from '@site/src/components/Badge';\n\n# Home\n\n<Badge label=\"Pragma\" />\n");
  componentSyntax.write('package.json', JSON.stringify({ name: 'component-syntax', private: true }));
  componentSyntax.write('babel.config.js', "module.exports = { presets: ['@babel/preset-flow'], plugins: ['babel-plugin-syntax-hermes-parser'] };\n");
  componentSyntax.write(
    'src/components/Card.js',
    [
      "import * as React from 'react';",
      '',
      'declare component External(a: string);',
      '',
      'hook useLabel(label: string, count: ?number): string {',
      '  return count == null ? label : `${label} (${count})`;',
      '}',
      '',
      'component Heading(text: string) renders? h2 {',
      '  return <h2 className="card-title">{text}</h2>;',
      '}',
      '',
      'export default component Card(',
      '  title: string,',
      "  'data-kind' as kind: string = 'plain',",
      '  count?: ?number,',
      '  ...rest: {id?: string}',
      ') {',
      '  const label = useLabel(title, count);',
      '  return <section className="card" data-kind={kind} id={rest.id}><Heading text={label} /></section>;',
      '}',
      '',
      'export component Broken(x: number) {',
      '  return <p>{x}</p>;',
      '',
    ].join('\n'),
  );
  componentSyntax.write('docs/index.mdx', "import Card from '@site/src/components/Card';\n\n# Home\n\n<Card title=\"Cards\" count={3} id=\"c1\" />\n\n<Card title=\"Plain\" />\n");
  [flowBuild, pragmaBuild, componentBuild] = await Promise.all([
    runDocsGenAsync(['build', flowSite.dir, '--quiet']),
    runDocsGenAsync(['build', pragmaSite.dir, '--quiet']),
    runDocsGenAsync(['build', componentSyntax.dir, '--quiet']),
  ]);
}, 60_000);
afterAll(() => {
  for (const site of [flowSite, pragmaSite, componentSyntax]) site.cleanup();
});

describe('Flow types in site code', () => {
  it('builds a site whose Babel config removes Flow types: components, theme overrides and client modules', () => {
    expect(flowBuild.stderr).toBe('');
    expect(flowBuild.code).toBe(0);
    const html = flowSite.read('build/index.html');
    expect(html).toContain('<span class="badge">Flow (2)</span>');
    expect(html).toMatch(/<div class="flow-wrapped"><div class="code-block" data-language="js">/);
    const scripts = fs.readdirSync(path.join(flowSite.dir, 'build/assets/js')).filter((name) => name.startsWith('client-modules.'));
    expect(scripts).toHaveLength(1);
    const script = flowSite.read(`build/assets/js/${scripts[0]}`);
    expect(script).toContain('visited ');
    expect(script).not.toMatch(/path: string|: void/);
  });

  it('builds a script marked @flow in a site without Babel config', () => {
    expect(pragmaBuild.stderr).toBe('');
    expect(pragmaBuild.code).toBe(0);
    expect(pragmaSite.read('build/index.html')).toContain('<span class="badge">Pragma</span>');
  });

  it("reads Flow's component and hook syntax as Hermes compiles it, and places a syntax error in it", async () => {
    // The file ends inside `Broken`: the error is at the end, where Flow's parser finds it.
    expect(componentBuild.code).toBe(1);
    expect(componentBuild.stderr).toMatch(/src\/components\/Card\.js:25:1 +Unexpected end of input, expected the token `}`/);
    componentSyntax.write('src/components/Card.js', componentSyntax.read('src/components/Card.js').replace(/export component Broken[\s\S]*$/, ''));
    const fixed = await runDocsGenAsync(['build', componentSyntax.dir, '--quiet']);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    const html = componentSyntax.read('build/index.html');
    expect(html).toContain('<section class="card" data-kind="plain" id="c1"><h2 class="card-title">Cards (3)</h2></section>');
    expect(html).toContain('<section class="card" data-kind="plain"><h2 class="card-title">Plain</h2></section>');
  });
});
