import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

const PAGE = `# Languages

\`\`\`ruby
def greet(name) = puts "Hello, #{name}"
\`\`\`

\`\`\`kt
fun main() { println("Hi") }
\`\`\`

\`\`\`php
<?php echo strlen("abc"); ?>
\`\`\`

\`\`\`no-such-language
def stays plain
\`\`\`
`;

/** The code block of the language as the fence names it, and the text of the spans Shiki coloured in it. */
function block(html: string, language: string): { html: string; coloured: string[] } | undefined {
  const match = new RegExp(`<div class="code-block" data-language="${language}">([\\s\\S]*?)</pre>`).exec(html);
  if (!match) return undefined;
  return { html: match[1], coloured: [...match[1].matchAll(/<span style="color:([^;"]+)[^"]*">([^<]*)<\/span>/g)].filter((m) => m[1] !== '#24292E').map((m) => m[2].trim()) };
}

/** Fences in languages past the common ones: any language Shiki ships is highlighted, by its name or an alias. */
describe('code in any language Shiki knows', () => {
  const site = tempSite();
  let build: RunResult;
  let html: string;

  beforeAll(async () => {
    site.write('docs/index.md', PAGE);
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
    html = build.code === 0 ? site.read('build/index.html') : '';
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds without a warning', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('highlights Ruby, Kotlin (named by its alias kt) and PHP', () => {
    expect(block(html, 'ruby')?.coloured).toEqual(expect.arrayContaining(['def', 'puts']));
    expect(block(html, 'kt')?.coloured).toEqual(expect.arrayContaining(['fun', 'println']));
    expect(block(html, 'php')?.coloured).toEqual(expect.arrayContaining(['echo', 'strlen']));
  });

  it('shows a language Shiki does not know as plain text', () => {
    const plain = block(html, 'no-such-language');
    expect(plain?.html).toContain('def stays plain');
    expect(plain?.coloured).toEqual([]);
  });
});

/**
 * Docusaurus's `prism.defaultLanguage` (the config's `defaultCodeLanguage`): a fence or a `<CodeBlock>` that names no
 * language is shown and highlighted in it. Relay's site sets `javascript`; its blocks came out plain.
 */
describe('the default language of code blocks', () => {
  const withDefault = tempSite();
  const without = tempSite();
  const page = [
    '# Code',
    '```\nconst total = items.reduce((sum, x) => sum + x, 0);\n```',
    '```text\nconst stays = "plain";\n```',
    "import CodeBlock from '@theme/CodeBlock';",
    "<CodeBlock>{'function greet(name) { return name; }'}</CodeBlock>",
    '',
  ].join('\n\n');
  let builds: RunResult[];

  beforeAll(async () => {
    withDefault.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Default', defaultCodeLanguage: 'javascript' });\n");
    for (const site of [withDefault, without]) site.write('docs/index.mdx', page);
    builds = await Promise.all([withDefault, without].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
  }, 30_000);
  afterAll(() => {
    withDefault.cleanup();
    without.cleanup();
  });

  it('highlights a fence and a CodeBlock that name no language in it, and leaves a fence of `text` plain', () => {
    expect(builds[0].stderr).toBe('');
    const html = withDefault.read('build/index.html');
    const blocks = [...html.matchAll(/<div class="code-block" data-language="(\w+)">([\s\S]*?)<\/pre>/g)].map((m) => ({ language: m[1], coloured: block(m[0], m[1])?.coloured ?? [] }));
    expect(blocks.map((b) => b.language)).toEqual(['javascript', 'text', 'javascript']);
    expect(blocks[0].coloured).toEqual(expect.arrayContaining(['const', 'reduce']));
    expect(blocks[1].coloured).toEqual([]);
    expect(blocks[2].coloured).toEqual(expect.arrayContaining(['function', 'greet']));
  });

  it('shows them as plain text without it', () => {
    expect(builds[1].stderr).toBe('');
    const html = without.read('build/index.html');
    expect([...html.matchAll(/<div class="code-block" data-language="(\w+)">/g)].map((m) => m[1])).toEqual(['text', 'text', 'text']);
  });
});
