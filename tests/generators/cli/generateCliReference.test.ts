import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import type { SiteConfig } from '../../../src/config/types.js';
import { generateCliReference } from '../../../src/generators/cli/generateCliReference.js';
import type { GeneratedContent } from '../../../src/generators/types.js';
import { repoRoot } from '../../helpers/site.js';

const fixtureDir = path.join(repoRoot, 'tests', 'fixtures', 'cli-basic');

/** The routes SPEC §2 lists for the CLI reference (the repository copy in tests/site/routes.txt), for the site's own spec. */
const OGC_COMMAND_ROUTES = fs
  .readFileSync(path.join(repoRoot, 'tests', 'site', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/cli/commands/'));

describe('generateCliReference on a small spec', () => {
  let config: SiteConfig;
  let generated: GeneratedContent;
  beforeAll(async () => {
    config = await loadConfig(fixtureDir);
    generated = await generateCliReference(config, config.cliReference!);
  });

  it('gives the root and every leaf a page, and groups none', () => {
    expect(generated.pages.map((p) => ({ id: p.id, route: p.route, dirId: p.dirId, label: p.sidebarLabel, position: p.sidebarPosition })))
      .toMatchInlineSnapshot(`
        [
          {
            "dirId": "cli/commands",
            "id": "cli/commands/tool",
            "label": "tool",
            "position": 0,
            "route": "/cli/commands/tool/",
          },
          {
            "dirId": "cli/commands",
            "id": "cli/commands/tool_version",
            "label": "version",
            "position": 1,
            "route": "/cli/commands/tool_version/",
          },
          {
            "dirId": "cli/commands/tool_box",
            "id": "cli/commands/tool_box/create",
            "label": "create",
            "position": 3,
            "route": "/cli/commands/tool_box/create/",
          },
          {
            "dirId": "cli/commands/tool_box",
            "id": "cli/commands/tool_box/delete",
            "label": "delete",
            "position": 4,
            "route": "/cli/commands/tool_box/delete/",
          },
        ]
      `);
  });

  it('returns a sidebar category per group, labelled with the full command', () => {
    expect(generated.categories.map(({ dirId, label, position }) => ({ dirId, label, position }))).toEqual([
      { dirId: 'cli/commands/tool_box', label: 'tool box', position: 2 },
    ]);
    expect(generated.inputs).toEqual([path.join(fixtureDir, 'tool.yaml')]);
  });

  it('fills the page data: title, description, TOC, anchors, search keywords, source', () => {
    const page = generated.pages.find((p) => p.id === 'cli/commands/tool_box/create')!;
    expect(page).toMatchObject({
      title: 'tool box create',
      description: 'Create a box.',
      sourceFile: path.join(fixtureDir, 'tool.yaml'),
      frontMatter: {},
      hasOwnH1: false,
      defaultSidebar: 'cli',
      body: { type: 'component', name: 'CliCommand' },
    });
    expect(page.toc.map((t) => t.id)).toEqual(['synopsis', 'description', 'options', 'global-options', 'examples', 'see-also']);
    expect(page.anchors).toEqual(expect.arrayContaining(['option-name', 'option-size', 'option-zone', 'option-output', 'example-1']));
    // Global flags are keywords of the root command's page only, so a flag finds the command that defines it.
    expect(page.searchKeywords).toEqual(['tool box create', '--name', '--size', '--zone', '-z', '--tag']);
    expect(page.sections.find((s) => s.anchor === 'options')?.text).toContain('Size in litres.');
  });

  it('records links written in descriptions at their place in the spec file', () => {
    const root = generated.pages.find((p) => p.id === 'cli/commands/tool')!;
    // `[home page](/)` is on line 5 of tool.yaml; the group's `[the docs](/)`, on line 36, is shown there too.
    expect(root.links).toEqual([
      { url: '/', line: 5, column: 46 },
      { url: '/', line: 36, column: 57 },
    ]);
  });

  it('puts the root-only parts on the root page: command list and exit codes', () => {
    const root = generated.pages.find((p) => p.id === 'cli/commands/tool')!;
    expect(root.toc.map((t) => `${t.level}:${t.id}`)).toEqual(['2:synopsis', '2:description', '2:global-options', '2:commands', '3:command-box', '2:exit-codes']);
    expect(root.anchors).toEqual(expect.arrayContaining(['command-version', 'command-box-create', 'exit-code-2']));
  });
});

describe('generateCliReference on the site spec (site/cli/ogc.yaml)', () => {
  it('produces exactly the command routes of the site', async () => {
    const config = await loadConfig(fixtureDir);
    const absPath = path.join(repoRoot, 'site', 'cli', 'ogc.yaml');
    const generated = await generateCliReference(config, { file: 'site/cli/ogc.yaml', absPath, routeBasePath: '/cli/commands', sidebar: 'cli' });
    expect(generated.pages.map((p) => p.route).sort()).toEqual([...OGC_COMMAND_ROUTES].sort());
    expect(generated.categories.map((c) => c.label)).toEqual(['ogc vm', 'ogc k8s', 'ogc bucket', 'ogc model', 'ogc ssh']);
    expect(new Set(generated.pages.map((p) => p.defaultSidebar))).toEqual(new Set(['cli']));
  });
});
