import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, untilServed, type ServerProcess } from '../serve/processes.js';

/**
 * A stylesheet a site's PostCSS plugin makes from its pages (Tailwind makes a rule for each class its content
 * files use): in dev, an edit to a page that uses a new class changes the stylesheet served.
 */
const site = tempSite();
let dev: ServerProcess;

// Makes `.mark-<name> { color: red }` for every `mark-<name>` the docs write, at `@marks`, as Tailwind scans content.
const PLUGIN = [
  "const fs = require('node:fs');",
  "const path = require('node:path');",
  '',
  'module.exports = function marks(context) {',
  '  return {',
  "    name: 'marks',",
  '    configurePostCss(options) {',
  '      options.plugins.push({',
  "        postcssPlugin: 'marks',",
  '        AtRule: {',
  '          marks(rule, { Rule, Declaration }) {',
  "            const docs = path.join(context.siteDir, 'docs');",
  "            const text = fs.readdirSync(docs).map((file) => fs.readFileSync(path.join(docs, file), 'utf8')).join('\\n');",
  '            const names = [...new Set(text.match(/mark-[a-z]+/g) ?? [])].sort();',
  "            rule.replaceWith(names.map((name) => new Rule({ selector: '.' + name, nodes: [new Declaration({ prop: 'color', value: 'red' })] })));",
  '          },',
  '        },',
  '      });',
  '      return options;',
  '    },',
  '  };',
  '};',
  '',
].join('\n');

const stylesheet = async () => {
  const html = (await request(dev.url, '/')).text;
  const href = /href="(\/assets\/css\/[^"]+\.css)"/.exec(html)?.[1];
  return href ? (await request(dev.url, href)).text : '';
};

beforeAll(async () => {
  site.write('plugins/marks.cjs', PLUGIN);
  site.write('src/css/custom.css', '@marks;\n');
  site.write('docs-gen.config.mjs', "import marks from './plugins/marks.cjs';\n\nexport default { title: 'Marks', customCss: 'src/css/custom.css', plugins: [marks] };\n");
  site.write('docs/index.md', '# Home\n\n<span className="mark-one">One</span>\n');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
}, 90_000);
afterAll(async () => {
  await dev?.stop();
  site.cleanup();
});

describe("a stylesheet made from the site's pages, in dev", () => {
  it('has the rules of the classes the pages use', async () => {
    const css = await stylesheet();
    expect(css).toContain('.mark-one{color:red}');
    expect(css).not.toContain('.mark-two');
  });

  it('is made again when a page uses a new class', async () => {
    site.write('docs/index.md', '# Home\n\n<span className="mark-one">One</span> <span className="mark-two">Two</span>\n');
    await untilServed(dev, 'the new class', async () => (await stylesheet()).includes('.mark-two{color:red}'));
    expect(dev.stderr()).not.toMatch(/error/);
  });
});
