import { isObj } from './migration.js';

/** The functions (package stubs included) inside a value, by path, as JSON.stringify would drop them. */
export function codeInside(value: unknown, at: string): [string, unknown][] {
  if (typeof value === 'function') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => codeInside(item, `${at}[${i}]`));
  if (!isObj(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return [];
  return Object.entries(value).flatMap(([key, child]) => codeInside(child, `${at}.${key}`));
}

/** `value` without the code inside it (see codeInside), as the written config holds it. */
export function dataOf(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, inner) => (typeof inner === 'function' ? undefined : inner));
  return text === undefined ? undefined : JSON.parse(text);
}
