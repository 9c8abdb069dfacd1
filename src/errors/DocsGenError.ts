import type { Warning } from '../shared/types.js';

/** A place in a file, 1-based. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/** A problem in the user's input, located in a file. The CLI prints it as `file:line:col  message`. */
export class DocsGenError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
  /** Further problems found in the same pass, reported together. */
  readonly related: DocsGenError[];
  /** Warnings the failed run found before it stopped, printed with its errors. */
  warnings: Warning[] = [];

  constructor(
    message: string,
    options: { file?: string; line?: number; column?: number; hint?: string; cause?: unknown; related?: DocsGenError[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocsGenError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.hint = options.hint;
    this.related = options.related ?? [];
  }

  /** All problems carried by this error, itself first. */
  all(): DocsGenError[] {
    return this.related.length ? [this, ...this.related] : [this];
  }
}

/** Joins several located problems into one error so a build reports them all at once. */
export function combineErrors(errors: DocsGenError[]): DocsGenError {
  const [first, ...rest] = errors;
  return new DocsGenError(first.message, {
    file: first.file,
    line: first.line,
    column: first.column,
    hint: first.hint,
    cause: first.cause,
    related: [...first.related, ...rest.flatMap((e) => e.all())],
  });
}
