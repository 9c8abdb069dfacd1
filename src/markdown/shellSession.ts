/**
 * A shell session block (`console`, `shell-session`): lines that start with the prompt `$ ` are commands,
 * every other line is what the commands printed. A command goes on over the next lines while the shell
 * would wait for more input: after a trailing backslash, a pipe or `&&`/`||`, inside an open quote, and
 * until the terminator of a here-document. Those lines are part of the command although they carry no prompt.
 */
export interface SessionLine {
  kind: 'command' | 'output';
  /** The line without its prompt. */
  text: string;
  /** The prompt written before a command's first line (`$ `); empty on continuation and output lines. */
  prompt: string;
}

const PROMPT = /^\$(?: |$)/;
const HEREDOC = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1/g;

interface ScanState {
  quote: "'" | '"' | null;
  /** Here-document terminators still to be read, in order, with whether leading tabs are stripped (`<<-`). */
  heredocs: { word: string; stripTabs: boolean }[];
}

/** Reads one command line and tells whether the shell would ask for another line. */
function scanLine(line: string, state: ScanState): boolean {
  let escapedNewline = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (state.quote === "'") {
      if (c === "'") state.quote = null;
      continue;
    }
    if (c === '\\') {
      if (i === line.length - 1) escapedNewline = true;
      i++;
      continue;
    }
    if (state.quote === '"') {
      if (c === '"') state.quote = null;
      continue;
    }
    if (c === "'" || c === '"') state.quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
    else if (c === '<' && line[i + 1] === '<' && line[i + 2] !== '<') {
      HEREDOC.lastIndex = i;
      const match = HEREDOC.exec(line);
      if (match && match.index === i) {
        state.heredocs.push({ word: match[2], stripTabs: match[0].startsWith('<<-') });
        i = HEREDOC.lastIndex - 1;
      }
    }
  }
  if (escapedNewline || state.quote !== null || state.heredocs.length > 0) return true;
  return /(?:\||&&)\s*$/.test(line);
}

export function parseShellSession(code: string): SessionLine[] {
  const lines = code.replace(/\n$/, '').split('\n');
  const result: SessionLine[] = [];
  const state: ScanState = { quote: null, heredocs: [] };
  let continuing = false;
  for (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    if (continuing) {
      result.push({ kind: 'command', text: line, prompt: '' });
      const heredoc = state.heredocs[0];
      if (heredoc && state.quote === null) {
        if ((heredoc.stripTabs ? line.replace(/^\t+/, '') : line) === heredoc.word) state.heredocs.shift();
        continuing = state.heredocs.length > 0;
      } else {
        continuing = scanLine(line, state);
      }
      continue;
    }
    const prompt = PROMPT.exec(line);
    if (!prompt) {
      result.push({ kind: 'output', text: line, prompt: '' });
      continue;
    }
    const text = line.slice(prompt[0].length);
    result.push({ kind: 'command', text, prompt: prompt[0] });
    state.quote = null;
    state.heredocs = [];
    continuing = scanLine(text, state);
  }
  return result;
}

/** What a reader pastes into a terminal: the commands with their continuation lines, no prompts, no output. */
export function sessionCommands(lines: SessionLine[]): string {
  return lines
    .filter((line) => line.kind === 'command')
    .map((line) => line.text)
    .join('\n');
}
