import { describe, expect, it } from 'vitest';
import { codeBlockHtml, highlightCodeHtml } from '../../src/markdown/highlightCode.js';
import { getHighlighter } from '../../src/markdown/highlighter.js';
import { parseShellSession, sessionCommands } from '../../src/markdown/shellSession.js';

const kinds = (code: string) => parseShellSession(code).map((line) => `${line.kind === 'command' ? 'C' : 'O'}${line.prompt ? '$' : ' '}${line.text}`);

describe('parseShellSession', () => {
  it('reads $ lines as commands and the rest as output', () => {
    expect(kinds('$ ogc version\nogc version 1.8.2\n$ ogc version --short\n1.8.2\n')).toEqual([
      'C$ogc version',
      'O ogc version 1.8.2',
      'C$ogc version --short',
      'O 1.8.2',
    ]);
  });

  it('continues a command after a backslash, a pipe, && and inside open quotes', () => {
    const code = [
      '$ curl -s https://api.example.com/v1/x \\',
      '  -H "Authorization: Bearer $KEY" \\',
      "  -d '{",
      '    "name": "a"',
      "  }' |",
      '  jq .',
      '{ "id": 1 }',
      '$ echo "it\'s $HOME" # a comment with a quote \'',
      '/home/ada',
    ].join('\n');
    expect(kinds(code).map((line) => line.slice(0, 2))).toEqual(['C$', 'C ', 'C ', 'C ', 'C ', 'C ', 'O ', 'C$', 'O ']);
    expect(sessionCommands(parseShellSession(code)).split('\n')).toHaveLength(7);
  });

  it('reads a here-document up to its terminator as part of the command', () => {
    expect(kinds("$ cat <<'EOF' > a.txt\nhello $USER\nEOF\n$ wc -l a.txt\n1 a.txt")).toEqual([
      "C$cat <<'EOF' > a.txt",
      'C hello $USER',
      'C EOF',
      'C$wc -l a.txt',
      'O 1 a.txt',
    ]);
  });

  it('does not take a $ inside output, or a bare $ word, for a prompt', () => {
    expect(kinds('$ echo $?\n4\n  $ not a prompt\n$\n$5 price')).toEqual(['C$echo $?', 'O 4', 'O   $ not a prompt', 'C$', 'O $5 price']);
  });
});

describe('a console code block', () => {
  it('marks prompts, highlights commands as shell and leaves output plain', async () => {
    const highlighter = await getHighlighter('```console');
    const html = codeBlockHtml(highlighter, '$ ogc vm list --gpu l40s\nID  NAME\n"quoted" output\n', 'console', '{2}');
    expect(html).toContain('data-language="console"');
    expect(html).toContain('<span class="line shell-command"><span class="shell-prompt" aria-hidden="true">$ </span><span style="color:');
    expect(html).toContain('<span class="line shell-output highlighted">ID  NAME</span>');
    expect(html).toContain('<span class="line shell-output">"quoted" output</span>');
    expect(html).not.toContain('<span class="line">');
    expect(html).toContain('aria-label="Copy the commands to clipboard"');
  });

  it('is also written shell-session or sh-session', async () => {
    const highlighter = await getHighlighter('```shell-session');
    for (const lang of ['shell-session', 'sh-session', 'shellsession']) {
      expect(codeBlockHtml(highlighter, '$ ls\na.txt', lang)).toContain('<span class="line shell-output">a.txt</span>');
    }
  });
});

// A block highlighted once is reused for the same block elsewhere: everything its HTML depends on must be in
// the key, or a second block would print the first one's title, highlighted lines or colours.
describe('highlighting each distinct block once', () => {
  it('reuses a block only for the same code, language, title, highlighted lines and line numbers', async () => {
    const highlighter = await getHighlighter('```bash\n```python\n');
    const code = 'export ZONE=eu-1\nogc vm list --zone "$ZONE"\n';
    const variants = [
      highlightCodeHtml(highlighter, code, 'bash', ''),
      highlightCodeHtml(highlighter, code, 'bash', '{2}'),
      highlightCodeHtml(highlighter, code, 'bash', '{1}'),
      highlightCodeHtml(highlighter, code, 'bash', 'title="run.sh"'),
      highlightCodeHtml(highlighter, code, 'bash', 'title="other.sh"'),
      highlightCodeHtml(highlighter, code, 'bash', 'showLineNumbers'),
      highlightCodeHtml(highlighter, code, 'python', ''),
      highlightCodeHtml(highlighter, `${code}echo done\n`, 'bash', ''),
    ];
    expect(new Set(variants).size).toBe(variants.length);
    expect(variants[3]).toContain('run.sh');
    expect(variants[4]).toContain('other.sh');
    // Asked again, each gives the same HTML as the first time.
    expect(highlightCodeHtml(highlighter, code, 'bash', '{2}')).toBe(variants[1]);
    expect(highlightCodeHtml(highlighter, code, 'bash', 'title="run.sh"')).toBe(variants[3]);
  });
});
