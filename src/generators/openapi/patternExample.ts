/**
 * A string matching a schema's `pattern`, for synthesised examples: a sample sent `string` where the document
 * asks for digits (`^[0-9]+$`) or a prefixed id (`^tok_[a-z0-9]{24}$`). Reads the common part of ECMAScript
 * regular expressions (literals, classes, `\d \w \s .`, groups and alternatives, quantifiers) and gives up
 * (undefined) on the rest (lookarounds, backreferences); the value is always checked against the pattern.
 */
export function patternExample(pattern: string): string | undefined {
  let made: string | undefined;
  try {
    made = new PatternWriter(pattern).write();
  } catch {
    return undefined;
  }
  return made !== undefined && matchesPattern(pattern, made) ? made : undefined;
}

/** Whether `value` matches `pattern` as a JSON Schema validator reads it: unanchored, with Unicode when it can. */
export function matchesPattern(pattern: string, value: string): boolean {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags).test(value);
    } catch {
      // Not valid with the `u` flag (`[\w-]`, `\-`): tried again without it.
    }
  }
  return false;
}

/** Thrown where the pattern uses what the writer does not read. */
class Unsupported extends Error {}

/** Characters a class or escape offers, in the order examples take them: readable ones first. */
const WORDS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890_';
const DIGITS = '1234567890';
const PRINTABLE = `${WORDS}-. `;

/**
 * How many times a character is written under `+`, `*` or an open range (when it allows that few): a few, so
 * `[a-z]+` reads as a word; a group is written once (`v1(\.\d+)*` as `v1.123`, not three versions).
 */
const OPEN_REPEAT = 3;

class PatternWriter {
  private at = 0;

  constructor(private readonly source: string) {}

  write(): string | undefined {
    const out = this.alternatives();
    if (this.at < this.source.length) throw new Unsupported();
    return out;
  }

  /** `a|b|c`: the first alternative that writes something, else the first (an empty match). */
  private alternatives(): string {
    const options = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.find((option) => option.length > 0) ?? options[0];
  }

  private sequence(): string {
    let out = '';
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const start = this.source[this.at];
      if (start === '^' || start === '$') {
        this.at++;
        continue;
      }
      const group = start === '(';
      const atom = this.atom();
      const { min, max } = this.quantifier();
      const count = max === undefined ? Math.max(min, group ? 1 : OPEN_REPEAT) : min;
      for (let i = 0; i < count; i++) out += atom(i);
    }
    return out;
  }

  /** One atom, as a function of its repetition's index, so that `[a-z]{3}` reads `abc`. */
  private atom(): (i: number) => string {
    const c = this.source[this.at++];
    if (c === '(') {
      if (this.source[this.at] === '?') {
        if (this.source[this.at + 1] !== ':') throw new Unsupported();
        this.at += 2;
      }
      const inner = this.alternatives();
      if (this.source[this.at++] !== ')') throw new Unsupported();
      return () => inner;
    }
    if (c === '[') return cycle(this.characterClass());
    if (c === '.') return cycle(WORDS);
    if (c === '\\') return cycle(this.escape(false));
    if ('*+?{}])'.includes(c)) throw new Unsupported();
    return () => c;
  }

  /** The characters an escape stands for; inside a class, `\b` is a backspace, and no escape is a backreference. */
  private escape(inClass: boolean): string {
    const c = this.source[this.at++];
    if (c === undefined) throw new Unsupported();
    if (c === 'd') return DIGITS;
    if (c === 'w') return WORDS;
    if (c === 's') return ' ';
    if (c === 'D' || c === 'W') return c === 'D' ? WORDS.slice(0, 52) : '-. ';
    if (c === 'S') return WORDS;
    if (c === 'n' || c === 't' || c === 'r') return { n: '\n', t: '\t', r: '\r' }[c];
    if (/[0-9]/.test(c) || (!inClass && 'bBk'.includes(c)) || 'upcxP'.includes(c)) throw new Unsupported();
    return c;
  }

  /** `[a-z0-9_]`, `[^,]`: the characters it allows, from PRINTABLE for a negated class. */
  private characterClass(): string {
    const negated = this.source[this.at] === '^';
    if (negated) this.at++;
    let allowed = '';
    let first = true;
    while (this.source[this.at] !== ']' || first) {
      first = false;
      if (this.at >= this.source.length) throw new Unsupported();
      const c = this.source[this.at++];
      const from = c === '\\' ? this.escape(true) : c;
      if (from.length === 1 && this.source[this.at] === '-' && this.source[this.at + 1] !== ']' && this.at + 1 < this.source.length) {
        this.at++;
        const endChar = this.source[this.at++];
        const to = endChar === '\\' ? this.escape(true) : endChar;
        if (to.length !== 1 || to < from) throw new Unsupported();
        for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) allowed += String.fromCharCode(code);
      } else allowed += from;
    }
    this.at++;
    if (!negated) return ordered(allowed);
    const left = [...PRINTABLE].filter((ch) => !allowed.includes(ch)).join('');
    if (!left) throw new Unsupported();
    return left;
  }

  private quantifier(): { min: number; max?: number } {
    const c = this.source[this.at];
    let q: { min: number; max?: number } = { min: 1, max: 1 };
    if (c === '*') q = { min: 0 };
    else if (c === '+') q = { min: 1 };
    else if (c === '?') q = { min: 0, max: 0 };
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!m) throw new Unsupported();
      this.at += m[0].length - 1;
      const min = Number(m[1]);
      q = { min, max: m[2] === undefined ? min : m[3] ? Number(m[3]) : undefined };
    } else return q;
    this.at++;
    // A lazy quantifier writes the same.
    if (this.source[this.at] === '?') this.at++;
    // `x?` and `x*` are written once when nothing else asks: an example shows the optional part.
    if (q.max === 0) return { min: 1, max: 1 };
    return q;
  }
}

/** A class's characters, readable ones first (letters, digits), so `[0-9A-Za-z_-]` gives `abc`, not `123`. */
function ordered(chars: string): string {
  const set = [...new Set(chars)];
  const rank = (ch: string) => {
    const i = WORDS.indexOf(ch);
    return i < 0 ? WORDS.length : i;
  };
  return set.sort((a, b) => rank(a) - rank(b)).join('');
}

function cycle(chars: string): (i: number) => string {
  if (!chars) throw new Unsupported();
  return (i) => chars[i % chars.length];
}
