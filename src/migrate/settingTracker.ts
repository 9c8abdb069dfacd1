import { stubName } from './packageStub.js';
import type { NotCarried } from './types.js';

/**
 * Records which parts of a Docusaurus config were carried over, so everything else can be listed: the
 * list is made by walking the whole config, not from a list of known keys, so no setting goes unmentioned.
 */
export class SettingTracker {
  private readonly handled = new Set<string>();
  private readonly explained: NotCarried[] = [];

  /** The setting at `path` (and all under it) is carried over, or deliberately needs no counterpart. */
  carried(path: string): void {
    this.handled.add(path);
  }

  /** The setting at `path` is not carried over, for a reason worth saying. */
  notCarried(path: string, value: unknown, reason?: string): void {
    this.handled.add(path);
    this.explained.push({ path, value: preview(value), reason });
  }

  /** Whether the setting at `path`, or one inside it, is carried or explained. */
  has(path: string): boolean {
    return [...this.handled].some((p) => p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`));
  }

  /** Every setting of `root` neither carried nor explained, as whole as possible, after the explained ones. */
  leftOver(root: Record<string, unknown>, reasons: (path: string, value: unknown) => string | undefined): NotCarried[] {
    const found: NotCarried[] = [];
    const walk = (value: unknown, path: string) => {
      if (this.handled.has(path) || value === undefined) return;
      const hasHandledInside = [...this.handled].some((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`));
      if (hasHandledInside && value && typeof value === 'object') {
        if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
        else for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
        return;
      }
      found.push({ path, value: preview(value), reason: reasons(path, value) });
    };
    for (const [key, value] of Object.entries(root)) walk(value, key);
    return [...this.explained, ...found].sort((a, b) => order(a.path, b.path));
  }
}

function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One line's worth of a value: strings and numbers as written, objects by their keys, code as `(function)`. */
export function preview(value: unknown): string {
  const stub = stubName(value);
  if (stub) return `(package "${stub}")`;
  if (typeof value === 'function') return '(function)';
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'string' && value[1] && typeof value[1] === 'object') return `[${JSON.stringify(value[0])}, …]`;
    return value.length <= 3 && value.every((v) => typeof v !== 'object') ? `[${value.map(preview).join(', ')}]` : `[${value.length} items]`;
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? `{ ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', …' : ''} }` : '{}';
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
