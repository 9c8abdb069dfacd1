import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../helpers/html.js';
import { buildFixture, runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** The HTML of the element that starts with `<tag … id="id"`, up to its closing tag (no nesting of the same tag). */
function elementById(html: string, tag: string, id: string): string {
  const match = new RegExp(`<${tag}[^>]*id="${id}"[\\s\\S]*?</${tag}>`).exec(html);
  if (!match) throw new Error(`no <${tag} id="${id}">`);
  return match[0];
}

function sectionOf(html: string, id: string): string {
  const match = new RegExp(`<section class="cli-section" aria-labelledby="${id}">[\\s\\S]*?</section>`).exec(html);
  if (!match) throw new Error(`no section ${id}`);
  return match[0];
}

describe('the CLI reference of a built site', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('cli-basic');
  });
  afterAll(() => site.cleanup());

  it('builds a page for the root and each leaf, none for the group', () => {
    expect(site.code, site.stderr).toBe(0);
    for (const route of ['/cli/commands/tool/', '/cli/commands/tool_version/', '/cli/commands/tool_box/create/', '/cli/commands/tool_box/delete/']) {
      expect(site.exists(`build${route}index.html`), route).toBe(true);
    }
    expect(site.exists('build/cli/commands/tool_box/index.html')).toBe(false);
  });

  it('shows the synopsis computed from arguments and flags', () => {
    expect(textOf(sectionOf(site.html('/cli/commands/tool_box/delete/'), 'synopsis'))).toContain('tool box delete <box-id> [flags]');
    expect(textOf(sectionOf(site.html('/cli/commands/tool_box/create/'), 'synopsis'))).toContain('tool box create --name <string> [flags]');
  });

  it('lists the options with type, default, allowed values and short names', () => {
    const html = site.html('/cli/commands/tool_box/create/');
    expect(html).toContain('<h1>tool box create</h1>');
    expect(textOf(elementById(html, 'tr', 'option-size'))).toBe('--sizeint10Size in litres.');
    expect(textOf(elementById(html, 'tr', 'option-name'))).toContain('required');
    expect(textOf(elementById(html, 'tr', 'option-zone'))).toContain('One of: north, south');
    expect(elementById(html, 'tr', 'option-zone')).toContain('<code class="cli-short">-z</code>');
  });

  it('lists the inherited global options on every command page', () => {
    const section = sectionOf(site.html('/cli/commands/tool_box/delete/'), 'global-options');
    expect(section).toContain('id="option-output"');
    expect(section).toContain('id="option-verbose"');
    expect(textOf(elementById(section, 'tr', 'option-output'))).toContain('One of: table, json');
  });

  it('shows false as the default of a boolean flag the spec gives no default', () => {
    const row = elementById(site.html('/cli/commands/tool_box/delete/'), 'tr', 'option-verbose');
    expect(textOf(row)).toBe('--verbose-vboolfalseLog every request.');
    expect(row).toContain('<code>false</code>');
  });

  it('shows the arguments of a command', () => {
    const row = elementById(site.html('/cli/commands/tool_box/delete/'), 'tr', 'arg-box-id');
    expect(textOf(row)).toBe('<box-id>requiredID of the box, e.g. b-12.');
  });

  it('shows examples as highlighted code with their output', () => {
    const example = sectionOf(site.html('/cli/commands/tool_box/create/'), 'examples');
    expect(textOf(example)).toContain('Create a big box in the north');
    expect(textOf(example)).toContain('tool box create --name attic --size 40 -z north --tag old --tag dusty');
    // Command and output are one shell session: the prompt marks the command, the rest is output.
    expect(example).toContain('<div class="code-block" data-language="console"><pre class="shiki');
    expect(example).toContain('<span class="line shell-command"><span class="shell-prompt" aria-hidden="true">$ </span>');
    expect(example).toContain('<span class="line shell-output">Created box attic (40 l, north)</span>');
  });

  it('renders descriptions from Markdown, linking mentions of commands to their pages', () => {
    const html = site.html('/cli/commands/tool_box/create/');
    const description = sectionOf(html, 'description');
    expect(description).toContain('<a href="/cli/commands/tool_box/delete/"><code>tool box delete</code></a>');
    const root = sectionOf(site.html('/cli/commands/tool/'), 'description');
    expect(root).toContain('<a href="/cli/commands/tool_box/create/#option-zone"><code>tool box create --zone</code></a>');
    expect(root).toContain('<div class="code-title">~/.tool.yaml</div>');
  });

  it('links to the see-also commands, the parent group and its other commands', () => {
    const seeAlso = sectionOf(site.html('/cli/commands/tool_box/create/'), 'see-also');
    expect(seeAlso).toContain('<a href="/cli/commands/tool/#command-box"><code>tool box</code></a>');
    expect(seeAlso.match(/href="\/cli\/commands\/tool_box\/delete\/"/g)).toHaveLength(2);
    expect(textOf(seeAlso)).toContain('Other tool box commands:');
  });

  it('gives the root page the command list and the exit codes', () => {
    const html = site.html('/cli/commands/tool/');
    const commands = sectionOf(html, 'commands');
    expect(commands).toContain('<a href="/cli/commands/tool_version/"><code>tool version</code></a>');
    expect(commands).toContain('<h3 id="command-box"><code>tool box</code>');
    expect(textOf(elementById(html, 'tr', 'exit-code-2'))).toBe('2Usage error, see tool --help.');
  });

  it('nests each group as a sidebar category labelled with its command', () => {
    const html = site.html('/cli/commands/tool_box/delete/');
    expect(html).toMatch(/sidebar-category-link" href="\/cli\/commands\/tool_box\/create\/">tool box<\/a>/);
  });
});

describe('a bad command spec fails the build with a located error', () => {
  let site: ReturnType<typeof tempSite>;
  afterEach(() => site.cleanup());

  it('reports a YAML syntax error at its line and column', async () => {
    site = tempSite('cli-basic');
    site.write('tool.yaml', 'name: tool\nsummary: Broken\ncommands:\n  - name: a\n    summary: [unclosed\n');
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/tool\.yaml:\d+:\d+ {2}YAML syntax error/);
    expect(site.exists('build')).toBe(false);
  });

  it('names an unknown key with its path, place and the key it resembles', async () => {
    site = tempSite('cli-basic');
    site.write('tool.yaml', site.read('tool.yaml').replace('        seeAlso: [box delete]', '        seeAlsso: [box delete]'));
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('tool.yaml:62:9  Unknown key "commands[1].commands[0].seeAlsso"');
    expect(result.stderr).toContain('Did you mean "seeAlso"?');
  });

  it('names a value of the wrong type with its key path', async () => {
    site = tempSite('cli-basic');
    site.write('tool.yaml', site.read('tool.yaml').replace('            required: true\n        flags:', '            required: "yes"\n        flags:'));
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/tool\.yaml:\d+:\d+ {2}Wrong type at "commands\[1\]\.commands\[1\]\.args\[0\]\.required": expected boolean, got string "yes"/);
  });
});
