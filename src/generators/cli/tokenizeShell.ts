/** One shell word of a simple command. */
export interface ShellWord {
  /** The word with quotes and escapes removed; expansions are kept as written. */
  value: string;
  /** Holds an expansion (`$VAR`, `$(…)`, backquotes) or a `<placeholder>`: its value is only known when run. */
  opaque: boolean;
  /** Offset of the word in the input. */
  start: number;
}

export interface ShellCommand {
  words: ShellWord[];
  /** Offset where the command stops: an operator (`|`, `&&`, `;`, `>`…), a comment, a newline or the end. */
  end: number;
}

/** Characters that end a word and, at a word's start, the command. */
const OPERATOR = /[|&;<>()]/;
const BLANK = /[ \t]/;
/** `<vm-id>`, `<bucket name>`: how docs write a value to fill in. Not a redirection. */
const PLACEHOLDER = /^<[A-Za-z0-9_](?:[\w .:/-]*[\w.:/-])?>/;

/** Skips a balanced `$(…)` starting at `i` (at the `$`), honouring quotes inside. Returns the end offset. */
function skipSubstitution(input: string, i: number): number {
  let depth = 0;
  for (let j = i + 1; j < input.length; j++) {
    const c = input[j];
    if (c === '\\') j++;
    else if (c === "'") j = input.indexOf("'", j + 1) === -1 ? input.length : input.indexOf("'", j + 1);
    else if (c === '"') j = skipDoubleQuoted(input, j).end - 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j + 1;
  }
  return input.length;
}

/** Skips an expansion starting at `$`: `$(…)`, `${…}`, `$NAME`, `$1`, `$?`. */
function skipDollar(input: string, i: number): number {
  const next = input[i + 1];
  if (next === '(') return skipSubstitution(input, i);
  if (next === '{') {
    const close = input.indexOf('}', i);
    return close === -1 ? input.length : close + 1;
  }
  const name = /^[A-Za-z_]\w*|^[0-9?#@*$!-]/.exec(input.slice(i + 1));
  return name ? i + 1 + name[0].length : i + 1;
}

/** Reads `"…"` from the opening quote; returns its text and whether it holds an expansion. */
function skipDoubleQuoted(input: string, i: number): { text: string; opaque: boolean; end: number } {
  let text = '';
  let opaque = false;
  let j = i + 1;
  while (j < input.length && input[j] !== '"') {
    const c = input[j];
    if (c === '\\' && /["\\$`\n]/.test(input[j + 1] ?? '')) {
      if (input[j + 1] !== '\n') text += input[j + 1];
      j += 2;
    } else if (c === '$' && input[j + 1] !== undefined && /[({A-Za-z_0-9?#@*!$-]/.test(input[j + 1])) {
      const end = skipDollar(input, j);
      text += input.slice(j, end);
      opaque = true;
      j = end;
    } else if (c === '`') {
      const close = input.indexOf('`', j + 1);
      const end = close === -1 ? input.length : close + 1;
      text += input.slice(j, end);
      opaque = true;
      j = end;
    } else {
      text += c;
      j++;
    }
  }
  return { text, opaque, end: Math.min(j + 1, input.length) };
}

/** Reads one word starting at `i`. */
function readWord(input: string, i: number): { word: ShellWord; end: number } {
  const word: ShellWord = { value: '', opaque: false, start: i };
  let j = i;
  while (j < input.length) {
    const c = input[j];
    if (BLANK.test(c) || c === '\n' || c === '\r') break;
    if (c === '<' && PLACEHOLDER.test(input.slice(j))) {
      const placeholder = PLACEHOLDER.exec(input.slice(j))![0];
      word.value += placeholder;
      word.opaque = true;
      j += placeholder.length;
    } else if (OPERATOR.test(c)) {
      break;
    } else if (c === '\\') {
      if (input[j + 1] === '\n') j += 2;
      else if (input[j + 1] === '\r' && input[j + 2] === '\n') j += 3;
      else {
        word.value += input[j + 1] ?? '';
        j += 2;
      }
    } else if (c === "'") {
      const close = input.indexOf("'", j + 1);
      const end = close === -1 ? input.length : close;
      word.value += input.slice(j + 1, end);
      j = end + 1;
    } else if (c === '"') {
      const quoted = skipDoubleQuoted(input, j);
      word.value += quoted.text;
      word.opaque ||= quoted.opaque;
      j = quoted.end;
    } else if (c === '$' && input[j + 1] !== undefined && /[({A-Za-z_0-9?#@*!$-]/.test(input[j + 1])) {
      const end = skipDollar(input, j);
      word.value += input.slice(j, end);
      word.opaque = true;
      j = end;
    } else if (c === '`') {
      const close = input.indexOf('`', j + 1);
      const end = close === -1 ? input.length : close + 1;
      word.value += input.slice(j, end);
      word.opaque = true;
      j = end;
    } else {
      word.value += c;
      j++;
    }
  }
  return { word, end: j };
}

/**
 * Splits the simple command that starts at `from` into words, the way a POSIX shell would before running it:
 * quotes removed, `\` line continuations joined, expansions kept opaque. It stops at the first control or
 * redirection operator, so `ogc vm get x -o json | jq .id` yields the `ogc` part only.
 */
export function tokenizeCommand(input: string, from = 0): ShellCommand {
  const words: ShellWord[] = [];
  let i = from;
  while (i < input.length) {
    const c = input[i];
    if (BLANK.test(c) || c === '\r') {
      i++;
    } else if (c === '\\' && (input[i + 1] === '\n' || (input[i + 1] === '\r' && input[i + 2] === '\n'))) {
      i += input[i + 1] === '\n' ? 2 : 3;
    } else if (c === '\n' || c === '#') {
      break;
    } else if (OPERATOR.test(c) && !(c === '<' && PLACEHOLDER.test(input.slice(i)))) {
      break;
    } else if (/^\d+[<>]/.test(input.slice(i))) {
      // `2>/dev/null`: a file descriptor of a redirection, not an argument.
      break;
    } else {
      const { word, end } = readWord(input, i);
      words.push(word);
      i = end;
    }
  }
  return { words, end: i };
}
