import { describe, expect, it } from 'vitest';
import { buildCommandTree, pageCommands } from '../../../src/generators/cli/commandTree.js';
import { parseCliSpec } from '../../../src/generators/cli/loadCliSpec.js';
import { dirIdOf, groupDirIdOf, pageIdOf, routeOf } from '../../../src/generators/cli/pagePaths.js';

const { spec } = parseCliSpec(
  `name: tool
commands:
  - name: version
  - name: cloud
    commands:
      - name: login
      - name: net
        commands:
          - name: create
`,
  'tool.yaml',
);
const tree = buildCommandTree(spec);

describe('page paths of commands', () => {
  it('places the root, root-level leaves, and leaves of nested groups', () => {
    expect(pageCommands(tree).map((c) => [c.fullName, routeOf(c, '/cli/commands'), pageIdOf(c, '/cli/commands'), dirIdOf(c, '/cli/commands')])).toEqual([
      ['tool', '/cli/commands/tool/', 'cli/commands/tool', 'cli/commands'],
      ['tool version', '/cli/commands/tool_version/', 'cli/commands/tool_version', 'cli/commands'],
      ['tool cloud login', '/cli/commands/tool_cloud/login/', 'cli/commands/tool_cloud/login', 'cli/commands/tool_cloud'],
      ['tool cloud net create', '/cli/commands/tool_cloud_net/create/', 'cli/commands/tool_cloud_net/create', 'cli/commands/tool_cloud_net'],
    ]);
  });

  it('keys each group by the folder its commands live in', () => {
    const groups = tree.commands.filter((c) => c.isGroup);
    expect(groups.map((g) => groupDirIdOf(g, '/cli/commands'))).toEqual(['cli/commands/tool_cloud', 'cli/commands/tool_cloud_net']);
  });

  it('works at the site root', () => {
    const leaf = tree.byPath.get('cloud login')!;
    expect([routeOf(leaf, '/'), pageIdOf(leaf, '/'), dirIdOf(leaf, '/'), dirIdOf(tree.root, '/')]).toEqual(['/tool_cloud/login/', 'tool_cloud/login', 'tool_cloud', '']);
  });
});
