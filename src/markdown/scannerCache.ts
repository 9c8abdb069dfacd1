import type { PatternScanner, RegexEngine } from 'shiki';

/** Distinct pattern lists kept; past it, scanners are made and freed as the engine would. */
const MAX_SCANNERS = 2_000;

/** Searches remembered across all scanners; past it, they are all forgotten and remembering starts again. */
const MAX_MATCHES = 200_000;

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * The highlighter's regex engine, with each distinct list of patterns compiled once, and each search of a
 * line by one list done once. A grammar rule whose end pattern refers back to its start (a quoted string, a
 * heredoc) gets its end pattern rewritten for every match, and the tokenizer compiles the rule's whole list
 * again each time the text differs from the last one. And every block is tokenized once per theme (light
 * and dark), each time with the same searches, which were most of the highlighting time. A search's result
 * depends only on the patterns, the text, the start and the options, so sharing it changes no output.
 * Shared scanners are never freed (the tokenizer frees the scanners it drops).
 */
export function withScannerCache(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, PatternScanner>();
  const memos: Map<string, Map<number, Match>>[] = [];
  let remembered = 0;
  return {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      const key = patterns.map((p) => (typeof p === 'string' ? p : p.source)).join('\0');
      const known = scanners.get(key);
      if (known) return known;
      const scanner = engine.createScanner(patterns);
      if (scanners.size >= MAX_SCANNERS) return scanner;
      // By line text, then by start and options.
      const memo = new Map<string, Map<number, Match>>();
      memos.push(memo);
      const shared: PatternScanner = {
        findNextMatchSync(string, start, options) {
          const text = typeof string === 'string' ? string : string.content;
          const at = start * 16 + options;
          let searches = memo.get(text);
          const found = searches?.get(at);
          if (found !== undefined) return found;
          const match = scanner.findNextMatchSync(string, start, options);
          if (++remembered > MAX_MATCHES) {
            for (const m of memos) m.clear();
            remembered = 1;
            searches = undefined;
          }
          if (!searches) memo.set(text, (searches = new Map()));
          searches.set(at, match);
          return match;
        },
        dispose: () => {},
      };
      scanners.set(key, shared);
      return shared;
    },
  };
}
