/**
 * Finds the places where documentation runs or mentions a command-line tool (`ogc vm create …`), so a test
 * can check each one against the tool's command spec.
 */

export interface CommandSnippet {
  /** 1-based line of the tool's name in the file. */
  line: number;
  /** The text the command is in: the joined lines of a shell command, or an inline code span. */
  text: string;
  /** Offset of the tool's name in `text`. */
  from: number;
  /** An inline code span: a mention in prose, which may leave out values and required parts. */
  partial: boolean;
}

/** Fence languages whose lines are shell commands, and those where only `$ `-prompted lines are. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh']);
const SESSION_LANGUAGES = new Set(['console', 'shellsession', 'shell-session', 'text', 'txt', '']);
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+#.-]*)/;
const PROMPT = /^(\s*)([$#]) /;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where a command can start in a shell line: the line's start, after `;`, `&&`, `||`, `|`, `(`, `$(` or a
 * backquote, after keywords (`do`, `then`, `if`, `sudo`, `xargs`…), and after `VAR=value` assignments.
 */
function commandStarts(tool: string): RegExp {
  const before = String.raw`(?:^|[;&|(\x60]|\$\(|\b(?:do|then|else|elif|if|while|until|sudo|time|exec|xargs|watch)\s)`;
  const assignments = String.raw`(?:[A-Za-z_]\w*=(?:"[^"]*"|'[^']*'|[^\s;&|'"]*)\s+)*`;
  return new RegExp(`${before}[ \\t]*${assignments}(${escapeRegExp(tool)})(?=[\\s;&|)]|$)`, 'gm');
}

function findInShell(text: string, firstLine: number, tool: string): CommandSnippet[] {
  const found: CommandSnippet[] = [];
  for (const match of text.matchAll(commandStarts(tool))) {
    const from = (match.index ?? 0) + match[0].length - tool.length;
    found.push({ line: firstLine + text.slice(0, from).split('\n').length - 1, text, from, partial: false });
  }
  return found;
}

/** Joins `\` continuation lines into logical commands, each with its first line number. */
function joinContinuations(lines: { text: string; line: number }[]): { text: string; line: number }[] {
  const joined: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  for (const entry of lines) {
    if (current) current.text += `\n${entry.text}`;
    else current = { ...entry };
    if (!/\\$/.test(entry.text)) {
      joined.push(current);
      current = undefined;
    }
  }
  if (current) joined.push(current);
  return joined;
}

/** Shell commands of one fenced block. In session blocks only prompted lines (and their continuations) count. */
function findInFence(lines: string[], firstLine: number, language: string, tool: string): CommandSnippet[] {
  const session = SESSION_LANGUAGES.has(language);
  const prompted = session && lines.some((line) => PROMPT.test(line));
  const commands: { text: string; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const prompt = PROMPT.exec(lines[i]);
    if (prompted && !prompt) continue;
    // In a script a `#` line is a comment; in a session it is a root prompt.
    if (prompt?.[2] === '#' && !session) continue;
    const first = prompt ? lines[i].slice(prompt[0].length) : lines[i];
    const group = [{ text: first, line: firstLine + i }];
    while (/\\$/.test(group[group.length - 1].text) && i + 1 < lines.length) {
      i++;
      group.push({ text: lines[i], line: firstLine + i });
    }
    commands.push(...joinContinuations(group));
  }
  return commands.flatMap((command) => findInShell(command.text, command.line, tool));
}

/** Inline code spans that start with the tool's name (after an optional `$ ` prompt). */
function findInline(line: string, lineNumber: number, tool: string): CommandSnippet[] {
  const found: CommandSnippet[] = [];
  for (const match of line.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)) {
    const code = match[2].trim().replace(/^\$ /, '');
    if (code === tool || code.startsWith(`${tool} `)) found.push({ line: lineNumber, text: code, from: 0, partial: true });
  }
  return found;
}

/**
 * Every command of `tool` in a Markdown/MDX text: in shell and session code fences (and fences without a
 * language), and in inline code. Front matter is skipped; line numbers are the file's.
 */
export function findCommandSnippets(markdown: string, tool: string): CommandSnippet[] {
  const lines = markdown.split(/\r?\n/);
  const found: CommandSnippet[] = [];
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = lines.findIndex((line, index) => index > 0 && line.trim() === '---') + 1;
  }
  for (; i < lines.length; i++) {
    const fence = FENCE.exec(lines[i]);
    if (!fence) {
      found.push(...findInline(lines[i], i + 1, tool));
      continue;
    }
    const [, indent, marker, language] = fence;
    const close = new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`);
    const start = i + 1;
    let end = start;
    while (end < lines.length && !close.test(lines[end])) end++;
    const lang = language.toLowerCase();
    if (SHELL_LANGUAGES.has(lang) || SESSION_LANGUAGES.has(lang)) {
      const body = lines.slice(start, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
      found.push(...findInFence(body, start + 1, lang, tool));
    }
    i = end;
  }
  return found;
}

/** Inline code mentions in any text file (a YAML spec's descriptions). */
export function findInlineSnippets(text: string, tool: string): CommandSnippet[] {
  return text.split(/\r?\n/).flatMap((line, index) => findInline(line, index + 1, tool));
}
