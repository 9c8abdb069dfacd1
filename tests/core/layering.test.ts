import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/site.js';

/**
 * The one-way flow of data, checked on the import statements: a folder imports only from folders of its
 * own rank or earlier ones (config → content → compile → sidebars → links → render → emit, then the
 * drivers), the shared model imports no stage, and the browser runtime imports only the shared model.
 */
const RANK: Record<string, number> = {
  'src/shared': 0,
  'src/errors': 1,
  'src/util': 2,
  'src/config': 3,
  'src/content': 4,
  'src/markdown': 5,
  'src/generators': 6,
  'src/sidebars': 7,
  'src/blog': 7,
  'src/docTags': 7,
  'src/links': 8,
  'src/render': 9,
  templates: 9,
  'src/theming': 9.5,
  'src/llms': 10,
  'src/emit': 11,
  'src/pipeline': 12,
  'src/dev': 13,
  'src/init': 13,
  'src/migrate': 13,
  'src/serve': 13,
  'src/commands': 14,
  'src/cli.ts': 15,
  'src/index.ts': 15,
};

function folderOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'templates' ? 'templates' : parts.slice(0, 2).join('/');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Relative imports of each file, as repository paths (import and export statements, not comments). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom '(\.{1,2}\/[^']+)'/gm)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])),
  );
}

describe('module layering', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('templates')];
  const edges = files.flatMap((file) => importsOf(file).map((target) => ({ file, from: folderOf(file), to: folderOf(target) })));

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.from === 'src/pipeline' && e.to === 'src/sidebars')).toBe(true);
  });

  it('has no import from a later stage', () => {
    const backwards = edges
      .filter((e) => e.from !== 'src/client' && e.from !== e.to)
      .filter((e) => RANK[e.from] === undefined || RANK[e.to] === undefined || RANK[e.to] > RANK[e.from])
      .map((e) => `${e.file} imports ${e.to}`);
    expect(backwards).toEqual([]);
  });

  it('has no cycle between folders', () => {
    const pairs = new Set(edges.filter((e) => e.from !== e.to).map((e) => `${e.from}>${e.to}`));
    const cycles = [...pairs].filter((pair) => pairs.has(pair.split('>').reverse().join('>')));
    expect(cycles).toEqual([]);
  });

  it('keeps the browser runtime to itself and the shared model', () => {
    const outside = edges.filter((e) => e.from === 'src/client' && e.to !== 'src/client' && e.to !== 'src/shared').map((e) => `${e.file} imports ${e.to}`);
    expect(outside).toEqual([]);
  });
});
