import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { parseYaml } from '../../src/util/yaml.js';
import { openYamlMemo, useYamlMemo } from '../../src/util/yamlMemo.js';

describe('parsed YAML kept between builds', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-yaml-memo-'));
  fs.mkdirSync(path.join(root, 'node_modules'));
  const memoFile = path.join(root, 'node_modules', '.cache', 'docs-gen', 'yaml-v2.json');
  afterAll(() => {
    useYamlMemo(undefined);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('gives a later build the data of each text it parsed, each call its own copy', () => {
    const first = openYamlMemo(root, true);
    useYamlMemo(first);
    const text = 'title: Install\nsidebar_position: 3\ntags: [gpu, setup]\n';
    const parsed = parseYaml(text, 'a.md') as { tags: string[] };
    expect(parsed).toEqual({ title: 'Install', sidebar_position: 3, tags: ['gpu', 'setup'] });
    first.save();
    expect(Object.values(JSON.parse(fs.readFileSync(memoFile, 'utf8')))).toEqual([JSON.stringify(parsed)]);

    // The next build reads it from the memo: what the memo holds is what it returns.
    const memo = JSON.parse(fs.readFileSync(memoFile, 'utf8')) as Record<string, string>;
    const [key] = Object.keys(memo);
    fs.writeFileSync(memoFile, JSON.stringify({ [key]: JSON.stringify({ title: 'From the memo' }) }));
    useYamlMemo(openYamlMemo(root, true));
    expect(parseYaml(text, 'a.md')).toEqual({ title: 'From the memo' });
    const copy = parseYaml(text, 'b.md') as { title: string };
    copy.title = 'changed by a caller';
    expect(parseYaml(text, 'c.md')).toEqual({ title: 'From the memo' });
    // Another text is another key.
    expect(parseYaml('title: Install\nsidebar_position: 4\n', 'a.md')).toEqual({ title: 'Install', sidebar_position: 4 });
  });

  it('keeps neither what JSON cannot hold exactly nor what fails to parse', () => {
    const memo = openYamlMemo(root, true);
    useYamlMemo(memo);
    const before = memo.size;
    expect(parseYaml('max: .inf\nmin: -.inf\nodd: .nan\nzero: -0.0\n', 'data.yml')).toEqual({ max: Infinity, min: -Infinity, odd: Number.NaN, zero: -0 });
    expect(parseYaml('max: .inf\nmin: -.inf\nodd: .nan\nzero: -0.0\n', 'data.yml')).toEqual({ max: Infinity, min: -Infinity, odd: Number.NaN, zero: -0 });
    expect(memo.size).toBe(before);
    for (let i = 0; i < 2; i++) {
      const thrown = (() => {
        try {
          parseYaml('title: [unclosed\n', 'broken.md', 1);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(DocsGenError);
      expect((thrown as DocsGenError).line).toBeGreaterThan(1);
    }
    expect(memo.size).toBe(before);
  });

  it('keeps nothing between builds with --no-cache', () => {
    fs.rmSync(memoFile, { force: true });
    const memo = openYamlMemo(root, false);
    useYamlMemo(memo);
    expect(parseYaml('title: Offline\n', 'x.md')).toEqual({ title: 'Offline' });
    memo.save();
    expect(fs.existsSync(memoFile)).toBe(false);
  });
});
