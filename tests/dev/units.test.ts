import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChangeGate } from '../../src/dev/changeGate.js';
import { injectReloadClient } from '../../src/dev/clientSnippet.js';
import { codeFrameOf, formatCodeFrame } from '../../src/dev/codeFrame.js';
import { describeProblems } from '../../src/dev/describeProblems.js';
import { DevWatcher } from '../../src/dev/devWatcher.js';
import { markChange } from '../../src/dev/markChange.js';
import { everythingDirty, hasWork } from '../../src/pipeline/dirtyStages.js';
import { renderErrorOverlay } from '../../src/dev/errorOverlay.js';
import { loadThemeFromSource } from '../../src/dev/loadTheme.js';
import { loadSiteTheme } from '../../src/theming/loadTheme.js';
import { compileFailureOf, overrideFailureOf } from '../../src/render/overrideGuard.js';
import { patchGraphPages } from '../../src/sidebars/patchGraph.js';
import { createWarningPrinter } from '../../src/dev/printProblems.js';
import { classifyChange, type WatchRoles } from '../../src/dev/watchRoles.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import type { Page } from '../../src/shared/types.js';
import type { SiteGraph } from '../../src/sidebars/types.js';

describe('code frames', () => {
  const text = ['one', 'two', '\tthree {oops', 'four', 'five', 'six'].join('\n');

  it('shows two lines either side with a caret under the column', () => {
    expect(formatCodeFrame(codeFrameOf(text, 3, 9)!)).toBe(
      ['  1 | one', '  2 | two', '> 3 | \tthree {oops', '    | \t       ^', '  4 | four', '  5 | five'].join('\n'),
    );
    expect(codeFrameOf(text, 1)!.lines.map((l) => l.number)).toEqual([1, 2, 3]);
    expect(codeFrameOf(text, 99)).toBeUndefined();
  });

  it('escapes source text in the overlay', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-frame-')), 'page.mdx');
    fs.writeFileSync(file, '# Title\n\n<script>alert(1)</script> {\n');
    const problems = describeProblems(new DocsGenError('Bad <thing>', { file, line: 3, column: 28, hint: 'Close it' }), path.dirname(file));
    expect(problems[0].location).toBe('page.mdx:3:28');
    const html = renderErrorOverlay(problems);
    expect(html).toContain('page.mdx:3:28');
    expect(html).toContain('Bad &#60;thing&#62;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('__docs-gen/reload');
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('describes a file that vanished or cannot be read at the file, without a stack', () => {
    const error = Object.assign(new Error("ENOENT: no such file or directory, open '/site/sidebars.yaml'"), { code: 'ENOENT', path: '/site/sidebars.yaml' });
    const [problem] = describeProblems(error, '/site');
    expect(problem).toMatchObject({ location: 'sidebars.yaml', message: 'Cannot read this file: it does not exist' });
    expect(problem.stack).toBeUndefined();
    const folder = Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
    expect(describeProblems(folder)[0].stack).toContain('EISDIR');
  });

  it('describes unexpected failures with their stack', () => {
    const [problem] = describeProblems(new TypeError('boom'));
    expect(problem.message).toBe('boom');
    expect(problem.stack).toContain('TypeError: boom');
  });
});

describe('the reload client', () => {
  it('goes before </body>, or at the end', () => {
    expect(injectReloadClient('<html><body><p>x</p></body></html>')).toMatch(/<p>x<\/p><script data-docs-gen-dev>[\s\S]*<\/script><\/body><\/html>$/);
    expect(injectReloadClient('<p>x</p>')).toMatch(/^<p>x<\/p><script/);
  });
});

describe('classifying changes', () => {
  const roles: WatchRoles = {
    configInputs: ['/site/docs-gen.config.ts', '/site/data/platform.yaml'],
    templatesDir: '/pkg/templates',
    sidebarsPath: '/site/sidebars.yaml',
    sidebarsInputs: ['/site/sidebars.yaml', '/site/sidebar-parts/api.ts'],
    componentInputs: ['/site/components/index.tsx', '/site/data/platform.yaml', '/site/components/Hero.tsx', '/site/pages/index.tsx'],
    generatorInputs: ['/site/cli/ogc.yaml'],
    contentRoots: ['/site/docs', '/site/cli'],
    blogAuthorsPaths: [],
    pagesPath: '/site/pages',
    reactPageInputs: ['/site/components/Hero.tsx', '/site/pages/index.tsx'],
    staticPath: '/site/static',
    themePath: '/site/src/theme',
    themeInputs: ['/site/src/components/Banner.tsx'],
    customCss: ['/site/src/css/custom.css'],
    clientModules: ['/site/src/clientModules/track.ts', '/site/src/lib/count.ts'],
    presenceInputs: ['/site/docs-gen.config.ts', '/site/sidebars.yaml', '/site/docs', '/site/components/index.tsx', '/site/pages', '/site/static'],
  };

  it('maps each file to the stage it feeds', () => {
    expect(classifyChange('/site/docs-gen.config.ts', roles)).toBe('config');
    expect(classifyChange('/site/data/platform.yaml', roles)).toBe('config');
    expect(classifyChange('/pkg/templates/layout/Navbar.tsx', roles)).toBe('theme-code');
    expect(classifyChange('/pkg/templates/css/base.css', roles)).toBe('theme-css');
    expect(classifyChange('/site/sidebars.yaml', roles)).toBe('sidebars');
    expect(classifyChange('/site/sidebar-parts/api.ts', roles)).toBe('sidebars');
    expect(classifyChange('/site/components/index.tsx', roles)).toBe('components');
    expect(classifyChange('/site/cli/ogc.yaml', roles)).toBe('generator');
    expect(classifyChange('/site/cli/overview.mdx', roles)).toBe('page');
    expect(classifyChange('/site/docs/a/_category_.json', roles)).toBe('category');
    // A partial is not a page, but the pages importing it compile again when it changes.
    expect(classifyChange('/site/docs/_partials/x.mdx', roles)).toBe('content-file');
    expect(classifyChange('/site/docs/img/diagram.png', roles)).toBe('content-file');
    expect(classifyChange('/site/pages/about.tsx', roles)).toBe('react-page');
    // Read by a React page and by the site code (which bundles React pages with a theme of the site's): the React
    // pages load again, and startDev has the site code bundled again too (readBySiteCode).
    expect(classifyChange('/site/components/Hero.tsx', roles)).toBe('react-page');
    expect(classifyChange('/site/pages/index.tsx', roles)).toBe('react-page');
    expect(classifyChange('/site/static/img/logo.svg', roles)).toBe('static');
    expect(classifyChange('/site/src/theme/Footer.tsx', roles)).toBe('theme-code');
    expect(classifyChange('/site/src/theme/DocItem/Footer/index.jsx', roles)).toBe('theme-code');
    expect(classifyChange('/site/src/components/Banner.tsx', roles)).toBe('theme-code');
    expect(classifyChange('/site/src/css/custom.css', roles)).toBe('theme-css');
    // A client module and what it imports: the scripts are bundled again.
    expect(classifyChange('/site/src/clientModules/track.ts', roles)).toBe('client-module');
    expect(classifyChange('/site/src/lib/count.ts', roles)).toBe('client-module');
    expect(classifyChange('/site/src/theme/Footer/styles.module.css', roles)).toBe('theme-code');
    expect(classifyChange('/site/src/theme/README.md', roles)).toBe('ignore');
    expect(classifyChange('/elsewhere/file.md', roles)).toBe('ignore');
  });

  it('reloads the config when a file or folder it resolves appears or goes, not when one is edited', () => {
    expect(classifyChange('/site/sidebars.yaml', roles, 'unlink')).toBe('config');
    expect(classifyChange('/site/sidebars.yaml', roles, 'add')).toBe('config');
    expect(classifyChange('/site/components/index.tsx', roles, 'unlink')).toBe('config');
    expect(classifyChange('/site/components/index.tsx', roles, 'change')).toBe('components');
    expect(classifyChange('/site/docs', roles, 'unlinkDir')).toBe('config');
    expect(classifyChange('/site/pages', roles, 'addDir')).toBe('config');
    expect(classifyChange('/site/docs/a.md', roles, 'unlink')).toBe('page');
    expect(classifyChange('/site/static/img', roles, 'unlinkDir')).toBe('static');
  });

  it('marks only what a change makes outdated', () => {
    const dirty = everythingDirty();
    for (const set of [dirty.stages, dirty.pageFiles, dirty.linkPages, dirty.bundles]) set.clear();
    expect(hasWork(dirty)).toBe(false);
    markChange(dirty, 'page', 'change', '/site/docs/a.md');
    expect([...dirty.pageFiles]).toEqual(['/site/docs/a.md']);
    expect(dirty.stages.has('content')).toBe(false);
    markChange(dirty, 'page', 'add', '/site/docs/b.md');
    expect(dirty.stages.has('content')).toBe(true);
    markChange(dirty, 'static', 'change', '/site/static/x.png');
    expect(dirty.reload).toBe(true);
    expect(dirty.stages.has('static')).toBe(false);
    markChange(dirty, 'static', 'unlink', '/site/static/x.png');
    expect(dirty.stages.has('static')).toBe(true);
    markChange(dirty, 'theme-css', 'change', '/site/theme.css');
    expect([...dirty.bundles]).toEqual(['css']);
    markChange(dirty, 'client-module', 'change', '/site/src/clientModules/track.ts');
    expect([...dirty.bundles]).toEqual(['css', 'scripts']);
    // An edited theme file is bundled again; one added or removed also changes what `@theme/Name` names (the config's aliases).
    markChange(dirty, 'theme-code', 'change', '/site/src/theme/Faq.tsx');
    expect(dirty.bundles.has('theme')).toBe(true);
    expect(dirty.stages.has('config')).toBe(false);
    markChange(dirty, 'theme-code', 'add', '/site/src/theme/Faq.tsx');
    expect(dirty.stages.has('config')).toBe(true);
  });
});

describe('ChangeGate', () => {
  /** A gate that records the events it passes on, for a file (not yet written) in a folder of its own. */
  const gateOn = (name: string) => {
    const seen: string[] = [];
    return { file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-gate-')), name), seen, gate: new ChangeGate((event) => seen.push(event)) };
  };

  it('passes on content changes only, and catches a change made right after another', async () => {
    const { file, seen, gate } = gateOn('a.md');
    fs.writeFileSync(file, 'one');
    await gate.onEvent('add', file);
    await gate.onEvent('change', file);
    expect(seen).toEqual(['add']);
    // A second save the watcher never reports: the gate's re-read finds it.
    fs.writeFileSync(file, 'two');
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual(['add', 'change']);
    await gate.onEvent('unlink', file);
    expect(seen).toEqual(['add', 'change', 'unlink']);
    gate.close();
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('passes on a file that turned unreadable once, and its next readable content whatever it is', async () => {
    const { file, seen, gate } = gateOn('sidebars.yaml');
    fs.writeFileSync(file, 'one');
    await gate.onEvent('change', file);
    fs.rmSync(file);
    fs.mkdirSync(file);
    await gate.onEvent('change', file);
    await gate.onEvent('change', file);
    expect(seen).toEqual(['change', 'change']);
    fs.rmdirSync(file);
    fs.writeFileSync(file, 'one');
    await gate.onEvent('change', file);
    expect(seen).toEqual(['change', 'change', 'change']);
    // Gone: the unlink that follows speaks for it.
    fs.rmSync(file);
    await gate.onEvent('change', file);
    expect(seen).toHaveLength(3);
    await gate.onEvent('addDir', path.dirname(file));
    expect(seen).toEqual(['change', 'change', 'change', 'addDir']);
    gate.close();
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('passes on a file that comes back after an unlink reported while its content was being read', async () => {
    const { file, seen, gate } = gateOn('cli.yaml');
    fs.writeFileSync(file, 'one');
    await gate.onEvent('add', file);
    // A re-read starts while the file is there; the file is moved away and its unlink handled before the
    // read ends. What that read saw is older than the unlink, so it is no reason to pass anything on.
    fs.writeFileSync(file, 'two');
    const reading = gate.onEvent('change', file);
    await gate.onEvent('unlink', file);
    await reading;
    fs.rmSync(file);
    expect(seen).toEqual(['add', 'unlink']);
    // Moved back with the content read above: the site must hear of it, or it keeps showing the file as missing.
    fs.writeFileSync(file, 'two');
    await gate.onEvent('add', file);
    expect(seen).toEqual(['add', 'unlink', 'add']);
    gate.close();
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});

describe('DevWatcher', () => {
  /** Polls: how soon the file system reports depends on the machine's load. */
  async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('not within the time limit');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('sees a wanted folder or file again after it was deleted, moved away or replaced, and nothing else', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-watch-'));
    const at = (rel: string) => path.join(root, rel);
    fs.mkdirSync(at('docs/topics'), { recursive: true });
    fs.writeFileSync(at('docs/topics/a.md'), 'a');
    fs.writeFileSync(at('sidebars.yaml'), 's');
    fs.writeFileSync(at('notes.txt'), 'n');
    const seen: string[] = [];
    const watcher = new DevWatcher(root, (event, file) => seen.push(`${event} ${path.relative(root, file)}`));
    await watcher.setPaths([at('docs'), at('sidebars.yaml')]);
    const saw = (entry: string) => until(() => seen.includes(entry));
    try {
      fs.rmSync(at('docs'), { recursive: true });
      await saw('unlinkDir docs');
      fs.mkdirSync(at('docs/topics'), { recursive: true });
      fs.writeFileSync(at('docs/topics/a.md'), 'a');
      await saw('add docs/topics/a.md');
      fs.renameSync(at('docs'), at('docs-away'));
      fs.renameSync(at('docs-away'), at('docs'));
      seen.length = 0;
      fs.writeFileSync(at('docs/topics/a.md'), 'a2');
      await saw('change docs/topics/a.md');

      fs.rmSync(at('sidebars.yaml'));
      fs.mkdirSync(at('sidebars.yaml'));
      await until(() => seen.some((e) => e.endsWith(' sidebars.yaml')));
      fs.rmdirSync(at('sidebars.yaml'));
      fs.writeFileSync(at('sidebars.yaml'), 's2');
      seen.length = 0;
      await until(() => seen.includes('add sidebars.yaml') || seen.includes('change sidebars.yaml'));
      seen.length = 0;
      fs.writeFileSync(at('sidebars.yaml'), 's3');
      await saw('change sidebars.yaml');

      fs.writeFileSync(at('notes.txt'), 'n2');
      fs.writeFileSync(at('docs-elsewhere.md'), 'x');
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.filter((e) => e.includes('notes') || e.includes('elsewhere'))).toEqual([]);
    } finally {
      await watcher.close();
      fs.rmSync(root, { recursive: true });
    }
  }, 30_000);

  it('tells which files under the wanted paths were written since a moment, leaving out noise and the output', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-watch-'));
    const at = (rel: string) => path.join(root, rel);
    fs.mkdirSync(at('docs/deep/er'), { recursive: true });
    fs.mkdirSync(at('docs/out'), { recursive: true });
    for (const rel of ['docs/old.md', 'docs/deep/er/old.md', 'sidebars.js', 'notes.txt']) fs.writeFileSync(at(rel), 'x');
    // File timestamps come from the kernel's coarse clock: leave it time on either side of the moment.
    const pause = () => new Promise((r) => setTimeout(r, 40));
    const watcher = new DevWatcher(root, () => {});
    try {
      await watcher.setPaths([at('docs'), at('sidebars.js')]);
      await pause();
      const since = Date.now();
      expect(await watcher.filesChangedSince(since, at('docs/out'))).toEqual([]);
      await pause();
      for (const rel of ['docs/deep/er/new.md', 'docs/out/page.html', 'docs/.#old.md', 'notes.txt']) fs.writeFileSync(at(rel), 'y');
      fs.writeFileSync(at('sidebars.js'), 'z');
      const changed = (await watcher.filesChangedSince(since, at('docs/out'))).map((f) => path.relative(root, f)).sort();
      expect(changed).toEqual(['docs/deep/er/new.md', 'sidebars.js']);
    } finally {
      await watcher.close();
      fs.rmSync(root, { recursive: true });
    }
  });
});

describe('patching the graph', () => {
  const page = (id: string, extra: Partial<Page> = {}) =>
    ({ id, route: `/${id}/`, sourceFile: `/d/${id}.md`, title: id, sidebarLabel: id, dirId: '', defaultSidebar: 'docs', frontMatter: {}, body: { type: 'mdx', code: '' }, ...extra }) as Page;
  const graph = (pages: Page[]) =>
    ({ pages, pagesById: new Map(pages.map((p) => [p.id, p])), pagesByRoute: new Map(pages.map((p) => [p.route, p])), sidebars: {} }) as unknown as SiteGraph;

  it('swaps in pages whose navigation is unchanged, and refuses otherwise', () => {
    const before = graph([page('a'), page('b')]);
    const edited = page('a', { toc: [{ id: 'x', text: 'X', level: 2 }] });
    const patched = patchGraphPages(before, [edited])!;
    expect(patched.pages[0]).toBe(edited);
    expect(patched.pagesByRoute.get('/a/')).toBe(edited);
    expect(patched.sidebars).toBe(before.sidebars);
    expect(patchGraphPages(before, [page('a', { title: 'New title' })])).toBeUndefined();
    expect(patchGraphPages(before, [page('a', { frontMatter: { sidebar_position: 3 } })])).toBeUndefined();
  });
});

describe('warnings', () => {
  it('are printed once, when they first appear', () => {
    const out: string[] = [];
    const print = createWarningPrinter((text) => out.push(text));
    print([{ message: 'Broken link: /x/', file: 'a.md', line: 1, column: 2 }]);
    print([{ message: 'Broken link: /x/', file: 'a.md', line: 1, column: 2 }]);
    expect(out).toHaveLength(1);
    print([]);
    print([{ message: 'Broken link: /x/', file: 'a.md', line: 1, column: 2 }]);
    expect(out).toHaveLength(2);
  });
});

describe('theme reload', () => {
  it('bundles templates/ into a fresh theme module', async () => {
    const loaded = await loadThemeFromSource();
    expect(typeof loaded.theme.Document).toBe('function');
    expect(typeof loaded.theme.NotFound).toBe('function');
    expect(loaded.themeScript({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })).toContain('data-theme');
  }, 30_000);

  it('places a bad override at its file: an unknown @theme name, a missing default export', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-overrides-'));
    try {
      for (const [rel, text] of Object.entries({
        'unknown/Footer.tsx': "import Nope from '@theme/Nope';\nexport default function Footer() {\n  return <Nope />;\n}\n",
        'named/Navbar.tsx': 'export function Navbar() {\n  return null;\n}\n',
      })) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), text);
      }
      const [unknown, named] = await Promise.all(['unknown', 'named'].map((sub) => loadSiteTheme(path.join(dir, sub)).catch((e: unknown) => e)));
      // An override that cannot be used loads as a stand-in throwing why where it renders (as Docusaurus compiles
      // only what is imported): the failure is placed at the override's line.
      const failureOf = (theme: unknown, name: string) => {
        const Component = (theme as Awaited<ReturnType<typeof loadSiteTheme>>).theme.modules?.theme[name] as { default: () => unknown };
        try {
          Component.default();
        } catch (error) {
          return compileFailureOf(overrideFailureOf(error)?.thrown);
        }
        return undefined;
      };
      const failure = failureOf(unknown, 'Footer');
      expect(failure).toMatchObject({ file: path.join(dir, 'unknown/Footer.tsx'), line: 1, column: 18 });
      expect(failure?.message).toMatch(/^"@theme\/Nope" names no theme component\. The theme's components are listed in the README/);
      expect(failureOf(named, 'Navbar')).toMatchObject({ file: path.join(dir, 'named/Navbar.tsx'), message: 'The theme override of Navbar cannot be used: it has no default export' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
