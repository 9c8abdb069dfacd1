import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { buildCommandTree } from '../../src/generators/cli/commandTree.js';
import { parseCliSpec } from '../../src/generators/cli/loadCliSpec.js';
import { parseCommandLine } from '../../src/generators/cli/parseCommandLine.js';
import { findCommandSnippets, findInlineSnippets, type CommandSnippet } from '../helpers/commandSnippets.js';
import { repoRoot } from '../helpers/site.js';

/**
 * Every `ogc …` command the site shows must be one the CLI accepts: the content writers had the command tree,
 * and this holds them to it. Failures name `file:line` and the problem, like a compiler.
 */

const specFile = 'site/cli/ogc.yaml';
const loaded = parseCliSpec(fs.readFileSync(path.join(repoRoot, specFile), 'utf8'), specFile);
const tool = loaded.spec.name;
const pages = fg.sync(['site/docs/**/*.{md,mdx}', 'site/cli/**/*.{md,mdx}'], { cwd: repoRoot }).sort();

function problemsIn(file: string, snippets: CommandSnippet[]): string[] {
  return snippets.flatMap((snippet) => {
    const parsed = parseCommandLine(loaded.spec, snippet.text, { from: snippet.from, partial: snippet.partial });
    const command = snippet.text.slice(snippet.from, parsed.end).replace(/\\\r?\n\s*/g, '').trim();
    return parsed.problems.map((problem) => {
      const line = snippet.line + snippet.text.slice(snippet.from, problem.offset).split('\n').length - 1;
      return `${file}:${line}  ${problem.message}  [${command}]`;
    });
  });
}

describe('ogc commands in the site', () => {
  const snippetsByFile = new Map(pages.map((file) => [file, findCommandSnippets(fs.readFileSync(path.join(repoRoot, file), 'utf8'), tool)]));

  it('finds the commands the pages show (the scan itself works)', () => {
    const all = [...snippetsByFile.values()].flat();
    expect(pages.length).toBeGreaterThan(50);
    expect(all.filter((s) => !s.partial).length).toBeGreaterThan(100);
    expect(all.filter((s) => s.partial).length).toBeGreaterThan(30);
  });

  it('are all valid for the command spec', () => {
    const problems = [...snippetsByFile].flatMap(([file, snippets]) => problemsIn(file, snippets));
    expect(problems).toEqual([]);
  });

  it('include the spec’s own examples and inline mentions, which are valid too', () => {
    const tree = buildCommandTree(loaded.spec);
    const examples: CommandSnippet[] = tree.commands.flatMap((command) =>
      command.spec.examples.map((example, index) => ({
        line: loaded.locate([...command.specPath, 'examples', index, 'command']).line,
        text: example.command,
        from: 0,
        partial: false,
      })),
    );
    expect(examples.length).toBeGreaterThan(40);
    expect(problemsIn(specFile, [...examples, ...findInlineSnippets(loaded.source, tool)])).toEqual([]);
  });
});

describe('findCommandSnippets', () => {
  const find = (markdown: string) => findCommandSnippets(markdown, 'ogc').map((s) => `${s.line}:${s.partial ? 'inline' : 'shell'}:${s.text.slice(s.from)}`);

  it('finds commands at the start of lines, after prompts, assignments, operators and in $(…)', () => {
    const markdown = [
      '```bash',
      'ogc vm list',
      'VM_ID=$(ogc vm create --name a \\',
      '  --sku x --location y -o json | jq -r .id)',
      'OGC_API_KEY=k ogc version && ogc ssh list',
      '# ogc commented out',
      'echo "ogc is great"',
      'sudo install -m 0755 ogc /usr/local/bin/ogc',
      '```',
    ].join('\n');
    expect(find(markdown)).toEqual([
      '2:shell:ogc vm list',
      '3:shell:ogc vm create --name a \\\n  --sku x --location y -o json | jq -r .id)',
      '5:shell:ogc version && ogc ssh list',
      '5:shell:ogc ssh list',
    ]);
  });

  it('takes only prompted lines of session blocks, so output is not read as commands', () => {
    const markdown = ['```console', '$ ogc version', 'ogc version 1.8.2', '# ogc vm list', '```'].join('\n');
    expect(find(markdown)).toEqual(['2:shell:ogc version', '4:shell:ogc vm list']);
  });

  it('finds inline code mentions, skips front matter and other languages', () => {
    const markdown = ['---', 'title: `ogc vm`', '---', 'Run `ogc vm list` or ``ogc k8s list``.', '```python', 'ogc = 1', '```'].join('\n');
    expect(find(markdown)).toEqual(['4:inline:ogc vm list', '4:inline:ogc k8s list']);
  });

  it('reads fences indented inside components', () => {
    expect(find(['<TabItem>', '  ```sh', '  ogc bucket list', '  ```', '</TabItem>'].join('\n'))).toEqual(['3:shell:ogc bucket list']);
  });
});
