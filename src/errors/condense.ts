/** A problem as the CLI prints it; errors and warnings alike. */
export interface PrintableProblem {
  file?: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

/** Past this many problems of one kind, only the first few are printed; the rest are counted. */
export const MANY = 50;
export const SHOWN_OF_MANY = 20;

/**
 * The kind of a problem, for counting: the message's lead-in before its first colon (`Broken link`), or the
 * message with quoted names and numbers blanked (`Unknown front matter key "…"`).
 */
export function problemKind(message: string): string {
  // A JSON pointer (`#/paths/~1pets/get`) places a problem of an OpenAPI document; it is no part of its kind.
  const unplaced = message.replace(/#\/[^\s:()]*/g, '#…');
  const lead = /^([^:"`(\n]{3,60}):/.exec(unplaced)?.[1];
  return lead ?? unplaced.replace(/"[^"]*"|`[^`]*`|\d+/g, '…').slice(0, 80);
}

export interface Condensed<T> {
  shown: T[];
  /** Problems left out, counted by kind, in order of first appearance. */
  omitted: Map<string, number>;
}

/**
 * What to print of a long list of problems: identical problems at one location once; of a kind with more
 * than MANY problems, the first SHOWN_OF_MANY. A thousand broken links should not bury the one real error.
 */
export function condenseProblems<T extends PrintableProblem>(problems: T[]): Condensed<T> {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.file ?? ''}:${p.line ?? ''}:${p.column ?? ''}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const perKind = new Map<string, number>();
  for (const p of unique) perKind.set(problemKind(p.message), (perKind.get(problemKind(p.message)) ?? 0) + 1);
  const printed = new Map<string, number>();
  const omitted = new Map<string, number>();
  const shown = unique.filter((p) => {
    const kind = problemKind(p.message);
    if ((perKind.get(kind) ?? 0) <= MANY) return true;
    const count = printed.get(kind) ?? 0;
    if (count < SHOWN_OF_MANY) {
      printed.set(kind, count + 1);
      return true;
    }
    omitted.set(kind, (omitted.get(kind) ?? 0) + 1);
    return false;
  });
  return { shown, omitted };
}

/** One line per kind `condenseProblems` cut short, saying how many were left out. */
export function describeOmitted(omitted: Map<string, number>, label: string): string[] {
  return [...omitted].map(([kind, count]) => `${label} … and ${count} more of this kind: ${kind}`);
}

/**
 * The problems as printed one after another: a hint line the problem before gave already is left out, so a
 * hint shared by every problem of a kind (how to set a link base, say) is read once, under the first of a run.
 */
export function withoutRepeatedHints(problems: PrintableProblem[]): PrintableProblem[] {
  let previous = new Set<string>();
  return problems.map((problem) => {
    const lines = problem.hint?.split('\n').map((line) => line.trim()) ?? [];
    const kept = lines.filter((line) => !previous.has(line));
    previous = new Set(lines);
    if (kept.length === lines.length) return problem;
    // Read field by field: an error's message is not an enumerable property.
    const { file, line, column, message } = problem;
    return { file, line, column, message, hint: kept.length ? kept.join('\n    ') : undefined };
  });
}
