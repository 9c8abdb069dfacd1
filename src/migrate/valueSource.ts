/** How deep values nest before code is not written for them: a config's constants are tables, not trees. */
const MAX_DEPTH = 8;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * JavaScript that makes `value` again, for a constant of a Docusaurus config that code carried into the written
 * config reads (`const localeMapping = new Map([['ja', 'ja-JP']])`): strings, numbers, booleans, null and
 * undefined, and arrays, plain objects, Maps and Sets of them. Undefined for anything else (a function, an instance
 * of a class, a value nested deeper than a table's), whose code cannot be written from its value.
 */
export function valueSource(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : undefined;
  if (typeof value !== 'object') return undefined;
  const all = (items: unknown[]) => {
    const written = items.map((item) => valueSource(item, depth + 1));
    return written.every((item) => item !== undefined) ? written.join(', ') : undefined;
  };
  if (Array.isArray(value)) {
    const items = all(value);
    return items === undefined ? undefined : `[${items}]`;
  }
  if (value instanceof Map) {
    const entries = all([...value.entries()]);
    return entries === undefined ? undefined : `new Map([${entries}])`;
  }
  if (value instanceof Set) {
    const items = all([...value]);
    return items === undefined ? undefined : `new Set([${items}])`;
  }
  if (!isPlainObject(value)) return undefined;
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const written = valueSource(item, depth + 1);
    if (written === undefined) return undefined;
    pairs.push(`${JSON.stringify(key)}: ${written}`);
  }
  return pairs.length ? `{ ${pairs.join(', ')} }` : '{}';
}
