import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, tempSite } from '../helpers/site.js';
import { request, startDocsGen, untilServed, type ServerProcess } from '../serve/processes.js';

// One dev process for the whole file: every test takes something away, checks what dev shows meanwhile,
// puts it back and waits for the site to be whole again, so the next test starts from the same site.
let site: ReturnType<typeof tempSite>;
let dev: ServerProcess;
let pristineConfig: string;
let stderrMark = 0;

const fixtureDocs = path.join(repoRoot, 'tests', 'fixtures', 'dev-site', 'docs');
const at = (rel: string) => path.join(site.dir, rel);
const get = (route: string) => request(dev.url, route);

/** The overlay escapes `"`, `<` and the like as numeric entities: compare against the text a user reads. */
const readable = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** What dev printed to stderr since the current test began. */
const newStderr = () => dev.stderr().slice(stderrMark);

function lineOf(rel: string, needle: string): number {
  const index = site.read(rel).split('\n').findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${needle} not in ${rel}`);
  return index + 1;
}

const until = (what: string, check: () => Promise<boolean> | boolean, timeoutMs?: number) => untilServed(dev, what, check, timeoutMs);

const serves = (route: string, text: string) => async () => {
  const reply = await get(route);
  return reply.status === 200 && reply.text.includes(text);
};

/**
 * Waits for the overlay, then checks that every route shows it with the problem's location and message,
 * and that the terminal printed the same located line and no stack trace.
 */
async function expectProblem(routes: string[], location: RegExp, message: string): Promise<void> {
  await until(`the overlay on ${routes[0]}`, async () => readable((await get(routes[0])).text).includes(message));
  for (const route of routes) {
    const reply = await get(route);
    expect(reply.status, route).toBe(500);
    const text = readable(reply.text);
    expect(text, route).toContain('docs-gen-error-overlay');
    expect(text, route).toMatch(location);
    expect(text, route).toContain(message);
    expect(text, route).not.toContain('class="stack"');
  }
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = new RegExp(`error \\S*${location.source} {2}${escaped}`);
  await until('the located problem in the terminal', () => line.test(newStderr()));
  expectNoStackTrace();
}

/**
 * Every problem dev printed is located, and none comes with a stack trace. (A problem other than the
 * expected one may show for a moment, when a change lands while an update is still reading files.)
 */
function expectNoStackTrace(): void {
  const printed = newStderr();
  expect(printed).not.toMatch(/^\s+at .+[:(]\d+:\d+\)?$/m);
  expect(printed).not.toMatch(/unexpected failure|failed unexpectedly/);
  for (const line of printed.split('\n').filter((l) => l.startsWith('error '))) expect(line).toMatch(/^error \S+ {2}\S/);
}

const WHOLE: [route: string, text: string][] = [
  ['/', 'Welcome'],
  ['/guide/', 'The original guide text.'],
  ['/guide/', 'Topic pages'],
  ['/topics/first/', 'Dev Fixture'],
  ['/badge/', 'recover-badge'],
  ['/about/', 'About the fixture'],
  ['/api/health-check/', 'Health check'],
  ['/cli/fix_hello/', 'Say hello.'],
  ['/img/logo.svg', '<svg'],
];

/** Waits until the whole site answers as it did at the start: every kind of page, with its content. */
async function expectWhole(): Promise<void> {
  let wrong = '';
  try {
    await until('the site to be whole again', async () => {
      for (const [route, text] of WHOLE) {
        if (!(await serves(route, text)())) {
          wrong = `${route} (status ${(await get(route)).status}) without "${text}"`;
          return false;
        }
      }
      return true;
    });
  } catch (error) {
    throw new Error(`${wrong}\n${(error as Error).message}`);
  }
}

/** Saves the way many editors do: write a temporary file beside it, then rename it over the original. */
function saveByRename(rel: string, text: string): void {
  fs.writeFileSync(at(`${rel}.saving`), text);
  fs.renameSync(at(`${rel}.saving`), at(rel));
}

beforeAll(async () => {
  site = tempSite('dev-site');
  site.write('components/Badge.tsx', 'export function Badge({ children }: { children: string }) {\n  return <span className="recover-badge">{children}</span>;\n}\n');
  site.write('components/index.tsx', "export { Badge } from './Badge';\n");
  site.write('docs/badge.mdx', '# Badge page\n\nA <Badge>shiny</Badge> badge.\n');
  site.write('pages/about.tsx', "export const title = 'About';\n\nexport default function About() {\n  return <h1>About the fixture</h1>;\n}\n");
  site.write('sidebars.yaml', site.read('sidebars.yaml').replace('label: Topics', 'label: Topic pages'));
  site.write('docs-gen.config.ts', site.read('docs-gen.config.ts').replace("  staticDir: 'static',\n", "  staticDir: 'static',\n  components: 'components/index.tsx',\n"));
  pristineConfig = site.read('docs-gen.config.ts');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
}, 120_000);

afterAll(async () => {
  await dev?.stop();
  site?.cleanup();
});

beforeEach(async () => {
  await expectWhole();
  stderrMark = dev.stderr().length;
});

describe('docs-gen dev recovers when a watched file or folder goes and comes back', () => {
  it('the config: without it the site has the defaults; back, moved back or saved by rename, it applies again', async () => {
    fs.rmSync(at('docs-gen.config.ts'));
    // No config is a valid site: the defaults, so no title, no API or CLI reference, no components.
    await until('the default site', async () => (await get('/api/health-check/')).status === 404);
    const page = await get('/topics/first/');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Dev Fixture');
    expectNoStackTrace();

    site.write('docs-gen.config.ts', pristineConfig);
    await expectWhole();

    fs.renameSync(at('docs-gen.config.ts'), at('config-away.ts'));
    await until('the default site', async () => (await get('/api/health-check/')).status === 404);
    fs.renameSync(at('config-away.ts'), at('docs-gen.config.ts'));
    await expectWhole();

    saveByRename('docs-gen.config.ts', pristineConfig.replace("title: 'Dev Fixture',", "title: 'Renamed Fixture',"));
    await until('the renamed title', serves('/topics/first/', 'Renamed Fixture'));
    saveByRename('docs-gen.config.ts', pristineConfig);
    await until('the title back', serves('/topics/first/', 'Dev Fixture'));
    expectNoStackTrace();
  });

  it('the sidebars file: named in the config it is a located problem; found by its default name it falls back to generated sidebars', async () => {
    const sidebars = site.read('sidebars.yaml');
    const configLine = lineOf('docs-gen.config.ts', 'sidebarsFile:');
    fs.rmSync(at('sidebars.yaml'));
    await expectProblem(['/', '/guide/', '/no/such/page/'], new RegExp(`docs-gen\\.config\\.ts:${configLine}:3`), '"sidebarsFile" points at sidebars.yaml, which does not exist');
    site.write('sidebars.yaml', sidebars);
    await expectWhole();

    saveByRename('sidebars.yaml', sidebars.replace('label: Topic pages', 'label: Topic notes'));
    await until('the renamed category', serves('/guide/', 'Topic notes'));
    saveByRename('sidebars.yaml', sidebars);
    await until('the category back', serves('/guide/', 'Topic pages'));

    site.write('docs-gen.config.ts', pristineConfig.replace("  sidebarsFile: 'sidebars.yaml',\n", '').replace("title: 'Dev Fixture',", "title: 'Found Sidebars',"));
    await until('the config without sidebarsFile', serves('/guide/', 'Found Sidebars'));
    fs.renameSync(at('sidebars.yaml'), at('sidebars-away.yaml'));
    // A site without a sidebars file is valid: its sidebars are generated from the folders.
    await until('generated sidebars', async () => {
      const reply = await get('/guide/');
      return reply.status === 200 && !reply.text.includes('Topic pages') && reply.text.includes('/topics/first/');
    });
    fs.renameSync(at('sidebars-away.yaml'), at('sidebars.yaml'));
    await until('the sidebars file again', serves('/guide/', 'Topic pages'));
    site.write('docs-gen.config.ts', pristineConfig);
    await expectWhole();
    expectNoStackTrace();
  });

  it('the OpenAPI document', async () => {
    const spec = site.read('openapi.yaml');
    fs.rmSync(at('openapi.yaml'));
    await expectProblem(['/api/health-check/', '/guide/'], /docs-gen\.config\.ts:\d+:\d+/, '"openapi.file" points at openapi.yaml, which does not exist');
    site.write('openapi.yaml', spec.replace('summary: Health check', 'summary: Health probe'));
    await until('the restored API page', serves('/api/health-check/', 'Health probe'));
    fs.renameSync(at('openapi.yaml'), at('openapi-away.yaml'));
    await until('the overlay', async () => (await get('/api/health-check/')).status === 500);
    fs.renameSync(at('openapi-away.yaml'), at('openapi.yaml'));
    await until('the API page', serves('/api/health-check/', 'Health probe'));
    saveByRename('openapi.yaml', spec);
    await expectWhole();
    expectNoStackTrace();
  });

  it('the CLI spec', async () => {
    const spec = site.read('cli.yaml');
    fs.rmSync(at('cli.yaml'));
    await expectProblem(['/cli/fix_hello/', '/'], /docs-gen\.config\.ts:\d+:\d+/, '"cliReference.file" points at cli.yaml, which does not exist');
    site.write('cli.yaml', spec.replace('    summary: Say hello.', '    summary: Greet the world.'));
    await until('the restored CLI page', serves('/cli/fix_hello/', 'Greet the world.'));
    fs.renameSync(at('cli.yaml'), at('cli-away.yaml'));
    await until('the overlay', async () => (await get('/cli/fix_hello/')).status === 500);
    fs.renameSync(at('cli-away.yaml'), at('cli.yaml'));
    await until('the CLI page', serves('/cli/fix_hello/', 'Greet the world.'));
    saveByRename('cli.yaml', spec);
    await expectWhole();
    expectNoStackTrace();
  });

  it('the docs folder: deleted and re-created, moved away and back, a sub-folder renamed', async () => {
    const contentLine = lineOf('docs-gen.config.ts', "path: 'docs'");
    const badge = site.read('docs/badge.mdx');
    const located = new RegExp(`docs-gen\\.config\\.ts:${contentLine}:\\d+`);
    fs.rmSync(at('docs'), { recursive: true });
    await expectProblem(['/guide/', '/', '/img/nope.png'], located, '"content.0.path" points at docs, which does not exist');
    fs.cpSync(fixtureDocs, at('docs'), { recursive: true });
    site.write('docs/badge.mdx', badge);
    await expectWhole();

    fs.renameSync(at('docs'), at('docs-away'));
    await expectProblem(['/guide/'], located, '"content.0.path" points at docs, which does not exist');
    fs.renameSync(at('docs-away'), at('docs'));
    await expectWhole();

    // The sidebars file still lists topics/first: the renamed folder leaves it pointing at nothing.
    fs.renameSync(at('docs/topics'), at('docs/subjects'));
    await expectProblem(['/guide/', '/subjects/first/'], /sidebars\.yaml:7:9/, 'Sidebar "docs" names doc id "topics/first", which no page has');
    fs.renameSync(at('docs/subjects'), at('docs/topics'));
    await expectWhole();
    expectNoStackTrace();
  });

  it('the components module and a file it imports', async () => {
    const componentsLine = lineOf('docs-gen.config.ts', 'components:');
    const index = site.read('components/index.tsx');
    const badge = site.read('components/Badge.tsx');
    fs.rmSync(at('components/index.tsx'));
    await expectProblem(
      ['/badge/', '/guide/'],
      new RegExp(`docs-gen\\.config\\.ts:${componentsLine}:3`),
      '"components" points at components/index.tsx, which does not exist',
    );
    site.write('components/index.tsx', index);
    await expectWhole();

    fs.rmSync(at('components/Badge.tsx'));
    await expectProblem(['/badge/', '/guide/'], /components\/index\.tsx:1:\d+/, 'Could not resolve "./Badge"');
    site.write('components/Badge.tsx', badge);
    await expectWhole();

    fs.renameSync(at('components'), at('components-away'));
    await until('the overlay', async () => (await get('/badge/')).status === 500);
    fs.renameSync(at('components-away'), at('components'));
    await expectWhole();
    expectNoStackTrace();
  });

  it('the static folder: a missing file is a 404, the missing folder named in the config a located problem', async () => {
    const logo = site.read('static/img/logo.svg');
    fs.rmSync(at('static/img/logo.svg'));
    await until('a 404 for the deleted file', async () => (await get('/img/logo.svg')).status === 404);
    expect((await get('/guide/')).status).toBe(200);
    site.write('static/img/logo.svg', logo);
    await until('the file again', async () => (await get('/img/logo.svg')).status === 200);

    const staticLine = lineOf('docs-gen.config.ts', 'staticDir:');
    fs.renameSync(at('static'), at('static-away'));
    await expectProblem(['/guide/', '/img/logo.svg'], new RegExp(`docs-gen\\.config\\.ts:${staticLine}:3`), '"staticDir" points at static, which does not exist');
    fs.renameSync(at('static-away'), at('static'));
    await expectWhole();

    fs.rmSync(at('static'), { recursive: true });
    await until('the overlay', async () => (await get('/guide/')).status === 500);
    site.write('static/img/logo.svg', logo);
    site.write('static/files/data.json', fs.readFileSync(path.join(repoRoot, 'tests/fixtures/dev-site/static/files/data.json'), 'utf8'));
    await expectWhole();
    expectNoStackTrace();
  });

  it('the React pages folder: without it the site has no React pages', async () => {
    const about = site.read('pages/about.tsx');
    fs.rmSync(at('pages'), { recursive: true });
    await until('a 404 for the React page', async () => (await get('/about/')).status === 404);
    expect((await get('/guide/')).status).toBe(200);
    site.write('pages/about.tsx', about.replace('About the fixture', 'About the restored fixture'));
    await until('the React page again', serves('/about/', 'About the restored fixture'));

    fs.renameSync(at('pages'), at('pages-away'));
    await until('a 404 for the React page', async () => (await get('/about/')).status === 404);
    fs.renameSync(at('pages-away'), at('pages'));
    await until('the React page again', serves('/about/', 'About the restored fixture'));
    saveByRename('pages/about.tsx', about);
    await expectWhole();
    expectNoStackTrace();
    expectNoStackTrace();
  });

  it('a watched file that cannot be read: located, no stack trace, and dev keeps running', async () => {
    const sidebars = site.read('sidebars.yaml');
    fs.rmSync(at('sidebars.yaml'));
    fs.mkdirSync(at('sidebars.yaml'));
    await expectProblem(['/guide/', '/'], /sidebars\.yaml/, 'Cannot read this path: it is a folder, not a file');
    fs.rmdirSync(at('sidebars.yaml'));
    site.write('sidebars.yaml', sidebars);
    await expectWhole();
    expect(dev.child.exitCode).toBeNull();
  });
});
