/** Writes JSON data as source literals of the sample languages, indented the way their formatters would. */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function pad(depth: number, unit: string): string {
  return unit.repeat(depth);
}

/** A Python literal (`True`, `None`, dicts and lists) with 4-space indentation starting at `depth`. */
export function toPythonLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = pad(depth + 1, '    ');
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${toPythonLiteral(v, depth + 1)},`).join('\n')}\n${pad(depth, '    ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toPythonLiteral(v, depth + 1)},`).join('\n')}\n${pad(depth, '    ')}}`;
}

/** A JavaScript literal with 2-space indentation and bare keys where they are identifiers. */
export function toJsLiteral(value: unknown, depth = 0): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = pad(depth + 1, '  ');
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${toJsLiteral(v, depth + 1)},`).join('\n')}\n${pad(depth, '  ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  const key = (k: string) => (IDENTIFIER.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${toJsLiteral(v, depth + 1)},`).join('\n')}\n${pad(depth, '  ')}}`;
}

/** A POSIX shell word in single quotes: nothing inside expands. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A shell word in double quotes, with `$VARIABLE` references appended unescaped so they expand. */
export function shellDoubleQuote(parts: ({ literal: string } | { variable: string })[]): string {
  return `"${parts.map((p) => ('variable' in p ? `$${p.variable}` : p.literal.replace(/["\\$`]/g, '\\$&'))).join('')}"`;
}
