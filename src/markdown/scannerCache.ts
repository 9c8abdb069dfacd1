import type { PatternScanner, RegexEngine } from 'shiki';

/** Distinct pattern lists kept; past it, scanners are made and freed as the engine would. */
const MAX_SCANNERS = 2_000;

/**
 * The highlighter's regex engine, with each distinct list of patterns compiled once. A grammar rule whose end
 * pattern refers back to its start (a quoted string, a heredoc) gets its end pattern rewritten for every
 * match, and the tokenizer compiles the rule's whole list again each time the text differs from the last one:
 * most of the highlighting time went there. A scanner's matches depend only on its patterns and the text, so
 * sharing one changes no output. Shared scanners are never freed (the tokenizer frees the scanners it drops).
 */
export function withScannerCache(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      const key = patterns.map((p) => (typeof p === 'string' ? p : p.source)).join('\0');
      const known = scanners.get(key);
      if (known) return known;
      const scanner = engine.createScanner(patterns);
      if (scanners.size >= MAX_SCANNERS) return scanner;
      const shared: PatternScanner = {
        findNextMatchSync: (string, start, options) => scanner.findNextMatchSync(string, start, options),
        dispose: () => {},
      };
      scanners.set(key, shared);
      return shared;
    },
  };
}
