import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTree } from '../helpers/hashTree.js';
import { repoRoot, runDocsGenAsync, tempSite } from '../helpers/site.js';
import { startDocsGen } from '../serve/processes.js';

/**
 * An output folder that is, holds or lies inside anything the build reads is refused before anything is
 * written or moved: `--out-dir` and the config's `outDir` alike, in `build`, `check` and `dev`.
 */

type Site = ReturnType<typeof tempSite>;

const CONFIG = 'docs-gen.config.ts';
const configLines = [
  'export default {',
  "  title: 'Output',",
  "  url: 'https://docs.example.com',",
  "  sidebarsFile: 'sidebars.yaml',",
  "  staticDir: 'static',",
  "  pages: 'pages',",
  "  components: 'components/index.tsx',",
  "  cliReference: { file: 'cli/tool.yaml', routeBasePath: '/cli' },",
  "  openapi: { file: 'api/openapi.yaml', routeBasePath: '/api' },",
];
/** The config with `outDir` written on line 10, column 3 (or without one). */
const configWith = (outDir?: string) => `${[...configLines, ...(outDir === undefined ? [] : [`  outDir: ${JSON.stringify(outDir)},`]), '};'].join('\n')}\n`;

/**
 * A site with every kind of source (content, static, pages, components, both specs, a sidebars file), in a
 * folder of its own so that anything written beside it is seen.
 */
function makeSite(): Site {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-output-'));
  const dir = path.join(outer, 'site');
  fs.cpSync(path.join(repoRoot, 'tests', 'fixtures', 'dev-site'), dir, { recursive: true });
  const site: Site = {
    dir,
    write: (rel, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    },
    read: (rel) => fs.readFileSync(path.join(dir, rel), 'utf8'),
    exists: (rel) => fs.existsSync(path.join(dir, rel)),
    cleanup: () => fs.rmSync(outer, { recursive: true, force: true }),
  };
  const move = (from: string, to: string) => {
    fs.mkdirSync(path.dirname(path.join(site.dir, to)), { recursive: true });
    fs.renameSync(path.join(site.dir, from), path.join(site.dir, to));
  };
  move('openapi.yaml', 'api/openapi.yaml');
  move('cli.yaml', 'cli/tool.yaml');
  site.write('pages/about.tsx', 'export const title = "About";\nexport default function About() {\n  return <p>About us</p>;\n}\n');
  site.write('components/index.tsx', 'export const Note = ({ children }: { children?: unknown }) => <aside>{children as string}</aside>;\n');
  site.write(CONFIG, configWith());
  return site;
}

let site: Site;
let parentBefore: string[];

beforeAll(async () => {
  site = makeSite();
  fs.mkdirSync(path.join(site.dir, '.git'));
  fs.mkdirSync(path.join(site.dir, 'node_modules'));
  // A second name for the content folder: the rule compares real paths.
  fs.symlinkSync('docs', path.join(site.dir, 'published'));
  const first = await runDocsGenAsync(['build', site.dir]);
  expect(first.code, first.stderr).toBe(0);
  expect(site.exists('build/about/index.html')).toBe(true);
  expect(fs.readdirSync(path.join(site.dir, 'build', 'api')).length).toBeGreaterThan(0);
  parentBefore = fs.readdirSync(path.dirname(site.dir));
}, 120_000);

afterAll(() => site?.cleanup());

/** Runs a refused command and asserts it changed nothing: sources, the previous build/, nor the folder around the site. */
async function expectRefused(args: string[], cwd: string, message: RegExp): Promise<string> {
  const before = hashTree(site.dir);
  const result = await runDocsGenAsync(args, cwd);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.code, output).toBe(1);
  expect(result.stderr, output).toMatch(message);
  expect(output).not.toMatch(/failed unexpectedly|\n\s+at .+:\d+:\d+\)?\n/);
  expect(hashTree(site.dir)).toEqual(before);
  expect(fs.readdirSync(path.dirname(site.dir))).toEqual(parentBefore);
  return result.stderr;
}

describe('--out-dir', () => {
  const refused: [string, RegExp][] = [
    ['.', /--out-dir "\." is the site root `\.`/],
    ['..', /--out-dir "\.\." contains the site root `\.`/],
    ['/', /--out-dir "\/" contains the site root/],
    ['docs', /--out-dir "docs" is the content folder `docs`/],
    ['docs/html', /--out-dir "docs\/html" lies inside the content folder `docs`/],
    ['static', /--out-dir "static" is the static folder `static`/],
    ['static/img/out', /lies inside the static folder `static`/],
    ['pages', /is the pages folder `pages`/],
    ['api', /is the OpenAPI spec's folder `api`/],
    ['cli/out', /lies inside the CLI spec's folder `cli`/],
    ['components', /is the components module's folder `components`/],
    ['published', /--out-dir "published" is the content folder `docs`/],
    ['published/html', /lies inside the content folder `docs`/],
    ['sidebars.yaml', /is the sidebars file `sidebars\.yaml`/],
    [CONFIG, /is the config file/],
    ['.git', /--out-dir "\.git" is the git repository `\.git`/],
    ['node_modules/.cache', /lies inside the installed packages folder `node_modules`/],
  ];
  it.each(refused)('refuses -o %s, changing nothing', async (outDir, message) => {
    const stderr = await expectRefused(['build', '.', '-o', outDir], site.dir, message);
    expect(stderr).toContain('1 error; nothing was written.');
  });

  it('resolves -o against the working folder, so `-o site` from the parent is the site root', async () => {
    await expectRefused(['build', path.basename(site.dir), '--out-dir', path.basename(site.dir)], path.dirname(site.dir), /--out-dir "[^"]+" is the site root/);
  });

  it('still builds into a folder of its own, inside the site or beside it', async () => {
    const beside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-out-'));
    try {
      const inside = await runDocsGenAsync(['build', '.', '-o', 'public'], site.dir);
      expect(inside.code, inside.stderr).toBe(0);
      expect(site.exists('public/about/index.html')).toBe(true);
      const outside = await runDocsGenAsync(['build', site.dir, '-o', path.join(beside, 'html')]);
      expect(outside.code, outside.stderr).toBe(0);
      expect(fs.existsSync(path.join(beside, 'html', 'index.html'))).toBe(true);
    } finally {
      fs.rmSync(path.join(site.dir, 'public'), { recursive: true, force: true });
      fs.rmSync(beside, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('outDir in the config', () => {
  const refused: [string, RegExp][] = [
    ['.', /outDir \("\."\) is the site root/],
    ['..', /outDir \("\.\."\) contains the site root/],
    ['docs', /outDir \("docs"\) is the content folder/],
    ['docs/html', /lies inside the content folder/],
    ['static', /is the static folder/],
    ['pages', /is the pages folder/],
    ['api', /is the OpenAPI spec's folder/],
    ['cli', /is the CLI spec's folder/],
    ['components/dist', /lies inside the components module's folder/],
    ['published', /outDir \("published"\) is the content folder/],
  ];
  it.each(refused)('refuses outDir %s at its line in the config', async (outDir, message) => {
    site.write(CONFIG, configWith(outDir));
    try {
      const stderr = await expectRefused(['build', site.dir], path.dirname(site.dir), message);
      const located = stderr.split('\n').find((l) => message.test(l));
      expect(located).toContain(`${path.basename(site.dir)}/${CONFIG}:10:3  The config key outDir`);
    } finally {
      site.write(CONFIG, configWith());
    }
  });

  it('refuses the default output folder when a source folder is called build, at that key', async () => {
    const other = tempSite();
    try {
      other.write('docs/index.md', '# Home\n');
      other.write('build/logo.txt', 'logo\n');
      other.write(CONFIG, "export default {\n  title: 'T',\n  staticDir: 'build',\n};\n");
      const result = await runDocsGenAsync(['build', other.dir]);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/docs-gen\.config\.ts:3:3 {2}The default output folder "build" is the static folder/);
      expect(other.read('build/logo.txt')).toBe('logo\n');
      expect(fs.readdirSync(other.dir).sort()).toEqual(['build', 'docs', CONFIG]);
    } finally {
      other.cleanup();
    }
  });
});

describe('check and dev', () => {
  it('check reports a bad outDir at its line and exits 1', async () => {
    site.write(CONFIG, configWith('docs'));
    try {
      const stderr = await expectRefused(['check', site.dir], path.dirname(site.dir), /outDir \("docs"\) is the content folder/);
      expect(stderr).toContain(`${CONFIG}:10:3`);
    } finally {
      site.write(CONFIG, configWith());
    }
  });

  it('dev reports a bad outDir at start, serves the error, and recovers when it is fixed', async () => {
    site.write(CONFIG, configWith('.'));
    const before = hashTree(site.dir);
    const dev = await startDocsGen(['dev', site.dir, '--port', '0']);
    try {
      expect(dev.stdout()).toContain('build failed');
      // stderr is a pipe of its own: its text may arrive after the serving line on stdout.
      await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(new RegExp(`${CONFIG}:10:3\\s+The config key outDir \\("\\."\\) is the site root`));
      const overlay = await fetch(dev.url);
      expect(overlay.status).toBe(500);
      expect(await overlay.text()).toContain('is the site root');
      expect(hashTree(site.dir)).toEqual(before);
      site.write(CONFIG, configWith());
      await expect.poll(async () => (await fetch(dev.url)).status, { timeout: 20_000 }).toBe(200);
    } finally {
      await dev.stop();
      site.write(CONFIG, configWith());
    }
  }, 60_000);
});
