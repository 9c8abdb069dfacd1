import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateDocusaurusConfig } from '../../src/migrate/evaluateDocusaurusConfig.js';
import { type ConfigConstant, selfContainedSource } from '../../src/migrate/functionSource.js';
import { listed, sitesWithFiles } from '../helpers/migration.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';
import { migrateSite } from '../../src/migrate/migrateSite.js';

/**
 * A function of the Docusaurus config that calls functions the config file declares at its top level (pnpm.io's
 * `editUrl: ({ versionDocsDirPath, docPath }) => makeEditUrl(versionDocsDirPath, docPath)`): carried with those
 * functions written before it, when they read no more than it may itself. Before, it was dropped as reading the
 * config's names, and the site's pages lost "Edit this page".
 */

/** A function as the config wrote it. */
const written = (text: string) => new Function(`return ${text}`)() as (...args: never[]) => unknown;
const fnOf = (text: string): ConfigConstant => ({ fn: written(text) });
/** Code written for the migrated config, run: the function it makes. */
const run = (source: string) => new Function(`return ${source}`)() as (...args: unknown[]) => unknown;

describe('a config function that calls functions of the config file', () => {
  it('is written with them declared before it, each after the ones it calls, and does what it did', () => {
    const constants = new Map<string, ConfigConstant>([
      ['ORIGIN', { source: '"https://git.example"' }],
      ['repoUrl', fnOf('(path) => `${origin()}/${path}`')],
      ['origin', fnOf('function origin() {\n  return ORIGIN + "/edit";\n}')],
      ['unused', fnOf('() => NOT_DATA')],
    ]);
    const code = selfContainedSource(written('({ docPath }) => repoUrl(docPath) + "?from=" + repoUrl("x")'), constants);
    expect(code?.source).toBe(
      [
        '(() => {',
        '  const ORIGIN = "https://git.example";',
        '  function origin() {',
        '    return ORIGIN + "/edit";',
        '  }',
        '  const repoUrl = (path) => `${origin()}/${path}`;',
        '  return ({ docPath }) => repoUrl(docPath) + "?from=" + repoUrl("x");',
        '})()',
      ].join('\n'),
    );
    expect(run(code!.source)({ docPath: 'intro.md' })).toBe('https://git.example/edit/intro.md?from=https://git.example/edit/x');
  });

  it('declares each of functions calling each other once', () => {
    const constants = new Map<string, ConfigConstant>([
      ['isEven', fnOf('function isEven(n) {\n  return n === 0 ? true : isOdd(n - 1);\n}')],
      ['isOdd', fnOf('function isOdd(n) {\n  return n === 0 ? false : isEven(n - 1);\n}')],
    ]);
    const code = selfContainedSource(written('({ docPath }) => (isEven(docPath.length) ? "even" : "odd")'), constants);
    expect(code?.source.match(/function isEven\(/g)).toHaveLength(1);
    expect(code?.source.match(/function isOdd\(/g)).toHaveLength(1);
    expect(run(code!.source)({ docPath: 'abcd' })).toBe('even');
    expect(run(code!.source)({ docPath: 'abc' })).toBe('odd');
  });

  it('is a function of the config that calls itself by its name, declared once', () => {
    const walk = written('(items) => items.flatMap((item) => (item.items ? walk(item.items) : [item.id]))');
    const code = selfContainedSource(walk, new Map<string, ConfigConstant>([['walk', { fn: walk }]]));
    expect(code?.source).toBe('(() => {\n  const walk = (items) => items.flatMap((item) => (item.items ? walk(item.items) : [item.id]));\n  return walk;\n})()');
    expect(run(code!.source)([{ id: 'a' }, { items: [{ id: 'b' }] }])).toEqual(['a', 'b']);
  });

  it('brings the imports of the built-in modules the functions it calls read', () => {
    const constants = new Map<string, ConfigConstant>([
      ['path', { builtin: 'node:path' }],
      ['join', fnOf('(a, b) => path.posix.join(a, b)')],
    ]);
    const code = selfContainedSource(written('({ versionDocsDirPath, docPath }) => join(versionDocsDirPath, docPath)'), constants);
    expect(code?.imports).toEqual([{ local: 'path', from: 'node:path' }]);
    expect(code?.source).toContain('  const join = (a, b) => path.posix.join(a, b);');
  });

  it('is not written when a function it calls, at any depth, reads another name of the config', () => {
    const constants = new Map<string, ConfigConstant>([
      ['outer', fnOf('(p) => inner(p)')],
      ['inner', fnOf('(p) => pkg.link(p)')],
    ]);
    expect(selfContainedSource(written('({ docPath }) => outer(docPath)'), constants)).toBeUndefined();
    // Nor one that calls a class of the config, which is no function to write.
    const withClass = new Map<string, ConfigConstant>([['Link', fnOf('class Link {}')]]);
    expect(selfContainedSource(written('({ docPath }) => new Link(docPath)'), withClass)).toBeUndefined();
  });
});

describe("the Docusaurus config's functions", () => {
  const site = sitesWithFiles();

  it('are those its file declares or assigns to a top-level constant, not those of another file', async () => {
    const dir = site({
      'docusaurus.config.ts': [
        "import { shout } from './helpers';",
        "const lastVersion: string = '2.x';",
        'function makeEditUrl(dir: string, p: string): string {',
        '  return `${dir}/${p}@${lastVersion}`;',
        '}',
        'const arrow = (p: string) => makeEditUrl("docs", p);',
        'const expression = function (p: string) { return arrow(p); };',
        'const fromFile = shout;',
        "export default { title: 'T', url: 'https://t.test', baseUrl: '/' };",
        '',
      ].join('\n'),
      'helpers.ts': 'export function shout(text: string) {\n  return text.toUpperCase();\n}\n',
    }).dir;
    const { constants } = await evaluateDocusaurusConfig(`${dir}/docusaurus.config.ts`);
    expect(constants.get('lastVersion')).toEqual({ source: '"2.x"' });
    for (const name of ['makeEditUrl', 'arrow', 'expression']) expect(typeof (constants.get(name) as { fn?: unknown } | undefined)?.fn, name).toBe('function');
    expect(constants.has('fromFile')).toBe(false);
    expect(constants.has('shout')).toBe(false);
  });

  it('are listed, with the function calling them, when one reads what cannot be written elsewhere', async () => {
    const { dir } = site({
      'docusaurus.config.js': [
        "const sortFile = require('./sort.js');",
        'function sorted(items) {',
        '  return sortFile(items);',
        '}',
        "module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/',",
        "  presets: [['classic', { blog: false, docs: { sidebarItemsGenerator: async (args) => sorted(await args.defaultSidebarItemsGenerator(args)) } }]],",
        '};',
        '',
      ].join('\n'),
      'sort.js': 'module.exports = (items) => [...items].reverse();\n',
      'docs/intro.md': '# Intro\n',
    });
    const result = await migrateSite(dir);
    expect(Object.keys(listed(result.notCarried))).toContain('presets[0][1].docs.sidebarItemsGenerator');
  });
});

describe('a migrated editUrl calling a function of the Docusaurus config (as pnpm.io)', () => {
  const site = tempSite();
  let migrated: RunResult;
  let built: RunResult;
  let config: string;

  beforeAll(async () => {
    site.write(
      'docusaurus.config.js',
      [
        "const lastVersion = '2.x';",
        'function makeEditUrl(dir, p) {',
        '  return dir === `versioned_docs/version-${lastVersion}` ? `https://github.com/o/r/edit/main/docs/${p}` : `https://github.com/o/r/edit/main/${dir}/${p}`;',
        '}',
        "module.exports = { title: 'T', url: 'https://x.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { routeBasePath: '/', lastVersion, includeCurrentVersion: false,",
        '    editUrl: ({ versionDocsDirPath, docPath }) => makeEditUrl(versionDocsDirPath, docPath) },',
        '    blog: { editUrl: ({ blogDirPath, blogPath }) => makeEditUrl(blogDirPath, blogPath) } }]] };',
        '',
      ].join('\n'),
    );
    site.write('versions.json', '["2.x"]\n');
    site.write('docs/intro.md', '# Intro\n\nNext.\n');
    site.write('versioned_docs/version-2.x/intro.md', '# Intro\n\nTwo.\n');
    site.write('versioned_sidebars/version-2.x-sidebars.json', '{ "docs": ["intro"] }\n');
    site.write('blog/2024-01-01-post.md', '---\ntitle: Post\n---\n\nNews.\n\n<!-- truncate -->\n\nMore.\n');
    migrated = await runDocsGenAsync(['migrate', site.dir]);
    config = site.read('docs-gen.config.ts');
    built = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);
  afterAll(() => site.cleanup());

  const editLinkOf = (route: string) => /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*Edit this page/.exec(site.read(`build${route}index.html`))?.[1];

  it('is carried, docs and blog, with the function and the constant it reads written before it', () => {
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Every setting was carried over.');
    const declared = [
      '    const lastVersion = "2.x";',
      '    function makeEditUrl(dir, p) {',
      '      return dir === `versioned_docs/version-${lastVersion}` ? `https://github.com/o/r/edit/main/docs/${p}` : `https://github.com/o/r/edit/main/${dir}/${p}`;',
      '    }',
    ].join('\n');
    expect(config).toContain(`  editUrl: (() => {\n${declared}\n    return ({ versionDocsDirPath, docPath }) => makeEditUrl(versionDocsDirPath, docPath);\n  })(),`);
    const inBlog = declared.replace(/^/gm, '  ');
    expect(config).toContain(`    editUrl: (() => {\n${inBlog}\n      return ({ blogDirPath, blogPath }) => makeEditUrl(blogDirPath, blogPath);\n    })(),`);
  });

  it("links each built page where the config's function says", () => {
    expect(built.code, built.stderr).toBe(0);
    // The released version served at the docs route edits the docs folder; a post its own file.
    expect(editLinkOf('/intro/')).toBe('https://github.com/o/r/edit/main/docs/intro.md');
    expect(editLinkOf('/blog/2024/01/01/post/')).toBe('https://github.com/o/r/edit/main/blog/2024-01-01-post.md');
  });
});
