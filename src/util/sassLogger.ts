import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Warning } from '../shared/types.js';

/**
 * Sass's warnings (deprecations, `@warn`, `@debug`) as docs-gen warnings. Left to itself, Sass writes them to
 * stderr in its own format, uncounted and past `-q`; through its `logger` option they join the build's warnings.
 */

/** The parts of Sass's `SourceSpan` read here (sass's types/logger/source_span.d.ts). */
interface SassSpan {
  url?: URL;
  start: { line: number; column: number };
}

/** What Sass passes its logger's `warn` (sass's `LoggerWarnOptions`). */
export interface SassWarnOptions {
  deprecation: boolean;
  deprecationType?: { id: string };
  span?: SassSpan;
  stack?: string;
}

/** The logger Sass's `compile` takes. */
export interface SassLogger {
  warn(message: string, options: SassWarnOptions): void;
  debug(message: string, options: { span?: SassSpan }): void;
}

type Place = Pick<Warning, 'file' | 'line' | 'column'>;

function placeOfSpan(span: SassSpan | undefined): Place | undefined {
  if (!span || span.url?.protocol !== 'file:') return undefined;
  // Sass counts lines and columns from 0.
  return { file: fileURLToPath(span.url), line: span.start.line + 1, column: span.start.column + 1 };
}

/**
 * `@warn` gives no span, only Sass's stack (`src/css/_part.scss 3:1  @import`, innermost first), whose paths are
 * relative to the working folder when the file lies under it, else absolute or a URL.
 */
function placeOfStack(stack: string | undefined): Place | undefined {
  const frame = /^(.+?) (\d+):(\d+) /.exec(stack?.split('\n')[0] ?? '');
  if (!frame) return undefined;
  const [, where, line, column] = frame;
  let file: string;
  if (where.startsWith('file:')) file = fileURLToPath(where);
  else if (/^[a-z][a-z0-9+.-]*:/i.test(where) && !path.isAbsolute(where)) return undefined;
  else file = path.resolve(where);
  return { file, line: Number(line), column: Number(column) };
}

/**
 * Sass's message is paragraphs: the problem, then a recommendation and a link. The first is the warning's
 * message, the rest its hint, as docs-gen prints hints under the line.
 */
function split(text: string): { message: string; hint?: string } {
  const [first, ...rest] = text.trim().split(/\n\s*\n/);
  const hint = rest.map((part) => part.trim().replace(/\s*\n\s*/g, ' ')).filter(Boolean).join('\n    ');
  return { message: first.replace(/\s*\n\s*/g, ' '), ...(hint ? { hint } : {}) };
}

/**
 * A logger for one compile of `file`, telling `warn` each distinct warning once: Sass repeats a deprecation at
 * one place for every `@import` of its file, and a `@warn` for every call. A warning Sass does not place is
 * placed at `file`. The kind (`Sass deprecation [slash-div]`, `Sass @warn`) leads the message, so that a flood of
 * one kind is cut short as other problems are (condense.ts).
 */
export function sassWarningLogger(file: string, warn: (warning: Warning) => void): SassLogger {
  const seen = new Set<string>();
  const report = (kind: string, text: string, place: Place | undefined) => {
    const { message, hint } = split(text);
    const warning: Warning = { message: `${kind}: ${message}`, ...(place ?? { file }), ...(hint ? { hint } : {}) };
    const key = `${warning.file}:${warning.line ?? ''}:${warning.column ?? ''}:${warning.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    warn(warning);
  };
  return {
    warn(message, options) {
      // Sass's own (non-deprecation) warnings come with a span; a `@warn` rule's only with its stack.
      const kind = options.deprecation ? `Sass deprecation [${options.deprecationType?.id ?? 'unknown'}]` : options.span ? 'Sass warning' : 'Sass @warn';
      report(kind, message, placeOfSpan(options.span) ?? placeOfStack(options.stack));
    },
    debug(message, options) {
      report('Sass @debug', message, placeOfSpan(options.span));
    },
  };
}
