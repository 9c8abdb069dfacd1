/**
 * A top-level `@import` written after other rules (`@keyframes …` then `@import 'x.css'`) is invalid CSS, which a
 * bundler refuses; css-loader, which reads a Docusaurus site's CSS, imports it all the same, since it takes every
 * top-level `@import` wherever it stands. Such imports are moved up to where the file's rules begin, so the file
 * bundles as it does there. The moved text stays on that line, and its old place is blanked with spaces, so every
 * other line keeps its place; `originalLocation` gives a problem's place in the file as written.
 */

export interface HoistedCss {
  css: string;
  /** The place in the file as written of a place (1-based line and column) in `css`. */
  originalLocation(line: number, column: number): { line: number; column: number };
}

interface Statement {
  start: number;
  end: number;
  /** The at-rule's name, lower case (`import`), or '' for a style rule. */
  atRule: string;
  hasBlock: boolean;
}

/** Rules that may come before an `@import`: what a stylesheet opens with. */
const PRELUDE = new Set(['charset', 'import']);

export function hoistLateImports(css: string): HoistedCss | undefined {
  const statements = topLevelStatements(css);
  const firstRule = statements.findIndex((s) => !PRELUDE.has(s.atRule) && !(s.atRule === 'layer' && !s.hasBlock));
  if (firstRule < 0) return undefined;
  const late = statements.slice(firstRule + 1).filter((s) => s.atRule === 'import');
  if (!late.length) return undefined;

  const at = statements[firstRule].start;
  const texts = late.map((s) => css.slice(s.start, s.end).replace(/[\r\n]/g, ' '));
  let out = css.slice(0, at) + texts.join('');
  let from = at;
  for (const s of late) {
    out += css.slice(from, s.start) + css.slice(s.start, s.end).replace(/[^\r\n]/g, ' ');
    from = s.end;
  }
  out += css.slice(from);

  const insertion = locate(css, at);
  const moved = late.map((s, i) => ({ column: insertion.column + texts.slice(0, i).reduce((n, t) => n + t.length, 0), length: texts[i].length, original: locate(css, s.start) }));
  const inserted = texts.reduce((n, t) => n + t.length, 0);
  return {
    css: out,
    originalLocation(line, column) {
      if (line !== insertion.line || column < insertion.column) return { line, column };
      const hit = moved.find((m) => column >= m.column && column < m.column + m.length);
      if (hit) return { line: hit.original.line, column: hit.original.column + (column - hit.column) };
      return { line, column: column - inserted };
    },
  };
}

function locate(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** The stylesheet's top-level statements, past comments, strings and nested blocks. */
function topLevelStatements(css: string): Statement[] {
  const statements: Statement[] = [];
  let i = 0;
  const n = css.length;
  const skipComment = () => {
    const close = css.indexOf('*/', i + 2);
    i = close < 0 ? n : close + 2;
  };
  const skipString = () => {
    const quote = css[i++];
    while (i < n && css[i] !== quote && css[i] !== '\n') i += css[i] === '\\' ? 2 : 1;
    i++;
  };
  while (i < n) {
    const c = css[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      skipComment();
      continue;
    }
    // HTML comment tokens are allowed at a stylesheet's top level.
    if (css.startsWith('<!--', i) || css.startsWith('-->', i)) {
      i += css[i] === '<' ? 4 : 3;
      continue;
    }
    const start = i;
    const atRule = c === '@' ? (/^@([\w-]+)/.exec(css.slice(i, i + 64))?.[1] ?? '').toLowerCase() : '';
    let depth = 0;
    let parens = 0;
    let hasBlock = false;
    while (i < n) {
      const d = css[i];
      if (d === '/' && css[i + 1] === '*') skipComment();
      else if (d === '"' || d === "'") skipString();
      else if (d === '\\') i += 2;
      else {
        i++;
        if (d === '(') parens++;
        else if (d === ')') parens = Math.max(0, parens - 1);
        else if (d === '{') {
          depth++;
          hasBlock = true;
        } else if (d === '}') {
          depth--;
          if (depth <= 0) break;
        } else if (d === ';' && depth === 0 && parens === 0) break;
      }
    }
    statements.push({ start, end: Math.min(i, n), atRule, hasBlock });
  }
  return statements;
}
